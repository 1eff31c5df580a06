import type { ScoringContext } from './context';
import { percent, ratio, toScore } from './numbers';
import { suggestion } from './suggestion';
import { nothingToScore } from './nothing-to-score';
import { quote } from './text';
import type { DimensionScore } from './types';

/** Share of quantified bullets that earns full marks: most, not all, bullets can carry a number. */
export const QUANTIFIED_TARGET = 0.6;

/**
 * Quantification: score = 100 × min(1, quantified bullets / total bullets / 0.6).
 * A bullet is quantified when it states a number (not a bare year), %, currency amount,
 * duration or count. No bullets scores 0.
 */
export function scoreQuantificationLevel(ctx: ScoringContext): DimensionScore {
  const bullets = ctx.bullets;
  const quantified = bullets.filter((b) => b.quantified);
  const rate = ratio(quantified.length, bullets.length);
  const score = toScore((100 * Math.min(1, rate / QUANTIFIED_TARGET)));
  const unquantified = bullets.filter((b) => !b.quantified);
  if (bullets.length === 0) {
    return nothingToScore(
      ctx.facts.bullets.presence === 'absent',
      { explanation: 'No bullet points were found, so no achievements are measured.', weakness: 'The CV has no bullet points describing results' },
      [suggestion('high', 'experience', 'Describe each role with 3–5 result bullets', 'Each bullet should name what you did and a measurable outcome (%, time, money, volume).')],
    );
  }
  // "none is measured" only when the page agrees: a measured line the parser did not read as a bullet says otherwise
  const zeroKnown = quantified.length > 0 || ctx.facts.bullets.measured === 'absent';
  return {
    score,
    explanation: zeroKnown
      ? `${quantified.length} of ${bullets.length} bullets (${percent(quantified.length, bullets.length)}%) state a number; ${Math.round(QUANTIFIED_TARGET * 100)}% earns full marks.`
      : `${bullets.length} bullet${bullets.length === 1 ? ' was' : 's were'} read as achievements and measured here; other lines of the file state figures the layout kept apart from them.`,
    top_strength: quantified[0] ? `Measured result: ${quote(quantified[0].text)}` : zeroKnown ? 'None of the bullets is measured yet' : 'None of the bullets read is measured',
    top_weakness: unquantified[0]
      ? `${unquantified.length} bullets have no number, e.g. ${quote(unquantified[0].text)}`
      : 'Every bullet states a number',
    suggestions:
      rate < QUANTIFIED_TARGET
        ? [
            suggestion(
              rate < 0.3 ? 'high' : 'medium',
              'experience',
              'Add numbers to your achievements',
              `${zeroKnown ? `Only ${quantified.length} of ${bullets.length} bullets are measured. ` : ''}Add the scale (users, requests, budget, team size) or the result (% change, time saved) to at least ${Math.ceil(bullets.length * QUANTIFIED_TARGET) - quantified.length} more, starting with ${quote(unquantified[0].text, 8)}.`,
            ),
          ]
        : [],
  };
}
