import { z } from 'zod';
import { CreateMeta, listOf, PaginationQuery, SectionType, Severity, Suggestion, Timestamp, Uuid } from './common';

export const AnalysisStatus = z.enum(['processing', 'completed', 'failed']);

export const Scores = z
  .object({
    overall: z.int().min(0).max(100),
    ats: z.int().min(0).max(100),
    keyword: z.int().min(0).max(100),
    formatting: z.int().min(0).max(100),
    impact: z.int().min(0).max(100),
  })
  .meta({ id: 'Scores' });

const score = z.int().min(0).max(100);

export const GRANULAR_KEYS = [
  'overall_score',
  'ats_compatibility',
  'ats_parse_rate',
  'impact_score',
  'action_verb_strength',
  'quantification_level',
  'relevance_score',
  'hard_skills_coverage',
  'soft_skills_coverage',
  'keyword_density',
  'formatting_consistency',
  'readability_score',
  'length_optimization',
  'contact_completeness',
  'summary_effectiveness',
  'career_progression',
  'market_rarity_score',
  'ats_score',
  'keyword_score',
  'formatting_score',
] as const;

export const GranularScores = z.object(
  Object.fromEntries(GRANULAR_KEYS.map((k) => [k, score])) as Record<(typeof GRANULAR_KEYS)[number], typeof score>,
);

export const ExperienceLevel = z.enum(['entry', 'mid', 'senior', 'lead', 'executive']);
export const Impact = z.enum(['high', 'medium', 'low']);
export const RedFlagType = z.enum([
  'employment_gap',
  'short_tenure',
  'job_hopping',
  'missing_dates',
  'date_inconsistency',
  'missing_contact',
  'no_experience',
]);
export const SummaryStyle = z.enum(['achievement_focused', 'skills_focused', 'leadership_focused', 'concise']);
export const ImprovementCategory = z.enum(['content', 'keywords', 'formatting', 'ats', 'contact', 'structure']);
export const Effort = z.enum(['quick_win', 'moderate', 'significant']);
export const TimeEstimate = z.enum(['5_minutes', '15_minutes', '30_minutes', '1_hour', 'half_day']);
export const ContactArea = z.enum(['email', 'phone', 'location', 'linkedin', 'github', 'portfolio', 'name']);
export const SalaryPeriod = z.enum(['year', 'month', 'hour']);

export const SalaryRange = z.object({ min: z.number(), max: z.number(), currency: z.string(), period: SalaryPeriod });

