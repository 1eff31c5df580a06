/**
 * Interview preparations and skill-gap analyses are the same kind of thing to the API: a report
 * derived from a completed analysis by a background job. What differs is declared here.
 */
import { z } from 'zod';
import {
  CreateInterviewPrepBody,
  InterviewPrepCreated,
  InterviewPrepDetail,
  InterviewPrepListItem,
} from '../schemas/interview-prep';
import { CreateSkillGapBody, SkillGapCreated, SkillGapDetail, SkillGapListItem } from '../schemas/skill-gap';
import { PaginationMeta } from '../schemas/common';
import type { JobKind } from '../jobs/job-kinds';

export interface ReportKind {
  jobKind: Extract<JobKind, 'interview_prep' | 'skill_gap'>;
  body: z.ZodType<{ analysis_id: string; target_role?: string; target_industry?: string }>;
  created: z.ZodType;
  detail: z.ZodType;
  list: z.ZodType;
  listColumns: readonly string[];
}

export const interviewPrepKind: ReportKind = {
  jobKind: 'interview_prep',
  body: CreateInterviewPrepBody,
  created: InterviewPrepCreated,
  detail: InterviewPrepDetail,
  list: z.object({ items: z.array(InterviewPrepListItem), meta: PaginationMeta }).meta({ id: 'InterviewPrepList' }),
  listColumns: ['id', 'analysis_id', 'target_role', 'target_industry', 'total_questions', 'created_at'],
};

export const skillGapKind: ReportKind = {
  jobKind: 'skill_gap',
  body: CreateSkillGapBody,
  created: SkillGapCreated,
  detail: SkillGapDetail,
  list: z.object({ items: z.array(SkillGapListItem), meta: PaginationMeta }).meta({ id: 'SkillGapList' }),
  listColumns: ['id', 'analysis_id', 'target_role', 'target_industry', 'overall_readiness', 'created_at'],
};
