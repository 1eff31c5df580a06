import { getDb } from '../../db/index';
import { failAnalysis } from '../../db/queries/analyses';
import { failDerived } from '../../db/queries/derived-records';
import { refundCharge } from '../billing/credits';
import { JOB_KINDS, type JobKind } from '../job-kinds';
import { announceSettled } from './settled-signal';

/**
 * A job that failed for good: its record becomes `failed` with the reason kept and its credits
 * come back, in one transaction. A record that already completed or failed is left alone.
 */
export async function failJobRecord(kind: JobKind, id: string, reason: string): Promise<boolean> {
  const failed = await getDb()
    .transaction()
    .execute(async (tx) => {
      const { table } = JOB_KINDS[kind];
      const r = table === 'analyses' ? await failAnalysis(tx, id, reason) : await failDerived(tx, table, id, reason);
      if (Number(r.numUpdatedRows) === 0) return false;
      await refundCharge(tx, kind, id, `${kind.replace('_', ' ')} failed: ${reason}`);
      return true;
    });
  if (failed) announceSettled(id);
  return failed;
}
