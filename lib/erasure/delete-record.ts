/**
 * Erasing a record (DELETE /api/v1/…/{id} and the dashboard): the record, the files it owns
 * (an analysis's uploaded CV, a generation's PDF and DOCX) and, for an analysis, everything made
 * from it (interview preps, skill gaps, generations and their files), in one transaction. Old
 * signed download links then find no file (404). The credit ledger keeps its entries. A record
 * still processing cannot be deleted (409): its job would write to it after the delete.
 */
import type { Db } from '../../db/index';
import { deleteFiles, deleteRecordRow, deleteStoredResponses, lockDerivedOf, lockRecord } from '../../db/queries/erasure';
import type { Tenant } from '../../db/queries/tenant-scope';
import { forgetAnalysisBody } from '../analyses/completed-analysis-cache';
import { pathId } from '../api/path-id';
import { AppError, notFound } from '../errors';
import { JOB_KINDS, type JobKind } from '../job-kinds';

const stillProcessing = (what: string) =>
  new AppError('still_processing', `${what} is still processing; delete it once it has completed or failed`);

export interface Deleted {
  /** the record and every record deleted with it */
  recordIds: string[];
  files: number;
}

export async function deleteRecord(db: Db, kind: JobKind, tenant: Tenant, rawId: string): Promise<Deleted> {
  const { table, noun } = JOB_KINDS[kind];
  const id = pathId(rawId);
  const deleted = await db.transaction().execute(async (tx) => {
    const record = await lockRecord(tx, table, tenant, id);
    if (!record) throw notFound();
    if (record.status === 'processing') throw stillProcessing(noun);
    const derived = table === 'analyses' ? await lockDerivedOf(tx, id) : [];
    if (derived.some((d) => d.status === 'processing')) throw stillProcessing('A record made from this analysis');
    await deleteRecordRow(tx, table, id);
    const files = await deleteFiles(tx, [record, ...derived].flatMap((r) => r.fileIds));
    const recordIds = [id, ...derived.map((d) => d.id)];
    await deleteStoredResponses(tx, tenant.organizationId, recordIds);
    return { recordIds, files };
  });
  if (table === 'analyses') forgetAnalysisBody(id);
  return deleted;
}
