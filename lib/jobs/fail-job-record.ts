import { getDb } from '../../db/index';
import { failAnalysis } from '../../db/queries/analyses';
import { failDerived } from '../../db/queries/derived-records';
import { refundCharge } from '../billing/credits';
import type { Operation } from '../billing/plans';
import { announceSettled } from './settled-signal';

const TABLE = {
  analysis: 'analyses',
  interview_prep: 'interview_preps',
  skill_gap: 'skill_gaps',
  generation: 'generations',
} as const;

/**
 * A job that failed for good: its record becomes `failed` with the reason kept and its credits
 * come back, in one transaction. A record that already completed or failed is left alone.
 */
export async function failJobRecord(operation: Operation, id: string, reason: string): Promise<boolean> {
  const failed = await getDb()
    .transaction()
    .execute(async (tx) => {
      const table = TABLE[operation];
      const r = table === 'analyses' ? await failAnalysis(tx, id, reason) : await failDerived(tx, table, id, reason);
      if (Number(r.numUpdatedRows) === 0) return false;
      await refundCharge(tx, operation, id, `${operation.replace('_', ' ')} failed: ${reason}`);
      return true;
    });
  if (failed) announceSettled(id);
  return failed;
}
