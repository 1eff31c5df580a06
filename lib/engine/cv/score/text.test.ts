import { describe, expect, it } from 'vitest';
import { countWords } from './text';

describe('countWords', () => {
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
