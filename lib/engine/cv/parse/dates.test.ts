import { describe, expect, it } from 'vitest';
import { findDateRange, findSingleDate, parseDate, withoutDates } from './dates';

const ym = (year: number, month: number | null = null) => ({ year, month });

describe('findDateRange', () => {
  it.each([
    ['Jan 2019 – Present', ym(2019, 1), null, true],
    ['20132015', ym(2013), ym(2015), false],
    ['Middleway House, 1971-76', ym(1971), ym(1976), false],
    ['Association of Graduate Schools, 2011-12', ym(2011), ym(2012), false],
    ['Work Experience  2016present', ym(2016), null, true],
    ['01/2019 - 03/2021', ym(2019, 1), ym(2021, 3), false],
    ['2019–2021', ym(2019), ym(2021), false],
    ['March 2018 to June 2020', ym(2018, 3), ym(2020, 6), false],
    ['2020 - heute', ym(2020), null, true],
    ['ene. 2019 – actualidad', ym(2019, 1), null, true],
    ['sept. 2017 - août 2019', ym(2017, 9), ym(2019, 8), false],
    ['since 2021', ym(2021), null, true],
    ['seit 2021', ym(2021), null, true],
    ['Mai 2018 – Dez. 2020', ym(2018, 5), ym(2020, 12), false],
    ["Oct '19 - Now", ym(2019, 10), null, true],
    ['Jun ’19 – Present', ym(2019, 6), null, true],
    ['Aug ’16 – May ’19', ym(2016, 8), ym(2019, 5), false],
    ['janeiro de 2020 – atual', ym(2020, 1), null, true],
    ['03.2016 – 08.2018', ym(2016, 3), ym(2018, 8), false],
    ['2012-03 to 2014-11', ym(2012, 3), ym(2014, 11), false],
    ['05/13-08/14', ym(2013, 5), ym(2014, 8), false],
    ['7/95 to present', ym(1995, 7), null, true],
    ['11/91 to 3/92', ym(1991, 11), ym(1992, 3), false],
    ['8/05-7/06  Music Teacher, Hillcrest School', ym(2005, 8), ym(2006, 7), false],
    ['6/04 -12/04 Teaching Aide, Oakwood Academy', ym(2004, 6), ym(2004, 12), false],
    ['  3/18 – present  Tutor', ym(2018, 3), null, true],
    ['Google Docs template  09/14-Present', ym(2014, 9), null, true],
    ['Jun 2020 - Current', ym(2020, 6), null, true],
    ['From May 2015 to Jul 2017', ym(2015, 5), ym(2017, 7), false],
    ['desde marzo de 2021', ym(2021, 3), null, true],
    ['sierpień 2018 – obecnie', ym(2018, 8), null, true],
    ['maart 2016 – heden', ym(2016, 3), null, true],
    ["sept. 2020 – aujourd'hui", ym(2020, 9), null, true],
    ['September 2015 — December 2017', ym(2015, 9), ym(2017, 12), false],
    ['jul. 2023 – dez. 2024', ym(2023, 7), ym(2024, 12), false],
    ['mar/2021 - atual', ym(2021, 3), null, true],
    ['Jan-2019 to Dec-2020', ym(2019, 1), ym(2020, 12), false],
    ['June 2018 to till date', ym(2018, 6), null, true],
    ['Summer 2019 – Fall 2019', ym(2019, 6), ym(2019, 9), false],
    ['Q1 2020 - Q3 2021', ym(2020, 1), ym(2021, 7), false],
    ['dès 2019', ym(2019), null, true],
    ['à partir de mars 2020', ym(2020, 3), null, true],
    ['jan 2018 – dec 2020', ym(2018, 1), ym(2020, 12), false],
    ['augusti 2016 – nu', ym(2016, 8), null, true],
    ['Eylül 2019 - Halen', ym(2019, 9), null, true],
    ['Şubat 2016 - Ağustos 2019', ym(2016, 2), ym(2019, 8), false],
    ['Kasım 2020 - Aralık 2021', ym(2020, 11), ym(2021, 12), false],
    ['Mayıs 2022 - Devam ediyor', ym(2022, 5), null, true],
  ])('%s', (text, start, end, current) => {
    const range = findDateRange(text);
    expect(range).not.toBeNull();
    expect({ start: range!.start, end: range!.end, current: range!.current }).toEqual({ start, end, current });
  });

  it('finds the range inside a line and reports where it is', () => {
    const line = 'Senior Engineer — Acme, Berlin | Jan 2019 – Present';
    const range = findDateRange(line)!;
    expect(range.raw).toBe('Jan 2019 – Present');
    expect(withoutDates(line, range)).toBe('Senior Engineer — Acme, Berlin');
  });

  it('reads a current role whose start is not given, as a field after a separator', () => {
    const line = 'Office Manager  |  – Present';
    const range = findDateRange(line)!;
    expect(range).toMatchObject({ start: null, end: null, current: true });
    expect(withoutDates(line, range)).toBe('Office Manager');
    expect(findDateRange('Sales Lead | - heute')).toMatchObject({ start: null, current: true });
    // at a line's start it may be the end of a range wrapped from the line above; in a word it is no date
    expect(findDateRange('– Present')).toBeNull();
    expect(findDateRange('Advisor | – Presently on leave')).toBeNull();
  });

  it('reads an unpadded month range with a dash only where it opens its line', () => {
    for (const text of ['Scored 8/10-9/10 in both rounds', 'Mixed 1/2-3/4 cup ratios', 'Dosage 5/12-6/12 daily']) expect(findDateRange(text)).toBeNull();
    // an end before its start is no range
    expect(findDateRange('9/06-7/05 Tutor')).toBeNull();
  });

  it('does not read phone numbers, counts or single years as ranges', () => {
    for (const text of ['+49 170 2019 2020', 'Managed 2000 tickets', 'Graduated 2015', 'ISO 9001', 'Room 13-2019b', 'Ratio 3/4-1/2', 'Invoice 12/05/19-01/06/19']) {
      expect(findDateRange(text)).toBeNull();
    }
  });
});

