/**
 * Scoring: the 17 dimensions over one shared context, plus the composite scores the API
 * exposes at the top level.
 */
import type { z } from 'zod';
import type { GranularScores } from '../../../schemas/analysis';
import type { KnowledgeApi } from '../knowledge/types';
import type { AnalysisOptions, ExtractedDocument, ParsedCv } from '../types';
import { scoreActionVerbStrength } from './action-verb-strength';
import { runAtsChecks, type AtsFinding } from './ats-checks';
import { scoreAtsCompatibility } from './ats-compatibility';
import { scoreAtsParseRate } from './ats-parse-rate';
import { scoreCareerProgression } from './career-progression';
import { formattingScore, keywordScore } from './composites';
import { scoreContactCompleteness } from './contact-completeness';
import { buildContext, type AnalysisTarget, type ScoringContext } from './context';
import { scoreFormattingConsistency } from './formatting-consistency';
import { scoreHardSkillsCoverage } from './hard-skills-coverage';
import { scoreImpact } from './impact';
import { scoreKeywordDensity } from './keyword-density';
import { scoreLengthOptimization } from './length-optimization';
import { scoreMarketRarity } from './market-rarity';
import { scoreOverall } from './overall';
import { scoreQuantificationLevel } from './quantification-level';
import { scoreReadability } from './readability';
import { scoreRelevance } from './relevance';
import { scoreSoftSkillsCoverage } from './soft-skills-coverage';
import { scoreSummaryEffectiveness } from './summary-effectiveness';
import { DIMENSIONS, type Dimension, type DimensionScores } from './types';

export type { AtsFinding } from './ats-checks';
export { buildContext, resolveTarget, roleTitle, type AnalysisTarget, type ScoringContext } from './context';
export { dimensionName, OVERALL_WEIGHTS } from './overall';
export { DIMENSIONS, type Dimension, type DimensionScore, type DimensionScores, type SuggestionItem } from './types';

export type Granular = z.infer<typeof GranularScores>;

/** The granular_scores key of each dimension, which score_explanations use as `dimension` so clients can join them. */
export const GRANULAR_KEY: Record<Dimension, keyof Granular> = {
  overall: 'overall_score',
  ats_compatibility: 'ats_compatibility',
  ats_parse_rate: 'ats_parse_rate',
  impact: 'impact_score',
  action_verb_strength: 'action_verb_strength',
  quantification_level: 'quantification_level',
  relevance: 'relevance_score',
  hard_skills_coverage: 'hard_skills_coverage',
  soft_skills_coverage: 'soft_skills_coverage',
  keyword_density: 'keyword_density',
  formatting_consistency: 'formatting_consistency',
  readability: 'readability_score',
  length_optimization: 'length_optimization',
  contact_completeness: 'contact_completeness',
  summary_effectiveness: 'summary_effectiveness',
  career_progression: 'career_progression',
  market_rarity: 'market_rarity_score',
};

export interface Scored {
  ctx: ScoringContext;
  dimensions: DimensionScores;
  atsFindings: AtsFinding[];
  granular: Granular;
}

export function scoreContext(ctx: ScoringContext): Scored {
  const atsFindings = runAtsChecks(ctx);
  const quantification_level = scoreQuantificationLevel(ctx);
  const action_verb_strength = scoreActionVerbStrength(ctx);
  const parts = {
    ats_compatibility: scoreAtsCompatibility(ctx, atsFindings),
    ats_parse_rate: scoreAtsParseRate(ctx),
    impact: scoreImpact(ctx, quantification_level.score, action_verb_strength.score),
    action_verb_strength,
    quantification_level,
    relevance: scoreRelevance(ctx),
    hard_skills_coverage: scoreHardSkillsCoverage(ctx),
    soft_skills_coverage: scoreSoftSkillsCoverage(ctx),
    keyword_density: scoreKeywordDensity(ctx),
    formatting_consistency: scoreFormattingConsistency(ctx),
    readability: scoreReadability(ctx),
    length_optimization: scoreLengthOptimization(ctx),
    contact_completeness: scoreContactCompleteness(ctx),
    summary_effectiveness: scoreSummaryEffectiveness(ctx),
    career_progression: scoreCareerProgression(ctx),
    market_rarity: scoreMarketRarity(ctx),
  };
  const dimensions: DimensionScores = { overall: scoreOverall(parts), ...parts };
  const granular: Granular = {
    ...(Object.fromEntries(DIMENSIONS.map((d) => [GRANULAR_KEY[d], dimensions[d].score])) as Record<(typeof GRANULAR_KEY)[Dimension], number>),
    ats_score: dimensions.ats_compatibility.score,
    keyword_score: keywordScore(dimensions),
    formatting_score: formattingScore(dimensions),
  };
  return { ctx, dimensions, atsFindings, granular };
}

/** Builds the context and scores it: the whole scoring pass for one version of a CV. */
export function scoreCv(
  knowledge: KnowledgeApi,
  doc: ExtractedDocument,
  cv: ParsedCv,
  opts: AnalysisOptions,
  target: AnalysisTarget,
): Scored {
  return scoreContext(buildContext(knowledge, doc, cv, opts, target));
}
