import { sql } from 'kysely';
import type { DbOrTx, Tx } from '../index';
import { uuidv7 } from '../ids';
import type { BillingRequestsTable, PaymentProviderName, Plan } from '../types';

export interface NewBillingRequest {
  organizationId: string;
  requestedByUserId: string;
  kind: 'plan' | 'credit_pack';
  plan: Plan | null;
  pack: string | null;
  credits: number;
  amountCents: number;
  currency: string;
  provider: PaymentProviderName;
}

export async function insertBillingRequest(db: DbOrTx, r: NewBillingRequest) {
  const id = uuidv7();
  await db
    .insertInto('billing_requests')
    .values({
      id,
      organization_id: r.organizationId,
      requested_by_user_id: r.requestedByUserId,
      kind: r.kind,
      plan: r.plan,
      pack: r.pack,
      credits: r.credits,
      amount_cents: r.amountCents,
      currency: r.currency,
      provider: r.provider,
      provider_ref: null,
      decided_by_user_id: null,
      decided_at: null,
    })
    .execute();
  return id;
}

/** A pending request for the same thing, so a second click does not ask (or charge) twice. */
export const findPendingSame = (db: DbOrTx, r: { organizationId: string; kind: 'plan' | 'credit_pack'; plan: Plan | null; pack: string | null; provider: PaymentProviderName }) => {
  let q = db
    .selectFrom('billing_requests')
    .selectAll()
    .where('organization_id', '=', r.organizationId)
    .where('kind', '=', r.kind)
    .where('status', '=', 'pending')
    .where('provider', '=', r.provider);
  q = r.plan ? q.where('plan', '=', r.plan) : q.where('pack', '=', r.pack);
  return q.orderBy('created_at', 'desc').executeTakeFirst();
};

export const setProviderRef = (db: DbOrTx, id: string, ref: string) => db.updateTable('billing_requests').set({ provider_ref: ref }).where('id', '=', id).execute();

/** Locked until the transaction ends: two settlements of one request wait for each other. */
export const lockBillingRequest = (db: Tx, id: string) => db.selectFrom('billing_requests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const findBillingRequestByRef = (db: DbOrTx, provider: PaymentProviderName, ref: string) =>
  db.selectFrom('billing_requests').selectAll().where('provider', '=', provider).where('provider_ref', '=', ref).executeTakeFirst();

export const decideBillingRequest = (db: DbOrTx, id: string, status: BillingRequestsTable['status']['__update__'], by: string | null) =>
  db.updateTable('billing_requests').set({ status, decided_by_user_id: by, decided_at: sql`now()` }).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();

export async function insertInvoice(db: DbOrTx, i: { organizationId: string; billingRequestId: string; description: string; amountCents: number; currency: string; provider: PaymentProviderName }) {
  const id = uuidv7();
  const { rows } = await sql<{ n: string }>`select nextval('invoice_numbers')::text as n`.execute(db);
  const number = `CVL-${rows[0].n.padStart(6, '0')}`;
  await db
    .insertInto('invoices')
    .values({ id, organization_id: i.organizationId, billing_request_id: i.billingRequestId, number, description: i.description, amount_cents: i.amountCents, currency: i.currency, provider: i.provider })
    .execute();
  return { id, number };
}

export const listInvoices = (db: DbOrTx, organizationId: string, limit = 50) =>
  db.selectFrom('invoices').selectAll().where('organization_id', '=', organizationId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();

export const listBillingRequests = (db: DbOrTx, organizationId: string, limit = 20) =>
  db
    .selectFrom('billing_requests')
    .leftJoin('users', 'users.id', 'billing_requests.requested_by_user_id')
    .selectAll('billing_requests')
    .select(['users.email as requested_by_email'])
    .where('billing_requests.organization_id', '=', organizationId)
    .orderBy('billing_requests.created_at', 'desc')
    .limit(limit)
    .execute();

/** Every organisation's requests waiting for staff (test mode), oldest first. */
export const listPendingBillingRequests = (db: DbOrTx, opts: { organizationId?: string } = {}) => {
  let q = db
    .selectFrom('billing_requests')
    .innerJoin('organizations', 'organizations.id', 'billing_requests.organization_id')
    .leftJoin('users', 'users.id', 'billing_requests.requested_by_user_id')
    .selectAll('billing_requests')
    .select(['organizations.name as organization_name', 'organizations.plan as current_plan', 'users.email as requested_by_email'])
    .where('billing_requests.status', '=', 'pending')
    .where('billing_requests.provider', '=', 'test');
  if (opts.organizationId) q = q.where('billing_requests.organization_id', '=', opts.organizationId);
  return q.orderBy('billing_requests.created_at').limit(200).execute();
};
