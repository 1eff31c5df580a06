import type { ScoringContext } from './context';
import { formattingObservations } from './formatting-checks';
import { plural, toScore } from './numbers';
import { suggestion } from './suggestion';
import type { DimensionScore } from './types';

/**
 * Formatting consistency: 100 − Σ penalties of failed observations: each font family beyond
 * two −8, each font size beyond four −5, mixed date formats −10 per extra format (max −20),
 * inconsistent bullet punctuation −6, bullets over 40 words −4 each (max −16), mixed heading
 * styles −5, empty sections −5 each, roles written as long paragraphs −6 each (max −12).
 */
export function scoreFormattingConsistency(ctx: ScoringContext): DimensionScore {
  const observations = formattingObservations(ctx);
  const issues = observations.filter((o) => !o.ok).sort((a, b) => b.penalty - a.penalty);
  const strengths = observations.filter((o) => o.ok);
  const penalty = issues.reduce((s, o) => s + o.penalty, 0);
  return {
    score: toScore(100 - penalty),
    explanation: `${strengths.length} of ${observations.length} consistency checks pass${issues.length ? `; ${plural(issues.length, 'issue')} cost ${penalty} points` : ''}.`,
    top_strength: strengths[0]?.text ?? 'No consistency strengths detected',
    top_weakness: issues[0]?.text ?? 'No consistency issues found',
    suggestions: issues.map((o) =>
      suggestion(o.penalty >= 10 ? 'medium' : 'low', 'formatting', 'Make the formatting consistent', `${o.text} (−${o.penalty} points).`),
    ),
  };
}
