import { describe, expect, it } from 'vitest';
import { roleFit } from './role-fit';
import { scoreTestCv } from './testing/score-test-cv';

describe('roleFit', () => {
  it('counts a skill another one shows as present, so the report never calls SQL missing beside PostgreSQL', () => {
    const { ctx } = scoreTestCv({
      jobs: [{ title: 'Backend Engineer', employer: 'Acme', start: '2020-01', end: 'present', bullets: ['Tuned slow PostgreSQL queries'] }],
      skills: ['PostgreSQL', 'Go'],
    });
    const fit = roleFit(ctx, ctx.target.role!);
    expect(fit.requiredPresent).toContain('SQL');
    expect(fit.requiredMissing).not.toContain('SQL');
  });
});
