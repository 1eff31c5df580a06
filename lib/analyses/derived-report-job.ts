/**
 * The steps of the report jobs (interview prep, skill gap), which inngest/functions wire: read the
 * record and its source analysis, generate in an engine worker, persist and announce.
 */
import { NonRetriableError } from 'inngest';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/index';
import { findAnalysisById } from '../../db/queries/analyses';
import { completeDerived, findDerivedById } from '../../db/queries/derived-records';
import type { ParsedCv } from '../engine/cv/types';
import { runEngineTask, type ReportInput } from '../engine/pool';
import { JOB_KINDS } from '../job-kinds';
import { permanentOnRefusal } from '../jobs/permanent-on-refusal';
import { announceSettled } from '../jobs/settled-signal';
import type { Result } from '../schemas/analysis';

export type ReportJobKind = 'interview_prep' | 'skill_gap';

/** The record's inputs, or null when the record no longer waits for this job. */
export async function loadReportInput(db: DbOrTx, kind: ReportJobKind, id: string): Promise<ReportInput | null> {
  const record = await findDerivedById(db, JOB_KINDS[kind].table, id);
  // Inngest Cloud may deliver the event before the creating transaction commits: retry
  if (!record) throw new Error(`${kind} ${id} is not visible yet`);
  if (record.status !== 'processing') return null;
  const analysis = await findAnalysisById(db, record.analysis_id);
  if (!analysis?.parsed || !analysis.result) throw new NonRetriableError('The source analysis has no report');
  return {
    parsed: analysis.parsed as ParsedCv,
    result: analysis.result as Result,
    targetRole: record.target_role,
    targetIndustry: record.target_industry,
    // the analysis's own reference date: its CV facts (years, gaps, "Present") are the report's
    now: analysis.created_at,
    jobDescription: analysis.job_description,
  };
}

/** Step "generate": the deterministic report, or null when the record no longer waits for it. */
export async function generateReport(db: DbOrTx, kind: ReportJobKind, task: 'interviewPrep' | 'skillGap', id: string) {
  const input = await loadReportInput(db, kind, id);
  return input ? ((await permanentOnRefusal(() => runEngineTask(task, input))) as Record<string, unknown>) : null;
}

/** Step "persist": the report checked against its content schema, its list column beside it, the record completed. */
export async function persistReport<C extends z.ZodObject>(
  db: DbOrTx,
  kind: ReportJobKind,
  id: string,
  report: { content: C; summary: (body: z.output<C>) => Record<string, number> },
  generated: unknown,
) {
  const body = report.content.parse(generated);
  await completeDerived(db, JOB_KINDS[kind].table, id, { ...report.summary(body), body: JSON.stringify(body) });
  announceSettled(id);
}
