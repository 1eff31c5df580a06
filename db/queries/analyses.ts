import { sql } from 'kysely';
import type { DbOrTx } from '../index';
import type { RecordStatus } from '../types';
import { containsPattern } from './like-pattern';
import { scopeToTenant, type Tenant } from './tenant-scope';

export interface NewAnalysisInput {
  id: string;
  tenant: Tenant;
  apiKeyId: string | null;
  fileId: string;
  fileName: string;
  fileType: string;
  targetRole: string;
  targetIndustry: string;
  jobDescription: string | null;
  language: string | null;
  /** the ExtractedDocument, when the request already extracted the file */
  extracted?: unknown;
}

export const insertAnalysis = (db: DbOrTx, a: NewAnalysisInput) =>
  db
    .insertInto('analyses')
    .values({
      id: a.id,
      organization_id: a.tenant.organizationId,
      team_id: a.tenant.teamId,
      api_key_id: a.apiKeyId,
      status: 'processing',
      error: null,
      completed_at: null,
      file_id: a.fileId,
      file_name: a.fileName,
      file_type: a.fileType,
      target_role: a.targetRole,
      target_industry: a.targetIndustry,
      job_description: a.jobDescription,
      language: a.language,
      result: null,
      sections: null,
      parsed: null,
      extracted: a.extracted === undefined ? null : JSON.stringify(a.extracted),
    })
    .execute();

const LIST_COLUMNS = [
  'id',
  'status',
  'file_name',
  'target_role',
  'target_industry',
  'created_at',
  'completed_at',
  'score_overall',
  'score_ats',
  'score_keyword',
  'score_formatting',
  'score_impact',
] as const;

export const findAnalysis = (db: DbOrTx, tenant: Tenant, id: string) =>
  scopeToTenant(db.selectFrom('analyses').selectAll().where('id', '=', id), tenant).executeTakeFirst();

/** What GET /analyses/{id} and the dashboard show: without the parsed CV and the extraction, which are large and only for jobs. */
export const findAnalysisReport = (db: DbOrTx, tenant: Tenant, id: string) =>
  scopeToTenant(
    db
      .selectFrom('analyses')
      .select([...LIST_COLUMNS, 'result', 'sections', 'error', 'organization_id', 'team_id', 'job_description'])
      .where('id', '=', id),
    tenant,
  ).executeTakeFirst();

/** Any tenant's analysis: for jobs, which hold the id from the database itself, never for a request. */
export const findAnalysisAnyTenant = (db: DbOrTx, id: string) =>
  db.selectFrom('analyses').selectAll().where('id', '=', id).executeTakeFirst();

export const findAnalysisStatus = (db: DbOrTx, tenant: Tenant, id: string) =>
  scopeToTenant(db.selectFrom('analyses').select(['id', 'status', 'created_at', 'completed_at', 'organization_id', 'team_id']).where('id', '=', id), tenant).executeTakeFirst();


/** The candidate's name as the analysis read it from the CV (null until it is read, or when the CV has none). */
const candidateName = sql<string | null>`parsed->'contact'->>'name'`;

/**
 * Newest first. The dashboard's list also searches (`search`: words in the target role, the file
 * name or the candidate's name) and names the candidate (`withCandidate`); the API's does neither.
 */
