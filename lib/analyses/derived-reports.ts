/**
 * Interview preps and skill gaps are the same kind of thing to the API: a report derived from a
 * completed analysis by a background job. Their create, read and list are written once here;
 * what differs is declared by each (lib/interview-preps, lib/skill-gaps).
 */
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/index';
import { findDerived, findDerivedById, insertReport, listDerived } from '../../db/queries/derived-records';
import type { Tenant } from '../../db/queries/tenant-scope';
import { requireCompletedAnalysis } from './require-completed-analysis';
import { pageMeta, pageOf, type PageQuery } from '../api/pagination';
import { AppError, notFound } from '../errors';
import { createJobRecord } from '../jobs/create-job-record';
import { JOB_KINDS, type JobKind } from '../job-kinds';
import { iso } from '../time';

/** Detail and List are the kind's response schemas (InterviewPrepDetail…): they type what its reads return. */
export interface DerivedReportKind<Detail extends z.ZodType = z.ZodType, List extends z.ZodType = z.ZodType> {
  jobKind: Extract<JobKind, 'interview_prep' | 'skill_gap'>;
  detail: Detail;
  list: List;
  listColumns: readonly string[];
}

type ReportRow = { id: string; analysis_id: string; status: string; body: unknown; created_at: Date; error: string | null };

const content = (row: ReportRow) => row.body as Record<string, unknown>;

/** The create's validated JSON body (CreateInterviewPrepBody, CreateSkillGapBody). */
export interface DerivedReportInput {
  analysis_id: string;
  target_role?: string;
  target_industry?: string;
}

export async function createDerivedReport(
  kind: DerivedReportKind,
  db: Db,
  req: { tenant: Tenant; apiKeyId: string | null; body: { json: DerivedReportInput } },
) {
  const input = req.body.json;
  const analysis = await requireCompletedAnalysis(db, req.tenant, input.analysis_id);
  const { id, row, credits } = await createJobRecord(db, {
    tenant: req.tenant,
    apiKeyId: req.apiKeyId,
    kind: kind.jobKind,
    insert: (tx, id) =>
      insertReport(tx, JOB_KINDS[kind.jobKind].table, {
        id,
        tenant: req.tenant,
        apiKeyId: req.apiKeyId,
        analysisId: analysis.id,
        targetRole: input.target_role ?? analysis.target_role,
        targetIndustry: input.target_industry ?? analysis.target_industry,
      }),
    load: (id) => findDerivedById(db, JOB_KINDS[kind.jobKind].table, id) as Promise<ReportRow | undefined>,
  });
  if (row.status === 'failed') {
    // refunded by the job's failure handler; the cause is in the record and the log
    throw new Error(`${JOB_KINDS[kind.jobKind].noun} ${id} failed: ${row.error}`);
  }
  if (row.status === 'processing') {
    return { status: 202 as const, body: { id, analysis_id: analysis.id, status: 'processing', meta: { credits } } };
  }
  return { status: 201 as const, body: { id, analysis_id: analysis.id, ...content(row), meta: { credits } } };
}

export async function getDerivedReport<D extends z.ZodType>(kind: DerivedReportKind<D>, db: DbOrTx, tenant: Tenant, id: string): Promise<z.input<D>> {
  const row = (await findDerived(db, JOB_KINDS[kind.jobKind].table, tenant, id)) as ReportRow | undefined;
  if (!row || row.status === 'failed') throw notFound();
  if (row.status === 'processing') throw new AppError('report_processing', `${JOB_KINDS[kind.jobKind].noun} is still being generated; retry in a moment`);
  // the body column holds what the kind's job wrote: its content schema's shape (respond() checks it)
  return { id: row.id, analysis_id: row.analysis_id, ...content(row), created_at: iso(row.created_at) } as z.input<D>;
}

export async function listDerivedReports<L extends z.ZodType>(
  kind: DerivedReportKind<z.ZodType, L>,
  db: DbOrTx,
  tenant: Tenant,
  query: PageQuery,
): Promise<z.input<L>> {
  const page = pageOf(query);
  const { rows, total } = await listDerived(db, JOB_KINDS[kind.jobKind].table, tenant, kind.listColumns as never[], page);
  const items = (rows as Record<string, unknown>[]).map((r) => ({ ...r, created_at: iso(r.created_at as Date) }));
  return { items, meta: pageMeta(page, total) } as z.input<L>;
}
