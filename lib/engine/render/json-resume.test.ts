import { describe, expect, it } from 'vitest';
import type { ParsedCv } from '../cv/types';
import { JsonResumeSchema, toJsonResume, UNGROUPED_SKILLS } from './json-resume';
import { ANA_SILVA, LUKASZ_ZRODLO } from './test-fixtures';

describe('toJsonResume', () => {
  it('maps contact, jobs, education, skills, languages, certificates and projects', () => {
    const cv = toJsonResume(ANA_SILVA);
    expect(JsonResumeSchema.parse(cv)).toEqual(cv);
    expect(cv.basics).toMatchObject({
      name: 'Ana Silva',
      label: 'Senior Backend Engineer',
      email: 'ana.silva@example.com',
      phone: '+351 912 345 678',
      location: { city: 'Lisbon', countryCode: 'PT' },
      profiles: [
        { network: 'LinkedIn', username: 'ana-silva', url: 'https://linkedin.com/in/ana-silva' },
        { network: 'GitHub', username: 'anasilva', url: 'https://github.com/anasilva' },
      ],
    });
    expect(cv.work[0]).toEqual({
      name: 'Farfetch',
      position: 'Senior Backend Engineer',
      location: 'Lisbon',
      startDate: '2021-03',
      highlights: ANA_SILVA.experience[0].bullets,
    });
    expect(cv.work[1]).toMatchObject({ startDate: '2018-09', endDate: '2021-02' });
    expect(cv.education).toEqual([
      {
        institution: 'Universidade de Lisboa',
        studyType: 'MSc',
        area: 'Computer Science',
        startDate: '2016',
        endDate: '2018',
        score: '17/20',
      },
    ]);
    expect(cv.skills).toEqual([{ name: UNGROUPED_SKILLS, keywords: ANA_SILVA.listedSkills }]);
    expect(cv.languages).toEqual([
      { language: 'Portuguese', fluency: 'Native' },
      { language: 'English', fluency: 'C1' },
    ]);
    expect(cv.certificates).toEqual([{ name: 'AWS Certified Developer – Associate' }]);
    expect(cv.projects[0].name).toBe('ledger-kit');
  });

  it('keeps accented names as written and omits what the parser did not find', () => {
    const cv = toJsonResume(LUKASZ_ZRODLO);
    expect(cv.basics.name).toBe('Łukasz Źródło');
    expect(cv.basics.url).toBe('https://zrodlo.dev/');
    expect(cv.basics.profiles).toEqual([]);
    expect(cv.education[0]).not.toHaveProperty('startDate');
    expect(cv.certificates).toEqual([]);
  });

  it('produces a valid resume from an empty parse', () => {
    const empty: ParsedCv = {
      ...ANA_SILVA,
      contact: { ...ANA_SILVA.contact, name: null, email: null, phone: null, location: null, country: null, linkedin: null, github: null },
      summary: null,
      experience: [],
      education: [],
      listedSkills: [' ', ''],
      certifications: [],
      languages: [],
      projects: [],
    };
    const cv = toJsonResume(empty);
    expect(JsonResumeSchema.safeParse(cv).success).toBe(true);
    expect(cv.basics).toEqual({ name: '', profiles: [] });
    expect(cv.skills).toEqual([]);
  });

  it('drops duplicate skills regardless of case', () => {
    const cv = toJsonResume({ ...ANA_SILVA, listedSkills: ['Go', 'go', 'SQL', ' SQL '] });
    expect(cv.skills[0].keywords).toEqual(['Go', 'SQL']);
  });
});

describe('JsonResumeSchema', () => {
  const valid = toJsonResume(ANA_SILVA);

  it.each(['2020-01', '2020'])('accepts the date %s', (date) => {
    expect(JsonResumeSchema.safeParse({ ...valid, work: [{ startDate: date, highlights: [] }] }).success).toBe(true);
  });

  it.each(['2020-13', '01/2020', 'Jan 2020', '2020-1', ''])('rejects the date %j', (date) => {
    expect(JsonResumeSchema.safeParse({ ...valid, work: [{ startDate: date, highlights: [] }] }).success).toBe(false);
  });

  it('rejects a resume without basics', () => {
    expect(JsonResumeSchema.safeParse({ ...valid, basics: undefined }).success).toBe(false);
  });
});

describe('a degree named with "of" before its subject', () => {
  it('keeps the name as printed, and leaves a degree printed another way apart from its subject', async () => {
    const { degreeAsNamed } = await import('./json-resume');
    expect(degreeAsNamed('Bachelor', 'Nursing', 'northgate university bachelor of nursing 2012 2015')).toEqual({ degree: 'Bachelor of Nursing', field: null });
    expect(degreeAsNamed('Master', 'Data Science', 'riverside college master in data science 2018')).toEqual({ degree: 'Master', field: 'Data Science' });
    expect(degreeAsNamed('BSc', null, 'bsc 2010')).toEqual({ degree: 'BSc', field: null });
    // a degree named already by more than its kind keeps its own split
    expect(degreeAsNamed('Northland Certificate', 'Education', 'northland certificate of education 1990')).toEqual({ degree: 'Northland Certificate', field: 'Education' });
  });
});
