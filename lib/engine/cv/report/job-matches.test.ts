import { describe, expect, it } from 'vitest';
import { knowledge } from '../knowledge';
import { resolveTarget, scoreCv } from '../score';
import { scoreTestCv, TEST_NOW } from '../score/testing/score-test-cv';
import { buildTestCv } from '../testing/build-test-cv';
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

  it('lists another direction only on a skill of its own, not on skills the best match shares', () => {
    const matches = (skills: string[]) => {
      const { doc, cv: parsed } = buildTestCv({
        jobs: [{ title: 'Registered Nurse', employer: 'City Hospital', start: '2016-01', end: 'present', bullets: ['Cared for 12 patients per shift'] }],
        skills,
      });
      const options = { targetRole: 'Registered Nurse', now: TEST_NOW };
      return jobMatches(scoreCv(knowledge, doc, parsed, options, resolveTarget(knowledge, options)).ctx).map((m) => m.title);
    };
    const nursing = ['Medication administration', 'IV therapy', 'Infection control', 'Patient education', 'Electronic health records', 'Vital signs'];
    expect(matches(nursing)).not.toContain('Dental Hygienist');
    expect(matches(nursing)).not.toContain('Medical Assistant');
    expect(matches([...nursing, 'Medical coding', 'Phlebotomy', 'Medical terminology'])).toContain('Medical Assistant');
  });
});
