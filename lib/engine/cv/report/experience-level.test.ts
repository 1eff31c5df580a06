import { describe, expect, it } from 'vitest';
import { buildCvFacts } from '../facts';
import { knowledge } from '../knowledge';
import { buildTestCv, type TestJob } from '../testing/build-test-cv';
import { experienceLevel } from './experience-level';

const level = (jobs: TestJob[]) => experienceLevel(buildCvFacts(buildTestCv({ jobs }).cv, { asOf: new Date('2025-06-01'), knowledge }).timeline);

describe('experienceLevel', () => {
  it('keeps a current junior title with under 5 years at entry level', () => {
    expect(
      level([
        { title: 'Junior Developer', employer: 'Ovo Energy', start: '2023-08', end: 'present', bullets: [] },
        { title: 'Software Engineering Intern', employer: 'Dyson', start: '2022-06', end: '2022-09', bullets: [] },
      ]),
    ).toBe('entry');
  });

  it('still reads years for a neutral title and lets a senior title raise the level', () => {
    expect(level([{ title: 'Developer', employer: 'Ovo Energy', start: '2022-01', end: 'present', bullets: [] }])).toBe('mid');
    expect(
      level([
        { title: 'Junior Developer', employer: 'Acme', start: '2024-01', end: 'present', bullets: [] },
        { title: 'Senior Developer', employer: 'Globex', start: '2020-01', end: '2023-12', bullets: [] },
      ]),
    ).toBe('senior');
  });

  it('takes no level from a summer job beside the main one ("Summer Camp Director" beside teaching)', () => {
    const teacher: TestJob = { title: 'Fourth Grade Teacher', employer: 'Lincoln Elementary School', start: '2016-08', end: 'present', bullets: [] };
    const camp: TestJob = { title: 'Summer Camp Director', employer: 'YMCA of Dane County', start: '2018-06', end: '2019-08', bullets: [] };
    expect(level([teacher, camp])).toBe(level([teacher]));
    expect(level([teacher, camp])).toBe('senior');
    // the same title as the main job does raise it
    expect(level([{ ...camp, title: 'Camp Director', start: '2016-08', end: 'present' }])).toBe('lead');
  });

  it('needs a lead title, or fifteen years, for the lead level', () => {
    const nurse = (start: string) => [{ title: 'Registered Nurse', employer: 'St James Hospital', start, end: 'present', bullets: [] }];
    expect(level(nurse('2013-01'))).toBe('senior');
    expect(level(nurse('2009-01'))).toBe('lead');
    expect(
      level([
        { title: 'Nurse Team Lead', employer: 'St James Hospital', start: '2019-01', end: 'present', bullets: [] },
        { title: 'Registered Nurse', employer: 'Mater Hospital', start: '2013-01', end: '2018-12', bullets: [] },
      ]),
    ).toBe('lead');
  });
});
