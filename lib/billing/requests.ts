/**
 * Self-serve billing: an owner asks for a plan upgrade or a credit pack; the payment provider
 * (lib/billing/payments) takes the money, or in test mode a staff member approves. Settling a
 * request applies it exactly once: the request row is locked, only a pending one is applied, and
 * the plan or credits, the request's new status, the invoice (unique per request) and the audit
 * entry commit together. A webhook delivered twice, or two staff clicking at once, apply nothing
 * the second time.
 */
import type { Db, Tx } from '../../db/index';
import { insertAuditEntry } from '../../db/queries/audit-log';
import { decideBillingRequest, findPendingSame, insertBillingRequest, insertInvoice, lockBillingRequest, setProviderRef } from '../../db/queries/billing';
import { lockOrganization } from '../../db/queries/organizations';
import type { BillingRequestsTable, Plan, Role } from '../../db/types';
import { AppError, notFound } from '../errors';
import { changePlan } from './change-plan';
import { grantCredits } from './credits';
import { paymentProvider, type PaymentProvider } from './payments/provider';
import { CREDIT_PACKS, CURRENCY, formatPrice, PLAN_TERMS, PLANS, type CreditPackId } from './plans';

/** The signed-in buyer (lib/organizations/actor's shape; billing sits below auth and the dashboard). */
interface Buyer {
  userId: string;
  organizationId: string;
  role: Role;
}

/** Upgrades and credit packs cost money: owners only, like the spend cap. */
export const canBuy = (actor: Buyer) => actor.role === 'owner';

export type Purchase = { kind: 'plan'; plan: Plan } | { kind: 'credit_pack'; pack: CreditPackId };

type RequestRow = Pick<BillingRequestsTable, 'kind' | 'pack' | 'amount_cents' | 'currency'> & { plan: Plan | null; credits: number };

/** What the request buys, in words (the invoice line and the audit log). */
export const purchaseDescription = (r: RequestRow) =>
  r.kind === 'plan' ? `the ${label(r.plan!)} plan, one month` : `${new Intl.NumberFormat('en-GB').format(r.credits)} credits`;

const label = (plan: Plan) => plan[0].toUpperCase() + plan.slice(1);

function termsOf(p: Purchase, currentPlan: Plan) {
  if (p.kind === 'credit_pack') {
    const pack = CREDIT_PACKS[p.pack];
    return { plan: null, pack: p.pack as string, credits: pack.credits, amountCents: pack.price };
  }
  if (PLANS.indexOf(p.plan) <= PLANS.indexOf(currentPlan)) {
    throw new AppError('bad_plan_request', `The organisation is on ${label(currentPlan)}: only a larger plan can be bought here (cvlens staff make downgrades).`);
  }
  return { plan: p.plan, pack: null, credits: PLAN_TERMS[p.plan].monthlyCredits, amountCents: PLAN_TERMS[p.plan].monthlyPrice };
}

export type PurchaseStart = { kind: 'redirect'; url: string; requestId: string } | { kind: 'awaiting_approval'; requestId: string; alreadyPending: boolean };

/**
 * Records the owner's request and starts the payment. In test mode the same pending request is
 * returned for a second click. A provider failure cancels the request and says so.
 */
export async function startPurchase(
  db: Db,
  actor: Buyer,
  purchase: Purchase,
  ctx: { email: string; successUrl: string; cancelUrl: string; provider?: PaymentProvider },
): Promise<PurchaseStart> {
  if (!canBuy(actor)) throw new AppError('forbidden', 'Only owners can buy plans and credits');
  const provider = ctx.provider ?? paymentProvider();
  const created = await db.transaction().execute(async (tx) => {
    const org = await lockOrganization(tx, actor.organizationId);
    if (!org) throw notFound();
    const t = termsOf(purchase, org.plan);
    if (provider.name === 'test') {
      const pending = await findPendingSame(tx, { organizationId: org.id, kind: purchase.kind, plan: t.plan, pack: t.pack, provider: 'test' });
      if (pending) return { id: pending.id, alreadyPending: true, row: null };
    }
    const row = { kind: purchase.kind, plan: t.plan, pack: t.pack, credits: t.credits, amount_cents: t.amountCents, currency: CURRENCY };
    const id = await insertBillingRequest(tx, { organizationId: org.id, requestedByUserId: actor.userId, kind: purchase.kind, plan: t.plan, pack: t.pack, credits: t.credits, amountCents: t.amountCents, currency: CURRENCY, provider: provider.name });
    await insertAuditEntry(tx, {
      actorUserId: actor.userId,
      organizationId: org.id,
      action: 'billing.requested',
      details: { request: id, description: purchaseDescription(row), price: formatPrice(t.amountCents), provider: provider.name },
    });
    return { id, alreadyPending: false, row };
  });
  if (!created.row) return { kind: 'awaiting_approval', requestId: created.id, alreadyPending: true };
  let started;
  try {
    started = await provider.checkout(
      { requestId: created.id, organizationId: actor.organizationId, description: purchaseDescription(created.row), amountCents: created.row.amount_cents, currency: CURRENCY, customerEmail: ctx.email },
      { success: ctx.successUrl, cancel: ctx.cancelUrl },
    );
  } catch (err) {
    await decideBillingRequest(db, created.id, 'cancelled', null);
    console.error('payment provider failed to start a checkout', created.id, err);
    throw new AppError('payment_provider_failed', 'The payment provider could not start the payment. Nothing was charged; try again in a minute.');
  }
  if (started.kind === 'awaiting_approval') return { kind: 'awaiting_approval', requestId: created.id, alreadyPending: false };
  await setProviderRef(db, created.id, started.ref);
  return { kind: 'redirect', url: started.url, requestId: created.id };
}

