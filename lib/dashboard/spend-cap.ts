import type { DbOrTx } from '../../db/index';
import { setSpendCap } from '../../db/queries/organizations';
import { AppError } from '../errors';
import type { Actor } from '../auth/actor';
import { assertAllowed, canSetSpendCap } from './roles';

/** null returns the organisation to its plan's default cap. */
export async function setMonthlySpendCap(db: DbOrTx, actor: Actor, cap: number | null) {
  assertAllowed(canSetSpendCap(actor), 'Only owners can set the monthly spend cap');
  if (cap !== null && (!Number.isFinite(cap) || cap < 0 || cap > 10_000_000)) {
    throw new AppError('bad_cap', 'The cap is a number of credits from 0 to 10,000,000');
  }
  await setSpendCap(db, actor.organizationId, cap === null ? null : Math.round(cap * 100) / 100);
}
