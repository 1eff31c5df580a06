import { describe, expect, it } from 'vitest';
import { countWords, lowerFirst, singleFullStops, withArticle } from './text';

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

describe('withArticle', () => {
  it('chooses "an" before a vowel sound, accented or not, and "a" before a consonant sound', () => {
    expect(withArticle('Analista de Datos')).toBe('an Analista de Datos');
    expect(withArticle('Éducatrice spécialisée')).toBe('an Éducatrice spécialisée');
    expect(withArticle('Infirmier')).toBe('an Infirmier');
    expect(withArticle('Nurse')).toBe('a Nurse');
    expect(withArticle('University Lecturer')).toBe('a University Lecturer');
    expect(withArticle('Honours Tutor')).toBe('an Honours Tutor');
  });

  it('reads an all-capitals abbreviation letter by letter', () => {
    expect(withArticle('SRE')).toBe('an SRE');
    expect(withArticle('MBA graduate')).toBe('an MBA graduate');
    expect(withArticle('UX Designer')).toBe('a UX Designer');
    expect(withArticle('QA Engineer')).toBe('a QA Engineer');
  });
});

describe('singleFullStops', () => {
  it('keeps one full stop after a name that ends in one', () => {
    expect(singleFullStops('You are currently Engineer at Tata Motors Ltd..')).toBe('You are currently Engineer at Tata Motors Ltd.');
    expect(singleFullStops('about your time at Acme Inc.. What did that involve?')).toBe('about your time at Acme Inc. What did that involve?');
    expect(singleFullStops('and so on... then')).toBe('and so on... then');
  });
});

describe('lowerFirst', () => {
  it('lowers a sentence start but not a name with capitals inside it', () => {
    expect(lowerFirst('Managed the team')).toBe('managed the team');
    expect(lowerFirst('MySQL and Oracle')).toBe('MySQL and Oracle');
    expect(lowerFirst('iOS apps')).toBe('iOS apps');
    expect(lowerFirst('SQL reports')).toBe('SQL reports');
  });
});
