import { describe, expect, it } from 'vitest';
import { credentialLines, matchCertification } from './certification-match';

describe('matchCertification', () => {
  it('matches loosely written versions of the same credential', () => {
    expect(matchCertification('AWS Certified Solutions Architect', ['AWS Solutions Architect – Associate'])).toBe('AWS Solutions Architect – Associate');
    expect(matchCertification('NP license', ['Family Nurse Practitioner (FNP-BC)'])).toBe('Family Nurse Practitioner (FNP-BC)');
    expect(matchCertification('RN license', ['Registered Nurse (RN) License, Massachusetts'])).not.toBeNull();
    expect(matchCertification('Master of Science in Nursing', ['MSN'])).toBe('MSN');
  });

  it('does not take a shared vendor or field for the credential', () => {
    expect(matchCertification('AWS Certified Solutions Architect', ['AWS Certified Developer – Associate', 'AWS Cloud Practitioner'])).toBeNull();
    expect(matchCertification('NP license', ['Registered Nurse (RN) License', 'BLS', 'ACLS'])).toBeNull();
    expect(matchCertification('Master of Science in Nursing', ['Bachelor of Science in Nursing'])).toBeNull();
  });

  it('accepts any one of alternatives joined by "or"', () => {
    expect(matchCertification('MSN or DNP degree', ['DNP'])).toBe('DNP');
    expect(matchCertification('FNP-BC (ANCC) or FNP-C (AANPCB) board certification', ['FNP-C, AANPCB, 2024'])).toBe('FNP-C, AANPCB, 2024');
    expect(matchCertification('MSN or DNP degree', ['Bachelor of Science in Nursing', 'CCRN'])).toBeNull();
  });

  it('reads degrees as credentials too', () => {
    expect(credentialLines({ certifications: ['BLS'], education: [{ degree: 'Master of Science', field: 'Nursing' }, { degree: null, field: 'x' }] })).toEqual([
      'BLS',
      'Master of Science in Nursing',
    ]);
  });

  it('reads a bar membership as the bar admission a role asks for', () => {
    expect(matchCertification('State bar admission or Solicitor qualification (SQE)', ['Illinois State Bar, 2018'])).toBe('Illinois State Bar, 2018');
    expect(matchCertification('State bar admission', ['State Farm Insurance award'])).toBeNull();
  });

  it('names a degree in the CV\'s own language', () => {
    expect(credentialLines({ certifications: [], education: [{ degree: 'Máster', field: 'Profesorado de Educación Secundaria' }], language: 'es' })).toEqual([
      'Máster en Profesorado de Educación Secundaria',
    ]);
  });
});
