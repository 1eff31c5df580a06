import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../types';
import { withoutEntryFieldLabels } from './entry-field-labels';

const lines = (...texts: string[]): ExtractedLine[] => texts.map((text) => ({ text }) as ExtractedLine);
const texts = (input: ExtractedLine[]) => withoutEntryFieldLabels(input).lines.map((l) => l.text);

describe("a job board's labelled entry fields", () => {
  const board = lines(
    'Experience',
    'Warehouse Supervisor',
    'Employer  Northwind Logistics',
    'Dates  March 2020 - Present',
    'Category  Logistics - Warehouse',
    'Level  Manager',
    'Ran a team of 9 pickers',
    'Shipped 1,200 orders a day',
    'Picker',
    'Employer  Contoso Retail',
    'Dates  June 2017 - February 2020',
    'Education',
    'Diploma in Supply Chain',
    'School  Riverside College',
    'Dates  2015 - 2017',
    'Level  Diploma',
  );

  it('writes the title and the employer with the labels the job readers know, so a title after unmarked bullets opens its entry', () => {
    const out = texts(board);
    expect(out.slice(1, 4)).toEqual(['Job title: Warehouse Supervisor', 'Company: Northwind Logistics', 'March 2020 - Present']);
    expect(out).toContain('Job title: Picker');
    expect(out).toContain('Company: Contoso Retail');
  });

  it("drops the board's classification rows that follow the fields, never the bullets", () => {
    const out = texts(board);
    expect(out.some((t) => /^(Category|Level)\b/.test(t))).toBe(false);
    expect(out).toContain('Ran a team of 9 pickers');
  });

  it('puts the school above the qualification it awarded, without its label', () => {
    const out = texts(board);
    const school = out.indexOf('Riverside College');
    expect(out[school + 1]).toBe('Diploma in Supply Chain');
    expect(out[school + 2]).toBe('2015 - 2017');
  });

  it('reads the labels in other languages, with a colon or a column gap', () => {
    const out = texts(lines('Técnico', 'Empresa: Acme Ibérica', 'Fecha  enero 2019 - Actualidad', 'Kellner', 'Arbeitgeber  Hotel Adler', 'Zeitraum  03/2015 - 12/2018'));
    expect(out).toEqual(['Job title: Técnico', 'Company: Acme Ibérica', 'enero 2019 - Actualidad', 'Job title: Kellner', 'Company: Hotel Adler', '03/2015 - 12/2018']);
  });

  it("takes the label off the description that closes an entry's grid", () => {
    const out = texts(lines('Cook', 'Employer  Harbour Grill', 'Dates  2018 - 2020', 'Description  - Prepared 200 covers a night', '- Ran the cold station', 'Porter', 'Employer  Harbour Grill', 'Dates  2016 - 2018'));
    expect(out.slice(0, 5)).toEqual(['Job title: Cook', 'Company: Harbour Grill', '2018 - 2020', '- Prepared 200 covers a night', '- Ran the cold station']);
  });

  it('leaves a CV alone that labels fewer than two holders and two dates', () => {
    const input = lines('Company  Acme', 'Dates  2019 - 2021', 'Level  Senior', 'Fecha de nacimiento  22/04/1990');
    expect(texts(input)).toEqual(input.map((l) => l.text));
  });
});
