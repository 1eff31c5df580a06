/**
 * The one builder of analysis results for tests: a valid, neutral Result to which a test adds the
 * parts it needs (the interview's and skill gaps' tests, and the render's fixture for ANA_SILVA).
 */
import { GRANULAR_KEYS, type Result } from '../../../schemas/analysis';

/** Every granular score at one value. */
export const granularScores = (score: number) => Object.fromEntries(GRANULAR_KEYS.map((k) => [k, score])) as Result['granular_scores'];

export function resultFixture(overrides: Partial<Result> = {}): Result {
  return {
    suggestions: [],
    keywords: { present: [], missing: [], recommended: [], hard_skills: [], soft_skills: [], industry_terms: [] },
    ats_issues: [],
    formatting: { issues: [], strengths: [], length_assessment: 'Two pages: right for this experience.' },
    granular_scores: granularScores(60),
    score_explanations: [],
    bullet_rewrites: [],
    salary_intelligence: {
      estimated_range: { min: 50000, max: 70000, currency: 'GBP', period: 'year' },
      primary_region: 'GB',
      experience_level: 'senior',
      global_ranges: [],
      salary_drivers: [],
    },
    job_matches: [],
    key_strengths: [],
    red_flags: [],
    quantification_audit: { total_bullets: 7, quantified_bullets: 4, quantification_rate: 0.57, unquantified_bullets: [] },
    generated_summaries: [],
    improvement_actions: [],
    contact_improvements: [],
    projected_score: { min: 70, max: 80 },
    analysis_title: 'CV analysis',
    analysis_description: '',
    ...overrides,
  };
}
