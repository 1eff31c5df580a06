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
import type { Operation } from '../billing/plans';
import { env } from '../env';

export interface ReportKind {
  table: 'interview_preps' | 'skill_gaps';
  operation: Operation;
  event: 'interview-prep/requested' | 'skill-gap/requested';
  /** for messages: "Interview preparation" */
  noun: string;
  body: z.ZodType<{ analysis_id: string; target_role?: string; target_industry?: string }>;
  created: z.ZodType;
  detail: z.ZodType;
  list: z.ZodType;
  listColumns: readonly string[];
  waitMs: () => number;
}

export const interviewPrepKind: ReportKind = {
  table: 'interview_preps',
  operation: 'interview_prep',
  event: 'interview-prep/requested',
  noun: 'Interview preparation',
  body: CreateInterviewPrepBody,
  created: InterviewPrepCreated,
  detail: InterviewPrepDetail,
  list: z.object({ items: z.array(InterviewPrepListItem), meta: PaginationMeta }).meta({ id: 'InterviewPrepList' }),
  listColumns: ['id', 'analysis_id', 'target_role', 'target_industry', 'total_questions', 'created_at'],
  waitMs: () => env().JOB_WAIT_MS,
};

export const skillGapKind: ReportKind = {
  table: 'skill_gaps',
  operation: 'skill_gap',
  event: 'skill-gap/requested',
  noun: 'Skill-gap analysis',
  body: CreateSkillGapBody,
  created: SkillGapCreated,
  detail: SkillGapDetail,
  list: z.object({ items: z.array(SkillGapListItem), meta: PaginationMeta }).meta({ id: 'SkillGapList' }),
  listColumns: ['id', 'analysis_id', 'target_role', 'target_industry', 'overall_readiness', 'created_at'],
  waitMs: () => env().JOB_WAIT_MS,
};
