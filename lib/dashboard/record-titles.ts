import type { DbOrTx } from '../../db/index';
import { findRecordLabel } from '../../db/queries/records';
import { JOB_KINDS, type JobKind } from '../job-kinds';

/**
 * The browser-tab title of a record page: what it is, for which role and which CV file, so
 * several open tabs can be told apart. Only the organisation's own records are named.
 */
export async function recordTitle(db: DbOrTx, kind: JobKind, organizationId: string, id: string): Promise<string> {
  const noun = JOB_KINDS[kind].label;
  const row = await findRecordLabel(db, JOB_KINDS[kind].table, organizationId, id);
  return row ? `${noun}: ${row.target_role} (${row.file_name})` : noun;
}
