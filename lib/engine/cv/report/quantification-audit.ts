import type { Result } from '../../../schemas/analysis';
import type { ActionVerbs } from '../knowledge/types';
import type { BulletFacts } from '../score/bullet-facts';
import { metricIdeas } from './metric-ideas';
import { rewriteBullet } from './rewrite-bullet';

const MAX_LISTED = 15;

/**
 * The quantification audit. `quantification_rate` is the percentage of bullets that state a
 * number (0..100, one decimal). Each unquantified bullet gets metrics that fit its verb and
 * object and a rewrite with placeholders where a metric fits; where none fits, a question
 * instead of a generic figure.
 */
export function quantificationAudit(
  bullets: readonly BulletFacts[],
  verbs: ActionVerbs,
  cvLanguage: string,
  ended: (b: BulletFacts) => boolean = () => false,
): Result['quantification_audit'] {
  const quantified = bullets.filter((b) => b.quantified).length;
  const unquantified = bullets.filter((b) => !b.quantified).slice(0, MAX_LISTED);
  return {
    total_bullets: bullets.length,
    quantified_bullets: quantified,
    quantification_rate: bullets.length ? Math.round((quantified / bullets.length) * 1000) / 10 : 0,
    unquantified_bullets: unquantified.map((b) => ({
      original_text: b.text,
      suggested_metrics: metricIdeas(b.text).metrics,
      // The engine rewrites only in English: a bullet in another language stays as written and
      // the suggested metrics are the advice (a bare "([X%] / [N])" tail would be filler).
      rewrite_with_metrics: cvLanguage === 'en' ? (rewriteBullet(b, verbs, ended(b))?.rewritten ?? b.text) : b.text,
    })),
  };
}
