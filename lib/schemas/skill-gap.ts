import { z } from 'zod';
import { derivedReportSchemas, Uuid } from './common';

export const SkillGapCategory = z
  .enum(['technical', 'soft', 'domain', 'certification', 'leadership', 'tool'])
  .meta({ id: 'SkillGapCategory' });
export type SkillGapCategory = z.infer<typeof SkillGapCategory>;

/** Ordered from no evidence to mastery; the order is used for level distances. */
export const SkillLevel = z.enum(['none', 'beginner', 'intermediate', 'advanced', 'expert']).meta({ id: 'SkillLevel' });
export type SkillLevel = z.infer<typeof SkillLevel>;

export const GapPriority = z.enum(['critical', 'high', 'medium', 'low']).meta({ id: 'GapPriority' });
export type GapPriority = z.infer<typeof GapPriority>;

export const MarketDemand = z.enum(['high', 'medium', 'low']).meta({ id: 'MarketDemand' });
export type MarketDemand = z.infer<typeof MarketDemand>;

export const ResourceType = z.enum(['course', 'tutorial', 'documentation', 'book', 'certification', 'project', 'video']);
export const ResourceLevel = z.enum(['beginner', 'intermediate', 'advanced']);
export const CostRange = z.enum(['free', 'low', 'medium', 'high']);

export const LearningResource = z
  .object({
    title: z.string(),
    /** lower-case provider id: coursera, edx, udemy, freecodecamp, official_docs, … */
    provider: z.string().regex(/^[a-z0-9_.-]+$/),
    url: z.string(),
    type: ResourceType,
    duration: z.string(),
    level: ResourceLevel,
    cost_range: CostRange,
    relevance_score: z.int().min(0).max(100),
  })
  .meta({ id: 'LearningResource' });
export type LearningResource = z.infer<typeof LearningResource>;

export const SkillGapItem = z.object({
  skill_name: z.string(),
  category: SkillGapCategory,
  current_level: SkillLevel,
  required_level: SkillLevel,
  priority: GapPriority,
  reasoning: z.string(),
  estimated_learning_hours: z.number().min(0),
});
export type SkillGapItem = z.infer<typeof SkillGapItem>;

export const ExistingStrength = z.object({
  skill_name: z.string(),
  category: SkillGapCategory,
  level: SkillLevel,
  market_demand: MarketDemand,
});
export type ExistingStrength = z.infer<typeof ExistingStrength>;

export const LearningStep = z.object({
  order: z.int().min(1),
  skill_name: z.string(),
  milestone: z.string(),
  resources: z.array(LearningResource),
  estimated_weeks: z.number().min(0),
});
export type LearningStep = z.infer<typeof LearningStep>;

export const CareerReadinessTimeline = z.object({
  three_months: z.string(),
  six_months: z.string(),
  one_year: z.string(),
});

/** What the generator produces: everything except the identifiers and timestamps the service adds. */
export const SkillGapContent = z.object({
  target_role: z.string(),
  target_industry: z.string(),
  overall_readiness: z.int().min(0).max(100),
  skill_gaps: z.array(SkillGapItem),
  existing_strengths: z.array(ExistingStrength),
  learning_path: z.array(LearningStep),
  estimated_time_to_ready: z.string(),
  career_readiness_timeline: CareerReadinessTimeline,
});
export type SkillGapContent = z.infer<typeof SkillGapContent>;

/** what the job writes, the list's figure, and the shapes on the wire */
export const skillGapSchemas = derivedReportSchemas('SkillGap', SkillGapContent, 'overall_readiness');
const schemas = skillGapSchemas;

export const SkillGap = schemas.record;
export type SkillGap = z.infer<typeof SkillGap>;
export const SkillGapCreated = schemas.created;
export type SkillGapCreated = z.infer<typeof SkillGapCreated>;
/** The detail read (GET /skill-gaps/{id}) is the full record: created_at, no meta. */
export const SkillGapDetail = SkillGap;
export type SkillGapDetail = SkillGap;
export const SkillGapListItem = schemas.listItem;
export type SkillGapListItem = z.infer<typeof SkillGapListItem>;
export const SkillGapList = schemas.list;

/**
 * target_role / target_industry override the analysis' own; unknown fields are stripped rather
 * than rejected.
 */
export const CreateSkillGapBody = z
  .object({
    analysis_id: Uuid,
    target_role: z.string().trim().min(1).max(200).optional(),
    target_industry: z.string().trim().max(200).optional(),
  })
  .meta({ id: 'CreateSkillGapBody' });
export type CreateSkillGapBody = z.infer<typeof CreateSkillGapBody>;
