/**
 * The steps of the report jobs (interview prep, skill gap), which inngest/functions wire: read the
 * record and its source analysis, generate in an engine worker, enrich, persist and announce.
 * Each reads the kind's declaration (derived-reports.ts).
 */
import type { LanguageModel } from 'ai';
import { NonRetriableError } from 'inngest';
import type { DbOrTx } from '../../db/index';
import { findAnalysisAnyTenant } from '../../db/queries/analyses';
import { completeDerived, findDerivedAnyTenant } from '../../db/queries/derived-records';
import { runEngineTask, type ReportInput } from '../engine/pool';
import { JOB_KINDS } from '../job-kinds';
import { permanentOnRefusal } from '../jobs/permanent-on-refusal';
import { announceSettled } from '../jobs/settled-signal';
import type { DerivedReportKind, ReportJobKind } from './derived-reports';

/** The record's inputs, or null when the record no longer waits for this job. */
async function loadReportInput(db: DbOrTx, kind: ReportJobKind, id: string): Promise<ReportInput | null> {
  const record = await findDerivedAnyTenant(db, JOB_KINDS[kind].table, id);
  // Inngest Cloud may deliver the event before the creating transaction commits: retry
  if (!record) throw new Error(`${kind} ${id} is not visible yet`);
  if (record.status !== 'processing') return null;
  const analysis = await findAnalysisAnyTenant(db, record.analysis_id);
  if (!analysis?.parsed || !analysis.result) throw new NonRetriableError('The source analysis has no report');
  return {
    parsed: analysis.parsed,
    result: analysis.result,
    targetRole: record.target_role,
    targetIndustry: record.target_industry,
    // the analysis's own reference date: its CV facts (years, gaps, "Present") are the report's
    now: analysis.created_at,
    jobDescription: analysis.job_description,
  };
}

/** Step "generate": the deterministic report, or null when the record no longer waits for it. */
export async function generateReport(db: DbOrTx, kind: DerivedReportKind, id: string) {
  const input = await loadReportInput(db, kind.jobKind, id);
  return input ? ((await permanentOnRefusal(() => runEngineTask(kind.task, input))) as Record<string, unknown>) : null;
}

/** Step "enrich": the kind's LLM polish of the generated report; the report as it was when the record no longer waits. */
export async function enrichReport(db: DbOrTx, kind: DerivedReportKind, id: string, generated: unknown, model: LanguageModel) {
  const input = await loadReportInput(db, kind.jobKind, id);
  if (!input || !kind.enrich) return generated as Record<string, unknown>;
  return (await kind.enrich(kind.content.parse(generated), input, model)) as Record<string, unknown>;
}

/** Step "persist": the report checked against its content schema, its list figure beside it, the record completed. */
export async function persistReport(db: DbOrTx, kind: DerivedReportKind, id: string, generated: unknown) {
  const body = kind.content.parse(generated);
  await completeDerived(db, JOB_KINDS[kind.jobKind].table, id, { [kind.listFigure]: body[kind.listFigure], body: JSON.stringify(body) });
  announceSettled(id);
}
