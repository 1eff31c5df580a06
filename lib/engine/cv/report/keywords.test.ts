import { describe, expect, it } from 'vitest';
import { knowledge } from '../knowledge';
import { resolveTarget, scoreCv } from '../score';
import { buildTestCv } from '../testing/build-test-cv';
import { keywordsBlock } from './keywords';

describe('keywordsBlock', () => {
  it('lists a keyword once even when a skill and a role term differ only in case', () => {
    const { doc, cv } = buildTestCv({
      jobs: [{ title: 'DevOps Engineer', employer: 'Bol.com', start: '2019-01', end: 'present', bullets: ['Ran Kubernetes clusters with Terraform and Ansible'] }],
      skills: ['Kubernetes', 'Terraform', 'Ansible', 'Linux'],
    });
    const opts = { targetRole: 'DevOps Engineer', now: new Date('2025-06-01') };
    const { ctx } = scoreCv(knowledge, doc, cv, opts, resolveTarget(knowledge, opts));
    const k = keywordsBlock(ctx);
    for (const list of [k.present, k.missing, k.recommended, [...k.present, ...k.missing, ...k.recommended]]) {
      const lower = list.map((x) => x.toLowerCase());
      expect(new Set(lower).size).toBe(lower.length);
    }
  });
});
