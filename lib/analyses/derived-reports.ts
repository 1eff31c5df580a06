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
import { requireJson } from '../api/multipart';
import { pageMeta, parsePage } from '../api/pagination';
import { pathId } from '../api/path-id';
import { AppError, invalidParams, notFound } from '../errors';
import { createJobRecord } from '../jobs/create-job-record';
import { JOB_KINDS, type JobKind } from '../job-kinds';
import { iso } from '../time';

export interface DerivedReportKind {
  jobKind: Extract<JobKind, 'interview_prep' | 'skill_gap'>;
  body: z.ZodType<{ analysis_id: string; target_role?: string; target_industry?: string }>;
  detail: z.ZodType;
  list: z.ZodType;
  listColumns: readonly string[];
}

type ReportRow = { id: string; analysis_id: string; status: string; body: unknown; created_at: Date; error: string | null };

const content = (row: ReportRow) => row.body as Record<string, unknown>;

export async function createDerivedReport(kind: DerivedReportKind, db: Db, req: { tenant: Tenant; apiKeyId: string | null; body: Uint8Array; contentType: string | null }) {
  const parsed = kind.body.safeParse(await requireJson(req.body, req.contentType));
  if (!parsed.success) throw invalidParams();
  const analysis = await requireCompletedAnalysis(db, req.tenant, parsed.data.analysis_id);
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
        targetRole: parsed.data.target_role ?? analysis.target_role,
        targetIndustry: parsed.data.target_industry ?? analysis.target_industry,
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

export async function getDerivedReport(kind: DerivedReportKind, db: DbOrTx, tenant: Tenant, rawId: string) {
  const row = (await findDerived(db, JOB_KINDS[kind.jobKind].table, tenant, pathId(rawId))) as ReportRow | undefined;
  if (!row || row.status === 'failed') throw notFound();
  if (row.status === 'processing') throw new AppError('report_processing', `${JOB_KINDS[kind.jobKind].noun} is still being generated; retry in a moment`);
  return kind.detail.parse({ id: row.id, analysis_id: row.analysis_id, ...content(row), created_at: iso(row.created_at) });
}

export async function listDerivedReports(kind: DerivedReportKind, db: DbOrTx, tenant: Tenant, url: URL) {
  const page = parsePage(url);
  const { rows, total } = await listDerived(db, JOB_KINDS[kind.jobKind].table, tenant, kind.listColumns as never[], page);
  const items = (rows as Record<string, unknown>[]).map((r) => ({ ...r, created_at: iso(r.created_at as Date) }));
  return kind.list.parse({ items, meta: pageMeta(page, total) });
}
