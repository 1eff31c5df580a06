import type { ScoringContext } from './context';
import type { DimensionScore } from './types';
import { percent, ratio, toScore } from './numbers';
import { suggestion } from './suggestion';
import { NOT_MEASURED } from '../../../schemas/not-measured';
import { quote, UNREAD_BULLETS } from './text';

/**
 * Impact: how strongly the bullets show results.
 * score = 0.45 × quantification + 0.30 × action-verb strength + 0.25 × 100 × outcome share,
 * where outcome share is the share of bullets that name a result (increased, reduced, saved,
 * launched …) rather than a duty.
 */
export function scoreImpact(ctx: ScoringContext, quantification: number, actionVerbs: number): DimensionScore {
  const bullets = ctx.bullets;
  const outcomes = bullets.filter((b) => b.hasOutcome);
  const outcomeShare = ratio(outcomes.length, bullets.length);
  const score = toScore(0.45 * quantification + 0.3 * actionVerbs + 25 * outcomeShare);
  const best = bullets.find((b) => b.hasOutcome && b.quantified) ?? outcomes[0] ?? bullets.find((b) => b.quantified);
  const duties = bullets.filter((b) => !b.hasOutcome && !b.quantified);
  return {
    score,
    explanation:
      bullets.length === 0
        ? ctx.facts.bullets.presence === 'absent'
          ? 'No bullet points were found, so the CV shows no results.'
          : UNREAD_BULLETS
        : `Quantification ${quantification}/100, action verbs ${actionVerbs}/100, and ${outcomes.length} of ${bullets.length} bullets (${percent(outcomes.length, bullets.length)}%) name an outcome.`,
    top_strength: best ? `Best evidence of impact: ${quote(best.text)}` : bullets.length || ctx.facts.bullets.presence === 'absent' ? 'No result-oriented bullet yet' : NOT_MEASURED,
    top_weakness: duties[0]
      ? `${duties.length === 1 ? '1 bullet describes' : `${duties.length} bullets describe`} duties with no result, e.g. ${quote(duties[0].text, 8)}`
      : 'Every bullet shows a result or a measure',
    suggestions:
      duties.length > 0
        ? [
            suggestion(
              duties.length > bullets.length / 2 ? 'high' : 'medium',
              'experience',
              'Turn duties into results',
              `${duties.length === 1 ? '1 bullet says' : `${duties.length} bullets say`} what you were doing but not what changed. Rewrite ${duties.length === 1 ? 'it' : 'them'} as "verb + what + measurable result", starting with ${quote(duties[0].text, 8)}.`,
            ),
          ]
        : [],
  };
}
