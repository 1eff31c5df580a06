import { describe, expect, it } from 'vitest';
import { headingInCase } from './heading-case';

describe('headingInCase', () => {
  it('sets every heading in capitals for a template that uppercases, in the CV language', () => {
    expect(headingInCase('Ehrenamt & Mentoring', true, 'de')).toBe('EHRENAMT & MENTORING');
    expect(headingInCase('Größe', true, 'de')).toBe('GRÖSSE');
  });

  it('re-cases a heading the CV printed in capitals for a mixed-case template, keeping acronyms', () => {
    expect(headingInCase('PERSONAL DOSSIER', false, 'en')).toBe('Personal Dossier');
    expect(headingInCase('IT SKILLS AND TOOLS', false, 'en')).toBe('IT Skills and Tools');
    expect(headingInCase('AWARDS & HONOURS', false, 'en')).toBe('Awards & Honours');
  });

  it('leaves a mixed-case heading as the CV wrote it', () => {
    expect(headingInCase('Volunteering at SOS', false, 'en')).toBe('Volunteering at SOS');
  });

  it('stays linear on a long line', () => {
    const long = 'LINKS '.repeat(200_000);
    expect(headingInCase(long, false, 'en')).toBe(long);
  });
});