export const Result = z
  .object({
    suggestions: z.array(Suggestion),
    keywords: z.object({
      present: z.array(z.string()),
      missing: z.array(z.string()),
      recommended: z.array(z.string()),
      hard_skills: z.array(z.string()),
      soft_skills: z.array(z.string()),
      industry_terms: z.array(z.string()),
    }),
    ats_issues: z.array(z.object({ issue: z.string(), severity: Severity, fix: z.string() })),
    formatting: z.object({
      issues: z.array(z.string()),
      strengths: z.array(z.string()),
      length_assessment: z.string(),
    }),
    granular_scores: GranularScores,
    score_explanations: z.array(
      z.object({
        score,
        dimension: z.string(),
        explanation: z.string(),
        top_strength: z.string(),
        top_weakness: z.string(),
      }),
    ),
    bullet_rewrites: z.array(
      z.object({
        original_text: z.string(),
        rewritten_text: z.string(),
        improvement_explanation: z.string(),
        issues: z.array(z.string()),
        section: z.string(),
      }),
    ),
    salary_intelligence: z.object({
      estimated_range: SalaryRange,
      primary_region: z.string(),
      experience_level: ExperienceLevel,
      global_ranges: z.array(z.object({ country: z.string(), range: SalaryRange })),
      salary_drivers: z.array(z.object({ factor: z.string(), impact: Impact, explanation: z.string() })),
    }),
    job_matches: z.array(
      z.object({
        title: z.string(),
        fit_score: score,
        matched_skills: z.array(z.string()),
        missing_skills: z.array(z.string()),
      }),
    ),
    key_strengths: z.array(z.string()),
    red_flags: z.array(
      z.object({
        type: RedFlagType,
        severity: Severity,
        description: z.string(),
        mitigation: z.string(),
        /** the CV lines the flag stands on (roles with their dates as printed), so a reader can check it */
        evidence: z.array(z.string()).optional(),
      }),
    ),
    quantification_audit: z.object({
      total_bullets: z.number(),
      quantified_bullets: z.number(),
      quantification_rate: z.number(),
      unquantified_bullets: z.array(
        z.object({
          original_text: z.string(),
          suggested_metrics: z.array(z.string()),
          rewrite_with_metrics: z.string(),
        }),
      ),
    }),
    generated_summaries: z.array(z.object({ text: z.string(), style: SummaryStyle, word_count: z.int() })),
    improvement_actions: z.array(
      z.object({
        action: z.string(),
        category: ImprovementCategory,
        effort: Effort,
        time_estimate: TimeEstimate,
        estimated_score_gain: z.number(),
      }),
    ),
    contact_improvements: z.array(
      z.object({ area: ContactArea, issue: z.string(), suggestion: z.string(), current_value: z.string() }),
    ),
    projected_score: z.object({ min: z.number(), max: z.number() }),
    analysis_title: z.string(),
    analysis_description: z.string(),
  })
  .meta({ id: 'AnalysisResult' });
export type Result = z.infer<typeof Result>;

export const SectionReport = z.object({ section_type: SectionType, score, suggestions: z.array(Suggestion) });
export type SectionReport = z.infer<typeof SectionReport>;

export const Analysis = z
  .object({
    id: Uuid,
    status: AnalysisStatus,
    file_name: z.string(),
    target_role: z.string(),
    target_industry: z.string(),
    created_at: Timestamp,
    completed_at: Timestamp.nullable(),
    scores: Scores,
    result: Result.nullable(),
    sections: z.array(SectionReport).nullable(),
  })
  .meta({ id: 'Analysis' });

export const AnalysisListItem = Analysis.pick({
  id: true,
  status: true,
  file_name: true,
  target_role: true,
  target_industry: true,
  created_at: true,
  completed_at: true,
  scores: true,
}).meta({ id: 'AnalysisListItem' });

export const AnalysisStatusBody = Analysis.pick({ id: true, status: true, created_at: true, completed_at: true }).meta({
  id: 'AnalysisStatus',
});

export const AnalysisCreated = z
  .object({ id: Uuid, status: AnalysisStatus, scores: Scores, meta: CreateMeta })
  .meta({ id: 'AnalysisCreated' });

const optionalText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(max).optional());

/** POST /analyses, validated and documented alike: the text fields and the CV (its type is checked by content, in the service). */
export const CreateAnalysisForm = z.object({
  target_role: z.string().trim().min(1).max(200).meta({ example: 'Backend Engineer' }),
  target_industry: optionalText(200).meta({ example: 'Fintech' }),
  job_description: optionalText(20_000).meta({ description: 'A job posting: keywords and relevance are matched against it' }),
  language: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.string().trim().toLowerCase().regex(/^[a-z]{2}(-[a-z]{2})?$/).optional(),
    )
    .meta({ description: 'ISO 639-1 code of the language for generated text', example: 'en' }),
  file: z.file().meta({
    description:
      // the size and page limits are settings, stated in the operation's description
      'The CV, its type decided by content, not name: PDF, DOCX, TXT or Markdown; or a scan or photo (PNG, JPEG, WebP, TIFF or a scanned PDF) read by OCR',
  }),
})
  .meta({ id: 'CreateAnalysisRequest' });

export const AnalysisListQuery = PaginationQuery.extend({ status: AnalysisStatus.optional() });

export const AnalysisList = listOf(AnalysisListItem).meta({ id: 'AnalysisList' });
