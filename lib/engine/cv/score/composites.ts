import { isMeasured } from '../../../schemas/not-measured';
import { toScore } from './numbers';
import type { DimensionScores } from './types';

/**
 * keyword_score (the top-level `keyword`) = 0.4 × hard-skill coverage + 0.3 × relevance
 * + 0.15 × soft-skill coverage + 0.15 × keyword density: the Jobscan-style match rate, hard
 * skills first. Relevance that measured nothing (no target at all) is left out and the other
 * three keep their proportions.
 */
export function keywordScore(d: DimensionScores): number {
  const rest = 0.4 * d.hard_skills_coverage.score + 0.15 * d.soft_skills_coverage.score + 0.15 * d.keyword_density.score;
  return toScore(!isMeasured(d.relevance) ? rest / 0.7 : rest + 0.3 * d.relevance.score);
}

/**
 * formatting_score (the top-level `formatting`) = 0.5 × formatting consistency + 0.25 ×
 * readability + 0.25 × length optimisation.
 */
export function formattingScore(d: DimensionScores): number {
  return toScore(0.5 * d.formatting_consistency.score + 0.25 * d.readability.score + 0.25 * d.length_optimization.score);
}
