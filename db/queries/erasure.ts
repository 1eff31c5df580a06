/**
 * Deleting records and files. A record's charge stays in credit_ledger (append-only, no foreign
 * key to the record), so balances and history are untouched by erasure.
 */
import { sql } from 'kysely';
import type { DbOrTx, Tx } from '../index';
import type { RecordTable } from '../record-kinds';
import type { RecordStatus } from '../types';
import { scopeToTenant, type Tenant } from './tenant-scope';

interface LockedRecord {
  id: string;
  status: RecordStatus;
  /** the files the record owns: an analysis's upload, a generation's PDF and DOCX */
  fileIds: string[];
}

/** The tenant's record, locked until the transaction ends so no job completes it meanwhile. */
export async function lockRecord(tx: Tx, table: RecordTable, tenant: Tenant, id: string): Promise<LockedRecord | undefined> {
  if (table === 'analyses') {
    const r = await scopeToTenant(tx.selectFrom('analyses').select(['id', 'status', 'file_id']).where('id', '=', id), tenant).forUpdate().executeTakeFirst();
    return r && { id: r.id, status: r.status, fileIds: r.file_id ? [r.file_id] : [] };
  }
  if (table === 'generations') {
    const r = await scopeToTenant(tx.selectFrom('generations').select(['id', 'status', 'pdf_file_id', 'docx_file_id']).where('id', '=', id), tenant)
      .forUpdate()
      .executeTakeFirst();
    return r && { id: r.id, status: r.status, fileIds: [r.pdf_file_id, r.docx_file_id].filter((f): f is string => !!f) };
  }
  const r = await scopeToTenant(tx.selectFrom(table as 'skill_gaps').select(['id', 'status']).where('id', '=', id), tenant).forUpdate().executeTakeFirst();
  return r && { id: r.id, status: r.status, fileIds: [] };
}

/** The records made from an analysis (deleted with it by the foreign keys' cascade), locked. */
export async function lockDerivedOf(tx: Tx, analysisId: string): Promise<LockedRecord[]> {
  const [preps, gaps, generations] = await Promise.all([
    tx.selectFrom('interview_preps').select(['id', 'status']).where('analysis_id', '=', analysisId).forUpdate().execute(),
    tx.selectFrom('skill_gaps').select(['id', 'status']).where('analysis_id', '=', analysisId).forUpdate().execute(),
    tx.selectFrom('generations').select(['id', 'status', 'pdf_file_id', 'docx_file_id']).where('analysis_id', '=', analysisId).forUpdate().execute(),
  ]);
  return [
    ...preps.map((r) => ({ ...r, fileIds: [] })),
    ...gaps.map((r) => ({ ...r, fileIds: [] })),
    ...generations.map((r) => ({ id: r.id, status: r.status, fileIds: [r.pdf_file_id, r.docx_file_id].filter((f): f is string => !!f) })),
  ];
}

export const deleteRecordRow = (tx: DbOrTx, table: RecordTable, id: string) => tx.deleteFrom(table as 'analyses').where('id', '=', id).executeTakeFirst();

export async function deleteFiles(tx: DbOrTx, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const r = await tx.deleteFrom('files').where('id', 'in', ids).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Stored create responses that name deleted records: a replay must not bring their content back. */
export async function deleteStoredResponses(tx: DbOrTx, organizationId: string, recordIds: string[]): Promise<void> {
  if (!recordIds.length) return;
  await tx
    .deleteFrom('idempotency_keys')
    .where('organization_id', '=', organizationId)
    .where(sql<string>`response_body->>'id'`, 'in', recordIds)
    .execute();
}

/**
 * Uploaded CVs older than `days` whose analysis is no longer processing, a batch at a time
 * (analyses.file_id is set null by its foreign key). Generated PDFs and DOCX are kept.
 */
export async function deleteExpiredUploads(db: DbOrTx, days: number, batch = 500): Promise<number> {
  const r = await sql`
    delete from files where id in (
      select f.id from files f join analyses a on a.file_id = f.id
      where f.created_at < now() - make_interval(days => ${days}) and a.status <> 'processing'
      limit ${batch})`.execute(db);
  return Number(r.numAffectedRows ?? 0);
}
