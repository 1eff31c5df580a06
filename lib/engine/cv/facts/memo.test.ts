import { describe, expect, it } from 'vitest';
import { knowledge } from '../knowledge';
import { buildTestCv, type TestCvSpec } from '../testing/build-test-cv';
import { buildCvFacts } from './index';
import { createFactsMemo } from './memo';

const NOW = new Date('2026-01-15T00:00:00Z');

const SPEC: TestCvSpec = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  summary: 'Backend engineer with seven years of experience.',
  jobs: [
    { title: 'Backend Engineer', employer: 'Globex', start: '2021-03', end: 'present', bullets: ['Built a payments API in Go'] },
    { title: 'Software Engineer', employer: 'Acme Corp', start: '2015-01', end: '2018-02', bullets: ['Cut build times by 40%'] },
  ],
  skills: ['Go', 'PostgreSQL'],
  extraSections: [{ heading: 'Awards', type: 'awards', lines: ['Hackathon winner 2019 – 2020'] }],
};

/** the versions an analysis re-scores: a bullet reworded, a title and dates changed, a section added */
const EDITED: TestCvSpec[] = [
  { ...SPEC, jobs: [{ ...SPEC.jobs![0], bullets: ['Built a payments API in Go serving 10 banks'] }, SPEC.jobs![1]] },
  { ...SPEC, jobs: [SPEC.jobs![0], { ...SPEC.jobs![1], title: 'Certificate course', start: '2016-01', end: '2016-06' }] },
  // only the dates: a single date becomes a range, which is what makes a job well-formed
  { ...SPEC, jobs: [SPEC.jobs![0], { ...SPEC.jobs![1], end: undefined }] },
  { ...SPEC, extraSections: [...SPEC.extraSections!, { heading: 'Projects', type: 'projects', lines: ['Open-source CLI, 2019 – 2022'] }] },
];

describe('the facts memo', () => {
  it('gives every version of a CV the facts it has without the memo', () => {
    const memo = createFactsMemo();
    for (const spec of [SPEC, ...EDITED, SPEC]) {
      const { cv } = buildTestCv(spec);
      expect(buildCvFacts(cv, { asOf: NOW, knowledge, memo })).toEqual(buildCvFacts(cv, { asOf: NOW, knowledge }));
    }
    expect(memo.periods.size).toBeGreaterThan(0);
    expect(memo.roleShapes.size).toBe(4);
  });

  it('reads open ranges against each reference date it is asked for', () => {
    const memo = createFactsMemo();
    const { cv } = buildTestCv(SPEC);
    for (const asOf of [NOW, new Date('2027-06-01T00:00:00Z')]) {
      expect(buildCvFacts(cv, { asOf, knowledge, memo })).toEqual(buildCvFacts(cv, { asOf, knowledge }));
    }
  });
});
