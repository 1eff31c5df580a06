import { describe, expect, it } from 'vitest';
import { scoreImpact } from './impact';
import { scoreTestCv } from './testing/score-test-cv';

describe('impact wording', () => {
  it('counts one duty bullet in the singular', () => {
    const { ctx } = scoreTestCv({
      jobs: [{ title: 'Backend Engineer', employer: 'Acme', start: '2020-01', end: 'present', bullets: ['Cut API latency by 40% with a cache', 'Maintained the billing service'] }],
    });
    const impact = scoreImpact(ctx, 50, 50);
    expect(impact.suggestions[0]?.description).toMatch(/^1 bullet says what you were doing but not what changed\. Rewrite it as/);
    expect(impact.top_weakness).toMatch(/^1 bullet describes duties/);
  });
});
