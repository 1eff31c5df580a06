import { describe, expect, it } from 'vitest';
import { knowledge } from '../knowledge';
import { maskNames } from '../facts';
import { buildContext, resolveTarget } from './context';
import { BACKEND_CV, buildTestCv } from '../testing/build-test-cv';

const contextFor = (spec: Parameters<typeof buildTestCv>[0]) => {
  const { doc, cv } = buildTestCv(spec);
  const opts = { targetRole: 'Backend Engineer', now: new Date('2026-11-22') };
  return buildContext(knowledge, doc, cv, opts, resolveTarget(knowledge, opts));
};

describe('scoring context: where skills are searched', () => {
  it('does not take skills from employer, institution, place or name', () => {
    const ctx = contextFor({
      ...BACKEND_CV,
      name: 'Julia Ruby',
      location: 'Spring, TX',
      jobs: [
        { title: 'Backend Engineer', employer: 'Cartwheel Logistics', start: '2020-01', end: 'present', bullets: ['Built Python APIs for shipment tracking'] },
        { title: 'Software Developer', employer: 'Brightline Health Analytics', start: '2017-01', end: '2019-12', bullets: ['Wrote Go services for billing'] },
      ],
      education: [{ institution: 'Institute of Marketing and Data Science', degree: 'BSc', field: 'Computer Science', end: '2016' }],
      skills: ['PostgreSQL'],
    });
    const names = [...ctx.skillNames];
    expect(names).toEqual(expect.arrayContaining(['Python', 'Go', 'PostgreSQL']));
    for (const wrong of ['Logistics', 'Julia', 'Ruby', 'Spring', 'Data science', 'Marketing', 'Analytics']) expect(names, wrong).not.toContain(wrong);
  });

  it('still counts a skill the text names outside the employer', () => {
    const ctx = contextFor({
      ...BACKEND_CV,
      summary: 'Logistics specialist with ten years in freight.',
      jobs: [{ title: 'Coordinator', employer: 'Cartwheel Logistics', start: '2020-01', end: 'present', bullets: ['Planned 40 loads a day'] }],
    });
    expect(ctx.skillNames.has('Logistics')).toBe(true);
  });

  it('reads a skill wrapped over two lines of a section', () => {
    const ctx = contextFor({ ...BACKEND_CV, extraSections: [{ heading: 'Clinical skills', type: 'skills', lines: ['Triage; Wound care; Electronic', 'medical records; Cerner'] }] });
    expect(ctx.skillNames.has('Electronic health records')).toBe(true);
  });
});

describe('maskNames', () => {
  it('blanks whole-word occurrences only, keeping positions', () => {
    expect(maskNames('Engineer — Meta, Menlo Park; Metadata tooling', ['Meta'])).toBe('Engineer —     , Menlo Park; Metadata tooling');
  });
});
