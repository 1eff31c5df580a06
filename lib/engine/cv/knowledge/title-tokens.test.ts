import { describe, expect, it } from 'vitest';
import { hasGrade, titleTokens } from './title-tokens';

describe('titleTokens', () => {
  it('drops grades, fillers and gender markers', () => {
    expect(titleTokens('Sr. Software Engineer II (m/w/d)')).toEqual(['software', 'engineer']);
    expect(titleTokens('Développeur Full-Stack')).toEqual(['developpeur', 'fullstack']);
  });

  it('expands abbreviations and unifies heads of functions', () => {
    expect(titleTokens('SWE')).toEqual(['software', 'engineer']);
    expect(titleTokens('VP of Marketing')).toEqual(['head', 'marketing']);
    expect(titleTokens('Marketing Director')).toEqual(['marketing', 'head']);
  });

  it('keeps a grade word when nothing else is left', () => {
    expect(titleTokens('Lead')).toEqual(['lead']);
    expect(hasGrade('Senior Nurse')).toBe(true);
    expect(hasGrade('Nurse')).toBe(false);
  });
});
