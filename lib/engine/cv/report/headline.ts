import type { ScoringContext } from '../score/context';
import { isMeasured } from '../../../schemas/not-measured';
import { roleTitle } from '../score/context';
import { dimensionName, overallWeights } from '../score/overall';
import { describeTarget } from '../score/target-description';
import type { Dimension, DimensionScores } from '../score/types';

type Weighted = Exclude<Dimension, 'overall'>;

function adjective(score: number): string {
  return score >= 85 ? 'excellent' : score >= 70 ? 'strong' : score >= 50 ? 'fair' : score >= 30 ? 'weak' : 'very weak';
}

function extremes(d: DimensionScores): { best: Weighted; worst: Weighted } {
  const weights = overallWeights(d);
  const best = [...weights].sort((a, b) => d[b.d].score - d[a.d].score || b.weight - a.weight)[0].d;
  // The weakness to name is the one that costs the most overall points.
  const worst = [...weights].sort((a, b) => b.weight * (100 - d[b.d].score) - a.weight * (100 - d[a.d].score) || a.d.localeCompare(b.d))[0].d;
  return { best, worst };
}

/** "Senior Backend Engineer CV — strong ATS compatibility, weak quantification" */
export function analysisTitle(ctx: ScoringContext, d: DimensionScores): string {
  const { best, worst } = extremes(d);
  // The most recent title describes the candidate; CVs list roles newest or oldest first.
  const t = ctx.timeline;
  const latest = t.latest !== null ? t.roles[t.latest] : null;
  const subject = latest?.title ?? t.roles.find((r) => r.kind === 'job' && r.title)?.title ?? roleTitle(ctx);
  return `${subject || 'Candidate'} CV — ${adjective(d[best].score)} ${dimensionName(best)}, ${adjective(d[worst].score)} ${dimensionName(worst)}`;
}

/** Two or three sentences grounded in the numbers. */
export function analysisDescription(
  ctx: ScoringContext,
  d: DimensionScores,
  projected: { min: number; max: number },
  actionCount: number,
): string {
  const { best, worst } = extremes(d);
  const target = roleTitle(ctx);
  const quantified = ctx.bullets.filter((b) => b.quantified).length;
  const first = `Overall ${d.overall.score}/100${target ? ` for ${target}` : ''}: ${dimensionName(best)} is the strongest dimension at ${d[best].score} and ${dimensionName(worst)} the costliest gap at ${d[worst].score}.`;
  // a count of measured bullets is stated when it is known; "0 of 2" while the page shows figures elsewhere is not
  const counted = ctx.bullets.length > 0 && (quantified > 0 || ctx.facts.bullets.measured === 'absent');
  const relevance = !isMeasured(d.relevance) ? null : `relevance to the target is ${d.relevance.score} and `;
  const ats = `${relevance ?? ''}ATS compatibility ${relevance ? '' : 'is '}${d.ats_compatibility.score}.`;
  const second = counted ? `${quantified} of ${ctx.bullets.length} bullets state a number, ${ats}` : `${ats[0].toUpperCase()}${ats.slice(1)}`;
  const third =
    actionCount > 0 && projected.max > d.overall.score
      ? ` Applying the ${actionCount} suggested action${actionCount === 1 ? '' : 's'} would raise the score to ${projected.min === projected.max ? projected.max : `${projected.min}–${projected.max}`}.`
      : '';
  // what the CV was compared with, so a reader can judge the comparison
  const compared = ctx.target.match ? ` ${describeTarget(ctx.target.match, ctx.opts.targetRole.trim())}.` : '';
  return `${first} ${second}${third}${compared}`;
}
