/**
 * A plan change and the credits it brings (PLAN_CHANGE_RULE): this month's plan credits are
 * topped up to the new plan's monthly credits, counting what this month's grants already gave,
 * so switching back and forth never grants twice and a downgrade grants nothing. Staff changes
 * and paid upgrades both come here, inside the caller's transaction.
 */
import type { Tx } from '../../db/index';
import type { Plan } from '../../db/types';
import { appendLedgerEntry, planCreditsSince } from '../../db/queries/credit-ledger';
import { setBalance, setOrganizationPlan } from '../../db/queries/organizations';
import { startOfUtcMonth, utcMonthName } from '../time';
import { lockWithGrant } from './credits';
import { PLAN_TERMS, planName } from './plans';

const round2 = (n: number) => Math.round(n * 100) / 100;

export interface PlanChange {
  from: Plan;
  to: Plan;
  /** credits added by the change (0 on a downgrade or when this month's grants already cover it) */
  creditsGranted: number;
  balance: number;
  changed: boolean;
}

export async function changePlan(tx: Tx, organizationId: string, plan: Plan, now = new Date()): Promise<PlanChange> {
  const org = await lockWithGrant(tx, organizationId, now);
  if (org.plan === plan) return { from: plan, to: plan, creditsGranted: 0, balance: org.credit_balance, changed: false };
  await setOrganizationPlan(tx, organizationId, plan);
  const already = await planCreditsSince(tx, organizationId, startOfUtcMonth(now));
  const topUp = round2(Math.max(0, PLAN_TERMS[plan].monthlyCredits - already));
  let balance = org.credit_balance;
  if (topUp > 0) {
    balance = round2(balance + topUp);
    await appendLedgerEntry(tx, {
      organizationId,
      amount: topUp,
      kind: 'monthly_grant',
      description: `${planName(plan)} plan credits for ${utcMonthName(now)} (changed from ${planName(org.plan)})`,
      balanceAfter: balance,
    });
    await setBalance(tx, organizationId, balance);
  }
  return { from: org.plan, to: plan, creditsGranted: topUp, balance, changed: true };
}
