import { describe, expect, it } from 'vitest';
import { sameDegree, organisation } from './normalise';

describe('sameDegree', () => {
  it('takes a written-out degree and its short form for one, and "major" for a link word', () => {
    expect(sameDegree('B.S. in Marketing', 'Bachelor of Science Marketing')).toBe(true);
    expect(sameDegree("Bachelor's Degree", 'Bachelors degree')).toBe(true);
    expect(sameDegree('BACHELOR OF ARTS, MAJOR IN MUSIC', 'BACHELOR OF ARTS MUSIC')).toBe(true);
    expect(sameDegree('MBA', 'Master of Business Administration')).toBe(true);
  });

  it('keeps different degrees apart', () => {
    expect(sameDegree('BS in Digital Cinema', 'Bachelor of Arts Digital Cinema')).toBe(false);
    expect(sameDegree('M.Sc', 'B.Sc')).toBe(false);
    expect(sameDegree('Master of Arts', 'Bachelor of Arts')).toBe(false);
  });
});

describe('organisation', () => {
  it('drops a legal form written with full stops, Mexico\'s forms of several words included', () => {
    expect(organisation('Grupo Bimbo, S.A.B. de C.V.')).toBe('grupo bimbo');
    expect(organisation('Comercializadora Norte, S. de R.L. de C.V.')).toBe('comercializadora norte');
    expect(organisation('Sovena Portugal, S.A.')).toBe('sovena portugal');
    // a name that only ends in the letters keeps them
    expect(organisation('Casa')).toBe('casa');
  });
});