export async function listAnalyses(db: DbOrTx, tenant: Tenant, opts: { status?: RecordStatus; limit: number; offset: number; search?: string; withCandidate?: boolean }) {
  let base = scopeToTenant(db.selectFrom('analyses'), tenant);
  if (opts.status) base = base.where('status', '=', opts.status);
  if (opts.search) {
    const like = containsPattern(opts.search);
    base = base.where((eb) => eb.or([eb('target_role', 'ilike', like), eb('file_name', 'ilike', like), eb(candidateName, 'ilike', like)]));
  }
  const [rows, count] = await Promise.all([
    base.select(LIST_COLUMNS).select(opts.withCandidate ? candidateName.as('candidate_name') : sql<null>`null`.as('candidate_name')).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(opts.limit).offset(opts.offset).execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

type Scores = { overall: number; ats: number; keyword: number; formatting: number; impact: number };

/** What the analysis job reads: the record without its report columns, which it writes. */
export const findAnalysisJobInput = (db: DbOrTx, id: string) =>
  db
    .selectFrom('analyses')
    .select(['id', 'status', 'file_id', 'file_name', 'target_role', 'target_industry', 'job_description', 'language', 'created_at', 'extracted'])
    .where('id', '=', id)
    .executeTakeFirst();

export const findAnalysisState = (db: DbOrTx, id: string) =>
  db
    .selectFrom('analyses')
    .select(['id', 'status', sql<boolean>`extracted is not null`.as('has_extraction')])
    .where('id', '=', id)
    .executeTakeFirst();

/** What a create answers with once the job is done: the status and the five scores (or why it failed). */
export const findAnalysisOutcome = (db: DbOrTx, id: string) =>
  db
    .selectFrom('analyses')
    .select(['status', 'error', 'score_overall', 'score_ats', 'score_keyword', 'score_formatting', 'score_impact'])
    .where('id', '=', id)
    .executeTakeFirst();

/** The job's extraction, and how much of it OCR read (kept after the extraction is dropped). */
export const storeExtraction = (db: DbOrTx, id: string, extracted: unknown, ocr?: { pages: number; confidence: number }) =>
  db
    .updateTable('analyses')
    .set({ extracted: JSON.stringify(extracted), ...(ocr ? { ocr_pages: ocr.pages, ocr_confidence: ocr.confidence } : {}) })
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .execute();

const completion = (scores: Scores) => ({
  status: 'completed' as const,
  completed_at: sql<Date>`now()`,
  score_overall: scores.overall,
  score_ats: scores.ats,
  score_keyword: scores.keyword,
  score_formatting: scores.formatting,
  score_impact: scores.impact,
  // the extraction was only for the job
  extracted: null,
  error: null,
});

/**
 * The report of a record still processing. Readers show it only once the record completes
 * (presenters and the list read the status), so the job keeps its large intermediate results
 * here rather than in its step state. With `completeWith`, the same statement completes it.
 */
export const storeAnalysisReport = (
  db: DbOrTx,
  id: string,
  r: { result: unknown; sections?: unknown; parsed?: unknown; targetRole?: string; completeWith?: Scores },
) =>
  db
    .updateTable('analyses')
    .set({
      result: JSON.stringify(r.result),
      ...(r.targetRole === undefined ? {} : { target_role: r.targetRole }),
      ...(r.sections === undefined ? {} : { sections: JSON.stringify(r.sections) }),
      ...(r.parsed === undefined ? {} : { parsed: JSON.stringify(r.parsed) }),
      ...(r.completeWith ? completion(r.completeWith) : {}),
    })
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .executeTakeFirst();

export const findStoredReport = (db: DbOrTx, id: string) =>
  db.selectFrom('analyses').select(['status', 'result', 'parsed']).where('id', '=', id).executeTakeFirst();

/** Completes a record whose report is stored (storeAnalysisReport). */
export const completeAnalysis = (db: DbOrTx, id: string, scores: Scores) =>
  db.updateTable('analyses').set(completion(scores)).where('id', '=', id).where('status', '=', 'processing').executeTakeFirst();

/** Only a record still processing can fail: a completed one stays completed. */
export const failAnalysis = (db: DbOrTx, id: string, reason: string) =>
  db
    .updateTable('analyses')
    .set({ status: 'failed', completed_at: sql`now()`, error: reason.slice(0, 1000) })
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .executeTakeFirst();

/** Recent analyses for the overview, newest first. */
export const listRecentAnalyses = (db: DbOrTx, organizationId: string, limit = 5) =>
  db
    .selectFrom('analyses')
    .select(['id', 'status', 'file_name', 'target_role', 'score_overall', 'created_at'])
    .where('organization_id', '=', organizationId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
