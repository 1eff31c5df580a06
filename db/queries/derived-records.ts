/**
 * What interview preps, skill gaps and generations share: records derived from an analysis,
 * created `processing`, completed or failed by their job, read and listed per tenant.
 */
import { sql } from 'kysely';
import type { DbOrTx } from '../index';
import type { RecordTable } from '../record-kinds';
import type { Database, RecordStatus } from '../types';
import { containsPattern } from './like-pattern';
import { scopeToTenant, type Tenant } from './tenant-scope';

/** the tables of the records made from an analysis */
export type DerivedTable = Exclude<RecordTable, 'analyses'>;
type Row<T extends DerivedTable> = import('kysely').Selectable<Database[T]>;

// kysely cannot type a query over a union of tables; each function is typed by its caller's table.
const from = (db: DbOrTx, table: DerivedTable) => db.selectFrom(table as 'interview_preps') as any;

export const findDerived = <T extends DerivedTable>(db: DbOrTx, table: T, tenant: Tenant, id: string): Promise<Row<T> | undefined> =>
  scopeToTenant(from(db, table).selectAll().where('id', '=', id), tenant).executeTakeFirst();

/** Any tenant's record: for jobs and the create that just inserted it, never for a request's id. */
export const findDerivedAnyTenant = <T extends DerivedTable>(db: DbOrTx, table: T, id: string): Promise<Row<T> | undefined> =>
  from(db, table).selectAll().where('id', '=', id).executeTakeFirst();

/** The CV a derived record was made from: its file and the candidate's name as read from it. */
export interface SourceCv {
  source_file_name: string | null;
  candidate_name: string | null;
}

/**
 * Newest first. The API does not list records whose job failed (and were refunded); the
 * dashboard lists every status (`includeFailed`) or one (`status`).
 */
export async function listDerived<T extends DerivedTable, C extends keyof Row<T> & string>(
  db: DbOrTx,
  table: T,
  tenant: Tenant,
  columns: readonly C[],
  opts: { limit: number; offset: number; status?: RecordStatus; includeFailed?: boolean; withSource?: boolean; search?: string },
): Promise<{ rows: (Pick<Row<T>, C> & Partial<SourceCv>)[]; total: number }> {
  let base = scopeToTenant(from(db, table), tenant);
  if (opts.status) base = base.where('status', '=', opts.status);
  else if (!opts.includeFailed) base = base.where('status', '!=', 'failed');
  if (opts.search) {
    const like = containsPattern(opts.search);
    base = base.where(
      sql<boolean>`(${sql.ref(`${table}.target_role`)} ilike ${like} or exists (select 1 from analyses a where a.id = ${sql.ref(`${table}.analysis_id`)} and (a.file_name ilike ${like} or a.parsed->'contact'->>'name' ilike ${like})))`,
    );
  }
  let select = base.select(columns);
  if (opts.withSource) {
    select = select
      .select(sql<string | null>`(select a.file_name from analyses a where a.id = ${sql.ref(`${table}.analysis_id`)})`.as('source_file_name'))
      .select(sql<string | null>`(select a.parsed->'contact'->>'name' from analyses a where a.id = ${sql.ref(`${table}.analysis_id`)})`.as('candidate_name'));
  }
  const [rows, count] = await Promise.all([
    select.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(opts.limit).offset(opts.offset).execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

/** Only a record still processing changes state, so a late retry cannot undo a failure or a completion. */
export const completeDerived = (db: DbOrTx, table: DerivedTable, id: string, set: Record<string, unknown>) =>
  db
    .updateTable(table as 'interview_preps')
    .set({ ...set, status: 'completed', completed_at: sql`now()` } as never)
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .executeTakeFirst();

export const failDerived = (db: DbOrTx, table: DerivedTable, id: string, reason: string) =>
  db
    .updateTable(table as 'interview_preps')
    .set({ status: 'failed', completed_at: sql`now()`, error: reason.slice(0, 1000) })
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .executeTakeFirst();

export interface NewReport {
  id: string;
  tenant: Tenant;
  apiKeyId: string | null;
  analysisId: string;
  targetRole: string;
  targetIndustry: string;
}

/** Interview preps and skill gaps have the same columns: a report body derived from one analysis. */
export const insertReport = (db: DbOrTx, table: 'interview_preps' | 'skill_gaps', p: NewReport) =>
  db
    .insertInto(table as 'interview_preps')
    .values({
      id: p.id,
      organization_id: p.tenant.organizationId,
      team_id: p.tenant.teamId,
      api_key_id: p.apiKeyId,
      analysis_id: p.analysisId,
      status: 'processing',
      error: null,
      completed_at: null,
      target_role: p.targetRole,
      target_industry: p.targetIndustry,
      body: null,
    })
    .execute();
