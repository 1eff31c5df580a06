import type { Result } from '../../../schemas/analysis';
import type { ActionVerbs } from '../knowledge/types';
import { OPENER_VALUE } from '../score/action-verb-strength';
import type { BulletFacts } from '../score/bullet-facts';
import { rewriteBullet, type BulletRewrite } from './rewrite-bullet';

export const MAX_REWRITES = 10;

/** How weak a bullet is: a weak opener, no number and no outcome each add to it. */
function weakness(b: BulletFacts): number {
  return (
    (1 - OPENER_VALUE[b.openerKind]) + (b.quantified ? 0 : 0.5) + (b.hasOutcome ? 0 : 0.2) + (b.cliches.length ? 0.2 : 0) + (b.passive ? 0.1 : 0)
  );
}

/**
 * Rewrites for the weakest bullets (at most ten), weakest first. The engine writes English, so
 * a CV in another language gets none rather than bullets in two languages.
 */
export function selectRewrites(
  bullets: readonly BulletFacts[],
  verbs: ActionVerbs,
  cvLanguage: string,
  ended: (b: BulletFacts) => boolean = () => false,
): BulletRewrite[] {
  if (cvLanguage !== 'en') return [];
  return bullets
    .map((b, i) => ({ b, i, w: weakness(b) }))
    .sort((x, y) => y.w - x.w || x.i - y.i)
    .map(({ b }) => ({ b, rewrite: rewriteBullet(b, verbs, ended(b)) }))
    .filter((x): x is { b: BulletFacts; rewrite: BulletRewrite } => x.rewrite !== null)
    .slice(0, MAX_REWRITES)
    .map((x) => x.rewrite);
}

export function bulletRewritesBlock(rewrites: readonly BulletRewrite[], bullets: readonly BulletFacts[]): Result['bullet_rewrites'] {
  const sectionOf = new Map(bullets.map((b) => [b.text, b.section]));
  return rewrites.map((r) => ({
    original_text: r.original,
    rewritten_text: r.rewritten,
    improvement_explanation: r.explanation,
    issues: r.issues,
    section: sectionOf.get(r.original) ?? 'experience',
  }));
}
