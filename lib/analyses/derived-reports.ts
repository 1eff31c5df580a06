/**
 * Interview preps and skill gaps are the same kind of thing: a report derived from a completed
 * analysis by a background job. Each declares what sets it apart once (`derivedReport` in
 * lib/interview-preps, lib/skill-gaps); its create, read and list are written here and its job's
 * steps in derived-report-job.ts, all reading that declaration.
 */
import type { LanguageModel } from 'ai';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/index';
import { findDerived, findDerivedAnyTenant, insertReport, listDerived } from '../../db/queries/derived-records';
import type { Tenant } from '../../db/queries/tenant-scope';
import type { ReportInput } from '../engine/pool';
import { requireCompletedAnalysis } from './require-completed-analysis';
import { pageMeta, pageOf, type PageQuery } from '../api/pagination';
import { AppError, notFound } from '../errors';
import { createJobRecord } from '../jobs/create-job-record';
import { JOB_KINDS } from '../job-kinds';
import { iso } from '../time';

export type ReportJobKind = 'interview_prep' | 'skill_gap';

export interface DerivedReportKind<C extends z.ZodObject = z.ZodObject, F extends string = string> {
  jobKind: ReportJobKind;
  /** the report its job writes into the record's `body` */
  content: C;
  /** the report's one figure kept in a column beside the body, for lists */
  listFigure: F;
  /** the engine task that writes the report, in an engine worker (lib/engine/pool) */
  task: 'interviewPrep' | 'skillGap';
  /** optional LLM polish, a step of its own when a model is configured; falls back to its input */
  enrich?: (content: z.output<C>, input: ReportInput, model: LanguageModel) => Promise<z.output<C>>;
}

/** The declaration of a derived report kind, typed by its content schema. */
export const derivedReport = <C extends z.ZodObject, F extends keyof z.output<C> & string>(kind: DerivedReportKind<C, F>) => kind;

type Identity = { id: string; analysis_id: string };
type CreditsOf = Awaited<ReturnType<typeof createJobRecord>>['credits'];
type ListItem<F extends string> = Identity & { target_role: string; target_industry: string; created_at: string } & Record<F, number>;

const LIST_COLUMNS = ['id', 'analysis_id', 'target_role', 'target_industry', 'created_at'] as const;

/** The create's validated JSON body (CreateInterviewPrepBody, CreateSkillGapBody). */
export interface DerivedReportInput {
  analysis_id: string;
  target_role?: string;
  target_industry?: string;
}

/** POST, GET and list of a derived report's route. */
export function derivedReportService<C extends z.ZodObject, F extends string>(kind: DerivedReportKind<C, F>) {
  const { table, noun } = JOB_KINDS[kind.jobKind];
  // the body column holds what the kind's job wrote: its content schema's shape
  const content = (row: { body: unknown }) => row.body as z.output<C>;

  async function create(
    db: Db,
    req: { tenant: Tenant; apiKeyId: string | null; body: { json: DerivedReportInput } },
  ): Promise<
    | { status: 201; body: Identity & z.output<C> & { meta: { credits: CreditsOf } } }
    | { status: 202; body: Identity & { status: 'processing'; meta: { credits: CreditsOf } } }
  > {
    const input = req.body.json;
    const analysis = await requireCompletedAnalysis(db, req.tenant, input.analysis_id);
    const { id, row, credits } = await createJobRecord(db, {
      tenant: req.tenant,
      apiKeyId: req.apiKeyId,
      kind: kind.jobKind,
      insert: (tx, id) =>
        insertReport(tx, table, {
          id,
          tenant: req.tenant,
          apiKeyId: req.apiKeyId,
          analysisId: analysis.id,
          targetRole: input.target_role ?? analysis.target_role,
          targetIndustry: input.target_industry ?? analysis.target_industry,
        }),
      load: (id) => findDerivedAnyTenant(db, table, id),
    });
    if (row.status === 'failed') {
      // refunded by the job's failure handler; the cause is in the record and the log
      throw new Error(`${noun} ${id} failed: ${row.error}`);
    }
    if (row.status === 'processing') {
      return { status: 202, body: { id, analysis_id: analysis.id, status: 'processing', meta: { credits } } };
    }
    return { status: 201, body: { id, analysis_id: analysis.id, ...content(row), meta: { credits } } };
  }

  async function get(db: DbOrTx, tenant: Tenant, id: string): Promise<Identity & z.output<C> & { created_at: string }> {
    const row = await findDerived(db, table, tenant, id);
    if (!row || row.status === 'failed') throw notFound();
    if (row.status === 'processing') throw new AppError('report_processing', `${noun} is still being generated; retry in a moment`);
    return { id: row.id, analysis_id: row.analysis_id, ...content(row), created_at: iso(row.created_at) };
  }

  async function list(db: DbOrTx, tenant: Tenant, query: PageQuery): Promise<{ items: ListItem<F>[]; meta: ReturnType<typeof pageMeta> }> {
    const page = pageOf(query);
    const columns = [...LIST_COLUMNS, kind.listFigure] as never[];
    const { rows, total } = await listDerived(db, table, tenant, columns, page);
    const items = (rows as Record<string, unknown>[]).map((r) => ({ ...r, created_at: iso(r.created_at as Date) }) as ListItem<F>);
    return { items, meta: pageMeta(page, total) };
  }

  return { create, get, list };
}
