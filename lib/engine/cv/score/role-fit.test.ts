import { describe, expect, it } from 'vitest';
import { roleFit } from './role-fit';
import { scoreTestCv, TEST_NOW } from './testing/score-test-cv';
import { resolveTarget, scoreCv } from './index';
import { buildTestCv } from '../testing/build-test-cv';
import { testKnowledge } from '../testing/test-knowledge';

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

  it('calls nothing missing in a CV whose language the lexicon does not read (Italian), since it may name the skills in its own words', () => {
    const { doc, cv } = buildTestCv({
      jobs: [{ title: 'Backend Engineer', employer: 'Acme', start: '2020-01', end: 'present', bullets: ['Ottimizzato le query lente su PostgreSQL'] }],
      skills: ['PostgreSQL'],
    });
    const options = { targetRole: 'Backend Engineer', now: TEST_NOW };
    const { ctx } = scoreCv(testKnowledge, doc, { ...cv, language: 'it' }, options, resolveTarget(testKnowledge, options));
    const fit = roleFit(ctx, ctx.target.role!);
    expect(fit.requiredPresent).toContain('SQL');
    expect([...fit.requiredMissing, ...fit.preferredMissing, ...fit.softMissing, ...fit.termsMissing]).toEqual([]);
    const { ctx: english } = scoreTestCv({ jobs: [{ title: 'Backend Engineer', employer: 'Acme', start: '2020-01', end: 'present', bullets: ['Tuned slow PostgreSQL queries'] }], skills: ['PostgreSQL'] });
    expect(roleFit(english, english.target.role!).requiredMissing.length).toBeGreaterThan(0);
  });
});
