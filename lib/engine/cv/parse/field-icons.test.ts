import { describe, expect, it } from 'vitest';
import { extractText } from '../extract/text';
import { parseEducation } from './education';
import { parseExperience } from './experience';
import { linesWithoutLetterIcons, withoutEntryIcons } from './field-icons';
import { parseCv } from './index';

describe('withoutEntryIcons', () => {
  it('drops the pictograms that label an entry\'s date and place', () => {
    expect(withoutEntryIcons('◷ sep. 2020 – heden  ⚲ Rotterdam')).toBe('sep. 2020 – heden  Rotterdam');
    expect(withoutEntryIcons('📅 Jan 2019 – Mar 2021  📍 Lagos')).toBe('Jan 2019 – Mar 2021  Lagos');
  });

  it('leaves a line opening with an unusual mark before running text, and list marks, as they are', () => {
    expect(withoutEntryIcons('☞ Led the migration of 40 services')).toBe('☞ Led the migration of 40 services');
    expect(withoutEntryIcons('● Jan 2019 – Mar 2021')).toBe('● Jan 2019 – Mar 2021');
  });

  it('reads the employer, the place and the dates of entries printed behind icons', () => {
    const lines = extractText('Grafisch ontwerper\nKoeweiden Nord\n◷ feb. 2017 – aug. 2020  ⚲ Amsterdam\n• Affiches voor festivals.\nJunior vormgever\nDrukkerij Oost\n◷ jul. 2015 – jan. 2017  ⚲ Amersfoort\n• Drukklaar maken.').lines;
    const jobs = parseExperience(lines.map((l) => ({ ...l, text: withoutEntryIcons(l.text) })));
    expect(jobs.map((j) => [j.title, j.employer, j.location, j.start?.year])).toEqual([
      ['Grafisch ontwerper', 'Koeweiden Nord', 'Amsterdam', 2017],
      ['Junior vormgever', 'Drukkerij Oost', 'Amersfoort', 2015],
    ]);
    const schools = parseEducation(extractText('Bachelor Grafisch Ontwerpen\nHogeschool voor de Kunsten Utrecht\n◷ 2011 – 2015  ⚲ Utrecht').lines.map((l) => ({ ...l, text: withoutEntryIcons(l.text) })));
    expect(schools.map((e) => [e.institution, e.degree, e.field])).toEqual([['Hogeschool voor de Kunsten Utrecht', 'Bachelor Grafisch Ontwerpen', null]]);
  });
});

describe('linesWithoutLetterIcons', () => {
  const texts = (text: string) => linesWithoutLetterIcons(extractText(text).lines).map((l) => l.text);

  it('drops the letters an icon font left before a block of contact lines', () => {
    expect(texts('Ana Berg\nJ  +45 28 91 44 07\nM ana.berg@example.dk\nH Nørrebro, Copenhagen,\nDenmark\nL linkedin.com/in/anaberg')).toEqual([
      'Ana Berg', '+45 28 91 44 07', 'ana.berg@example.dk', 'Nørrebro, Copenhagen,', 'Denmark', 'linkedin.com/in/anaberg',
    ]);
    expect(parseCv(extractText('Ana Berg\nJ  +45 28 91 44 07\nM ana.berg@example.dk\nH Nørrebro, Copenhagen, Denmark\n\nSKILLS\nSQL')).contact.location).toBe('Nørrebro, Copenhagen, Denmark');
  });

  it('keeps a lone letter that opens one line, or lines with no contact value', () => {
    expect(texts('A Coruña, Spain\nana@example.es\n+34 600 000 000')).toEqual(['A Coruña, Spain', 'ana@example.es', '+34 600 000 000']);
    expect(texts('A Plan\nB Plan\nC Plan')).toEqual(['A Plan', 'B Plan', 'C Plan']);
    // letter-spaced headings around the block keep their letters
    expect(texts('C O N T A C T\nJ +45 28 91 44 07\nM ana@example.dk\nL linkedin.com/in/ana\nS K I L L S')).toEqual(['C O N T A C T', '+45 28 91 44 07', 'ana@example.dk', 'linkedin.com/in/ana', 'S K I L L S']);
  });
});
