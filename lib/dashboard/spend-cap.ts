import type { Db } from '../../db/index';
import { setSpendCap } from '../../db/queries/organizations';
import { creditStatus } from '../billing/credits';
import { spendCapOf } from '../billing/plans';
import { AppError } from '../errors';
import type { Actor } from '../organizations/actor';
import { assertAllowed, canSetSpendCap } from '../organizations/roles';

export type SpendCapOutcome = { kind: 'set' } | { kind: 'below_spend'; spent: number };

/**
 * null returns the organisation to its plan's default cap. A cap under what was already spent
 * this month blocks every create until the month ends: it is only set when the caller says so
 * (`acceptBelowSpend`), otherwise the spend is returned for a warning.
 */
export async function setMonthlySpendCap(db: Db, actor: Actor, cap: number | null, opts: { acceptBelowSpend?: boolean } = {}): Promise<SpendCapOutcome> {
  assertAllowed(canSetSpendCap(actor), 'Only owners can set the monthly spend cap');
  if (cap !== null && (!Number.isFinite(cap) || cap < 0 || cap > 10_000_000)) {
    throw new AppError('bad_cap', 'The cap is a number of credits from 0 to 10,000,000');
  }
  const rounded = cap === null ? null : Math.round(cap * 100) / 100;
  return db.transaction().execute(async (tx) => {
    // creditStatus locks the organisation: a create cannot spend between the check and the write
    const { monthly_spend: spent, plan } = await creditStatus(tx, actor.organizationId);
    const effective = spendCapOf(plan, rounded);
    if (effective < spent && !opts.acceptBelowSpend) return { kind: 'below_spend' as const, spent };
    await setSpendCap(tx, actor.organizationId, rounded);
    return { kind: 'set' as const };
  });
}
