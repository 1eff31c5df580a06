import { describe, expect, it } from 'vitest';
import { scoreTestCv } from '../score/testing/score-test-cv';
import { jobMatches } from './job-matches';

const cv = (skills: string[]) => ({
  jobs: [{ title: 'Engineering Manager', employer: 'Acme', start: '2020-01', end: 'present', bullets: ['Built REST APIs in Go and PostgreSQL'] }],
  skills,
});

describe('jobMatches', () => {
  it('does not list a role other than the target on a title mapping alone, with no skill in common', () => {
    const { ctx } = scoreTestCv(cv(['Go', 'PostgreSQL', 'Docker']), { targetRole: 'Backend Engineer' });
    expect(jobMatches(ctx).map((m) => m.title)).toEqual(['Backend Engineer']);
  });

  it('lists no role whose fit rests on one stray skill, when the CV holds none of them', () => {
    const { ctx } = scoreTestCv({
      jobs: [{ title: 'Hydrogeologist', employer: 'Acme Environmental', start: '2015-01', end: 'present', bullets: ['Managed site budgets up to $2M'] }],
      skills: ['Budgeting', 'ArcGIS', 'Civil 3D', 'Python'],
    }, { targetRole: '' });
    expect(jobMatches(ctx).filter((m) => m.fit_score < 20)).toEqual([]);
  });

  it('lists the held role once the CV shares a skill with it', () => {
    const { ctx } = scoreTestCv(cv(['Go', 'PostgreSQL', 'Docker', 'Agile']), { targetRole: 'Backend Engineer' });
    const held = jobMatches(ctx).find((m) => m.title === 'Engineering Manager');
    expect(held?.matched_skills).toContain('Agile');
  });
});
