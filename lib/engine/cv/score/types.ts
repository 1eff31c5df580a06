import type { z } from 'zod';
import type { Suggestion } from '../../../schemas/common';

export type SuggestionItem = z.infer<typeof Suggestion>;

/** What every dimension module returns. `score` is an integer 0..100. */
export interface DimensionScore {
  score: number;
  explanation: string;
  top_strength: string;
  top_weakness: string;
  suggestions: SuggestionItem[];
}

export const DIMENSIONS = [
  'overall',
  'ats_compatibility',
  'ats_parse_rate',
  'impact',
  'action_verb_strength',
  'quantification_level',
  'relevance',
  'hard_skills_coverage',
  'soft_skills_coverage',
  'keyword_density',
  'formatting_consistency',
  'readability',
  'length_optimization',
  'contact_completeness',
  'summary_effectiveness',
  'career_progression',
  'market_rarity',
] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export type DimensionScores = Record<Dimension, DimensionScore>;
