/**
 * Credits: charged inside the transaction that creates a record, refunded when its job fails
 * for good. Every change locks the organisation row, so concurrent creates are serialised per
 * organisation: the balance can never be overdrawn and the ledger always sums to it.
 */
import type { Tx } from '../../db/index';
import type { Organization } from '../../db/types';
import { appendLedgerEntry, findCharge, spendSince } from '../../db/queries/credit-ledger';
import { lockOrganization, markGrantMonth, setBalance } from '../../db/queries/organizations';
import { callsBetween } from '../../db/queries/usage';
import { AppError, notFound } from '../errors';
import { startOfUtcMonth, utcDay, utcMonth, utcMonthName } from '../time';
import { costOf, PLAN_TERMS, planName, spendCapOf, type CreditOperation } from './plans';

export interface CreditsMeta {
  charged: number;
  balance: number;
  monthly_spend: number;
  monthly_cap: number;
  monthly_api_calls: number;
  is_overage: boolean;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const fmt = (n: number) => `${round2(n)} credit${round2(n) === 1 ? '' : 's'}`;

/** The 402 of a create the balance cannot cover (also the example of the API reference). */
export const insufficientCreditsMessage = (cost: number, balance: number) => `Insufficient credits: this call costs ${fmt(cost)}, balance is ${round2(balance)}`;

/** Grants the plan's monthly credits once per UTC month. Call with the organisation row locked. */
export async function applyMonthlyGrant(tx: Tx, org: Organization, now: Date): Promise<Organization> {
  const month = utcMonth(now);
  if (org.last_grant_month === month) return org;
  const amount = PLAN_TERMS[org.plan].monthlyCredits;
  const balance = round2(org.credit_balance + amount);
  await appendLedgerEntry(tx, {
    organizationId: org.id,
    amount,
    kind: 'monthly_grant',
    description: `${planName(org.plan)} plan credits for ${utcMonthName(now)}`,
    balanceAfter: balance,
  });
  await setBalance(tx, org.id, balance);
  await markGrantMonth(tx, org.id, month);
  return { ...org, credit_balance: balance, last_grant_month: month };
}

/** Locks the organisation row and applies this month's plan grant first. */
export async function lockWithGrant(tx: Tx, organizationId: string, now: Date): Promise<Organization> {
  const org = await lockOrganization(tx, organizationId);
  if (!org) throw notFound();
  return applyMonthlyGrant(tx, org, now);
}

/**
 * Charges a create. Must run inside the transaction that inserts the record, so the charge
 * and the record commit or roll back together. Throws 402 when the balance or the monthly
 * spend cap cannot cover it.
 */
export async function chargeCredits(
  tx: Tx,
  c: { organizationId: string; operation: CreditOperation; resourceType: string; resourceId: string; apiKeyId: string | null; now?: Date },
): Promise<CreditsMeta> {
  const now = c.now ?? new Date();
  const org = await lockWithGrant(tx, c.organizationId, now);
  const monthStart = startOfUtcMonth(now);
  const monthlyCalls = await callsBetween(tx, org.id, utcDay(monthStart));
  const { cost, isOverage } = costOf(c.operation, org.plan, monthlyCalls);
  const spend = await spendSince(tx, org.id, monthStart);
  const cap = spendCapOf(org.plan, org.monthly_spend_cap);

  if (org.credit_balance < cost) {
    throw new AppError('insufficient_credits', insufficientCreditsMessage(cost, org.credit_balance));
  }
  if (spend + cost > cap) {
    throw new AppError(
      'spend_cap',
      `Monthly spend cap reached: this call costs ${fmt(cost)}, ${round2(spend)} of the ${round2(cap)} credit cap are spent this month`,
    );
  }
  const balance = round2(org.credit_balance - cost);
  const inserted = await appendLedgerEntry(tx, {
    organizationId: org.id,
    amount: -cost,
    kind: 'charge',
    description: `${c.operation.replace('_', ' ')} ${c.resourceId}`,
    balanceAfter: balance,
    resourceType: c.resourceType,
    resourceId: c.resourceId,
    apiKeyId: c.apiKeyId,
    isOverage,
  });
  if (!inserted) throw new Error(`${c.resourceType} ${c.resourceId} was already charged`);
  await setBalance(tx, org.id, balance);
  return {
    charged: cost,
    balance,
    monthly_spend: round2(spend + cost),
    monthly_cap: cap,
    monthly_api_calls: monthlyCalls,
    is_overage: isOverage,
  };
}

/** Gives back the charge of a record whose job failed for good. Safe to call twice. */
export async function refundCharge(tx: Tx, resourceType: string, resourceId: string, reason: string): Promise<boolean> {
  const charge = await findCharge(tx, resourceType, resourceId);
  if (!charge) return false;
  const org = await lockOrganization(tx, charge.organization_id);
  if (!org) return false;
  const amount = -charge.amount;
  const balance = round2(org.credit_balance + amount);
  const inserted = await appendLedgerEntry(tx, {
    organizationId: org.id,
    amount,
    kind: 'refund',
    description: `refund: ${reason}`.slice(0, 500),
    balanceAfter: balance,
    resourceType,
    resourceId,
    apiKeyId: charge.api_key_id,
  });
  if (inserted) await setBalance(tx, org.id, balance);
  return inserted;
}

/** Operator and staff grants (positive) or corrections (negative, never below zero). */
export async function grantCredits(tx: Tx, organizationId: string, amount: number, description: string, now = new Date()) {
  const org = await lockWithGrant(tx, organizationId, now);
  const balance = round2(org.credit_balance + amount);
  if (balance < 0) throw new AppError('negative_balance', `The balance is ${org.credit_balance}; it cannot go below zero`);
  await appendLedgerEntry(tx, { organizationId, amount, kind: amount >= 0 ? 'grant' : 'adjustment', description, balanceAfter: balance });
  await setBalance(tx, organizationId, balance);
  return balance;
}

/** The credit figures of GET /usage and the dashboard, after this month's grant. */
export async function creditStatus(tx: Tx, organizationId: string, now = new Date()) {
  const org = await lockWithGrant(tx, organizationId, now);
  const monthStart = startOfUtcMonth(now);
  const [spend, monthlyCalls] = await Promise.all([spendSince(tx, org.id, monthStart), callsBetween(tx, org.id, utcDay(monthStart))]);
  const cap = spendCapOf(org.plan, org.monthly_spend_cap);
  const analysisCost = costOf('analysis', org.plan, monthlyCalls + 1).cost;
  return {
    plan: org.plan,
    balance: org.credit_balance,
    monthly_spend: round2(spend),
    monthly_cap: cap,
    monthly_api_calls: monthlyCalls,
    monthly_api_call_cap: PLAN_TERMS[org.plan].monthlyApiCalls,
    estimated_remaining_calls: Math.max(0, Math.floor(Math.min(org.credit_balance, cap - spend) / analysisCost)),
  };
}
