import { toScore } from './numbers';
import type { DimensionScores } from './types';
import { weightedMean } from './weights';

/**
 * keyword_score (the top-level `keyword`): the Jobscan-style match rate, hard skills first.
 * Relevance that measured nothing (no target at all) is left out and the other three keep their
 * proportions, by the overall's rule (weightsOf).
 */
const KEYWORD_WEIGHTS = { hard_skills_coverage: 0.4, soft_skills_coverage: 0.15, keyword_density: 0.15, relevance: 0.3 } as const;

/** formatting_score (the top-level `formatting`). */
const FORMATTING_WEIGHTS = { formatting_consistency: 0.5, readability: 0.25, length_optimization: 0.25 } as const;

export function keywordScore(d: DimensionScores): number {
  return toScore(weightedMean(KEYWORD_WEIGHTS, d));
}

export function formattingScore(d: DimensionScores): number {
  return toScore(weightedMean(FORMATTING_WEIGHTS, d));
}