describe('parseDate and findSingleDate', () => {
  it('reads full dates as their month: day first, unless the day cannot be second', () => {
    expect(findDateRange('Siemens AG 01.04.2016 – 28.02.2021')).toMatchObject({ start: { year: 2016, month: 4 }, end: { year: 2021, month: 2 }, current: false });
    expect(findDateRange('15/01/2016–31/08/2020')).toMatchObject({ start: { year: 2016, month: 1 }, end: { year: 2020, month: 8 } });
    expect(findDateRange('seit 01.03.2021')).toMatchObject({ start: { year: 2021, month: 3 }, current: true });
    expect(findDateRange('04/23/2019 - 05/30/2020')).toMatchObject({ start: { year: 2019, month: 4 }, end: { year: 2020, month: 5 } });
  });

  it('parses the written forms of one date', () => {
    expect(parseDate('Jan 2019')).toEqual(ym(2019, 1));
    expect(parseDate('Dezember 2020')).toEqual(ym(2020, 12));
    expect(parseDate('12/2020')).toEqual(ym(2020, 12));
    expect(parseDate('2020-07')).toEqual(ym(2020, 7));
    expect(parseDate('2020')).toEqual(ym(2020));
    expect(parseDate('13/2020')).toBeNull();
    expect(parseDate('Smarch 2020')).toBeNull();
  });

  it('finds a lone graduation date', () => {
    expect(findSingleDate('BSc Physics, University of Leeds, June 2016')).toMatchObject({ start: ym(2016, 6), end: ym(2016, 6) });
    expect(findSingleDate('No date here')).toBeNull();
  });

  it('reads a year written straight after a product name as its release, not a date', () => {
    expect(findSingleDate('Windows Server 2003, Win 7')).toBeNull();
    expect(findSingleDate('DBMS: SQL Server 2008 R2')).toBeNull();
    expect(findSingleDate('MS Office 2010 training, 2014')).toMatchObject({ start: ym(2014) });
    expect(findSingleDate('Windows administrator, June 2003')).toMatchObject({ start: ym(2003, 6) });
    expect(findSingleDate('Studio 2010, Microsoft InfoPath Designer 2010, Microsoft SharePoint Designer 2010, Microsoft')).toBeNull();
    expect(findSingleDate('Teaching Assistant 2012')).toMatchObject({ start: ym(2012) });
  });

  it('does not read the French article "des" as "dès" (since)', () => {
    expect(findDateRange('Gestion des 2019 dossiers')).toBeNull();
  });

  it('reads the French abbreviation "auj." (aujourd\'hui) as the present', () => {
    expect(findDateRange('2017 – auj.  Acheteur')).toMatchObject({ start: { year: 2017 }, current: true });
  });
});
