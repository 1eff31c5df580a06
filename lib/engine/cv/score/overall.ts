import type { Dimension, DimensionScore, DimensionScores } from './types';
import { isMeasured } from '../../../schemas/not-measured';
import { toScore } from './numbers';
import { weightsOf } from './weights';

/**
 * Weights of the overall score (sum 1). ATS compatibility and relevance weigh most because a
 * CV that is not parsed or not relevant is not read; impact and its parts come next.
 */
export const OVERALL_WEIGHTS: Record<Exclude<Dimension, 'overall'>, number> = {
  ats_compatibility: 0.12,
  relevance: 0.12,
  impact: 0.1,
  hard_skills_coverage: 0.1,
  quantification_level: 0.08,
  action_verb_strength: 0.06,
  formatting_consistency: 0.05,
  contact_completeness: 0.05,
  career_progression: 0.05,
  ats_parse_rate: 0.04,
  soft_skills_coverage: 0.04,
  keyword_density: 0.04,
  readability: 0.04,
  length_optimization: 0.04,
  summary_effectiveness: 0.04,
  market_rarity: 0.03,
};

const NAMES: Record<Exclude<Dimension, 'overall'>, string> = {
  ats_compatibility: 'ATS compatibility',
  relevance: 'relevance',
  impact: 'impact',
  hard_skills_coverage: 'hard skills',
  quantification_level: 'quantification',
  action_verb_strength: 'action verbs',
  formatting_consistency: 'formatting',
  contact_completeness: 'contact details',
  career_progression: 'career progression',
  ats_parse_rate: 'parse rate',
  soft_skills_coverage: 'soft skills',
  keyword_density: 'keyword density',
  readability: 'readability',
  length_optimization: 'length',
  summary_effectiveness: 'summary',
  market_rarity: 'market rarity',
};

export function dimensionName(d: Dimension): string {
  return d === 'overall' ? 'overall' : NAMES[d];
}

type Weighted = Exclude<Dimension, 'overall'>;

/** The overall's weights that apply to these scores (relevance left out when it measured nothing). */
export function overallWeights(parts: Omit<DimensionScores, 'overall'>): Array<{ d: Weighted; weight: number }> {
  return weightsOf(OVERALL_WEIGHTS, parts);
}

/**
 * Overall: Σ weight × dimension score with the weights in OVERALL_WEIGHTS (ATS 12%, relevance
 * 12%, impact 10%, hard skills 10%, quantification 8%, action verbs 6%, formatting, contact,
 * progression 5% each, parse rate, soft skills, keyword density, readability, length, summary
 * 4% each, market rarity 3%), rounded; a dimension that measured nothing is left out (weightsOf).
 */
export function scoreOverall(parts: Omit<DimensionScores, 'overall'>): DimensionScore {
  const entries = overallWeights(parts).map(({ d, weight }) => ({ d, weight, score: parts[d].score }));
  const left = (Object.keys(OVERALL_WEIGHTS) as Weighted[]).filter((d) => !isMeasured(parts[d]));
  const score = toScore(entries.reduce((s, e) => s + e.weight * e.score, 0));
  // The weakest dimension is the one whose shortfall costs most overall points.
  const byLoss = [...entries].sort((a, b) => b.weight * (100 - b.score) - a.weight * (100 - a.score) || a.d.localeCompare(b.d));
  const byGain = [...entries].sort((a, b) => b.score - a.score || b.weight - a.weight);
  const weakest = byLoss[0];
  const strongest = byGain[0];
  return {
    score,
    explanation: `Weighted mean of ${entries.length} dimensions${left.length ? ` (${left.map((d) => NAMES[d]).join(', ')} not measured)` : ''}; strongest ${NAMES[strongest.d]} (${strongest.score}), weakest ${NAMES[weakest.d]} (${weakest.score}), which costs ${Math.round(weakest.weight * (100 - weakest.score))} overall points.`,
    top_strength: `${NAMES[strongest.d]}: ${parts[strongest.d].top_strength}`,
    top_weakness: `${NAMES[weakest.d]}: ${parts[weakest.d].top_weakness}`,
    suggestions: [],
  };
}
