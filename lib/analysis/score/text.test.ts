import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countWords, inventedNumbers, isQuantified, numbersIn } from './text';

describe('isQuantified', () => {
  it.each([
    ['Cut costs by 12%', true],
    ['Managed a $1.2M budget', true],
    ['Led a team of five engineers', true],
    ['Doubled conversion', true],
    ['Migrated to Kubernetes in 2019', false],
    ['Built the billing service', false],
  ])('%s → %s', (text, expected) => {
    expect(isQuantified(text)).toBe(expected);
  });
});

describe('inventedNumbers', () => {
  it('ignores placeholders and numbers the source states', () => {
    expect(inventedNumbers('Cut build time from 20 to 5 minutes', 'Reduced build time from 20 to 5 minutes by [X%]')).toEqual([]);
  });
  it('reports numbers the source does not state', () => {
    expect(inventedNumbers('Improved search', 'Improved search relevance by 35% for 1,200 users')).toEqual(['35', '1200']);
  });
  it('a text never invents numbers relative to itself', () => {
    fc.assert(fc.property(fc.string(), (s) => inventedNumbers(s, s).length === 0));
  });
});

describe('numbersIn / countWords', () => {
  it('normalises thousands separators', () => {
    expect(numbersIn('Served 1,200,000 users and 3.5 TB')).toEqual(['1200000', '3.5']);
  });
  it('counts words, not punctuation', () => {
    expect(countWords('Go, PostgreSQL · Kubernetes — 7 years')).toBe(5);
  });
});

describe('countWords: numbers with thousands separators and ampersand words', () => {
  it('counts "2,000", "FP&A" and "R&D" as one word each and a lone "&" as none', () => {
    expect(countWords('Scaled Flexport from 200 to 2,000 employees.')).toBe(7);
    expect(countWords('FP&A, R&D and M&A at OTTO GmbH & Co. KG')).toBe(9);
    expect(countWords('Python, SQL, Excel')).toBe(3);
  });
});