export type Settlement =
  | { applied: true; invoice: string; organizationId: string }
  | { applied: false; status: BillingRequestsTable['status']['__select__']; organizationId: string };

/**
 * Applies a request once: a staff approval (test mode) or the provider's confirmed payment.
 * `expect` is what the provider says was paid, checked against the request.
 */
export async function settleRequest(
  db: Db,
  requestId: string,
  by: { staffUserId: string } | { provider: 'stripe'; ref: string; amountCents: number; currency: string },
): Promise<Settlement> {
  return db.transaction().execute(async (tx) => {
    const req = await lockBillingRequest(tx, requestId);
    if (!req) throw notFound();
    if ('staffUserId' in by) {
      if (req.provider !== 'test') throw new AppError('bad_plan_request', 'This request is paid through Stripe; staff do not approve it.');
    } else if (req.provider !== 'stripe' || req.provider_ref !== by.ref || req.amount_cents !== by.amountCents || req.currency !== by.currency) {
      throw new AppError('bad_plan_request', `The payment does not match billing request ${requestId}`);
    }
    if (req.status !== 'pending') return { applied: false, status: req.status, organizationId: req.organization_id };
    const description = purchaseDescription(req);
    const actorUserId = 'staffUserId' in by ? by.staffUserId : null;
    await apply(tx, req, description);
    await decideBillingRequest(tx, req.id, 'completed', actorUserId);
    const invoice = await insertInvoice(tx, { organizationId: req.organization_id, billingRequestId: req.id, description, amountCents: req.amount_cents, currency: req.currency, provider: req.provider });
    await insertAuditEntry(tx, {
      actorUserId,
      organizationId: req.organization_id,
      action: 'billing.completed',
      details: { request: req.id, description, price: formatPrice(req.amount_cents, req.currency), provider: req.provider, invoice: invoice.number },
    });
    return { applied: true, invoice: invoice.number, organizationId: req.organization_id };
  });
}

async function apply(tx: Tx, req: RequestRow & { id: string; organization_id: string }, description: string) {
  if (req.kind === 'plan') {
    await changePlan(tx, req.organization_id, req.plan!);
    return;
  }
  await grantCredits(tx, req.organization_id, req.credits, `bought: ${description} (request ${req.id})`);
}

/** A Checkout session that expired unpaid: its pending request is cancelled (nothing applied). */
export async function cancelStripeRequest(db: Db, requestId: string, ref: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const req = await lockBillingRequest(tx, requestId);
    if (!req || req.provider !== 'stripe' || req.provider_ref !== ref || req.status !== 'pending') return false;
    await decideBillingRequest(tx, req.id, 'cancelled', null);
    return true;
  });
}

/** Staff decline a test-mode request: nothing is applied, no invoice is written. */
export async function rejectRequest(db: Db, staff: { userId: string; isStaff: boolean }, requestId: string) {
  if (!staff.isStaff) throw new AppError('not_staff', 'Staff only');
  return db.transaction().execute(async (tx) => {
    const req = await lockBillingRequest(tx, requestId);
    if (!req) throw notFound();
    if (req.status !== 'pending') return { rejected: false, status: req.status };
    await decideBillingRequest(tx, req.id, 'rejected', staff.userId);
    await insertAuditEntry(tx, {
      actorUserId: staff.userId,
      organizationId: req.organization_id,
      action: 'billing.rejected',
      details: { request: req.id, description: purchaseDescription(req), price: formatPrice(req.amount_cents, req.currency) },
    });
    return { rejected: true, status: 'rejected' as const };
  });
}

/** Staff approve a test-mode request. */
export async function approveRequest(db: Db, staff: { userId: string; isStaff: boolean }, requestId: string) {
  if (!staff.isStaff) throw new AppError('not_staff', 'Staff only');
  return settleRequest(db, requestId, { staffUserId: staff.userId });
}
