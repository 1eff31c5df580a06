import { sql } from 'kysely';
import type { DbOrTx } from '../index';
import type { LedgerKind } from '../types';
import { uuidv7 } from '../ids';

export interface LedgerEntry {
  organizationId: string;
  amount: number;
  kind: LedgerKind;
  description: string;
  balanceAfter: number;
  resourceType?: string | null;
  resourceId?: string | null;
  apiKeyId?: string | null;
  isOverage?: boolean;
}

/** Append-only: entries are never updated or deleted. Returns false when the (resource, kind) entry already exists. */
export async function appendLedgerEntry(db: DbOrTx, e: LedgerEntry): Promise<boolean> {
  const r = await db
    .insertInto('credit_ledger')
    .values({
      id: uuidv7(),
      organization_id: e.organizationId,
      amount: e.amount,
      kind: e.kind,
      description: e.description,
      balance_after: e.balanceAfter,
      resource_type: e.resourceType ?? null,
      resource_id: e.resourceId ?? null,
      api_key_id: e.apiKeyId ?? null,
      is_overage: e.isOverage ?? false,
    })
    .onConflict((oc) => oc.columns(['resource_type', 'resource_id', 'kind']).where('kind', 'in', ['charge', 'refund']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Credits spent since `since`: charges minus their refunds. */
export async function spendSince(db: DbOrTx, organizationId: string, since: Date): Promise<number> {
  const r = await db
    .selectFrom('credit_ledger')
    .select(sql<number>`coalesce(-sum(amount), 0)`.as('spend'))
    .where('organization_id', '=', organizationId)
    .where('kind', 'in', ['charge', 'refund'])
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Math.max(0, Number(r.spend));
}

export const findCharge = (db: DbOrTx, resourceType: string, resourceId: string) =>
  db
    .selectFrom('credit_ledger')
    .selectAll()
    .where('resource_type', '=', resourceType)
    .where('resource_id', '=', resourceId)
    .where('kind', '=', 'charge')
    .executeTakeFirst();

export async function ledgerSum(db: DbOrTx, organizationId: string): Promise<number> {
  const r = await db
    .selectFrom('credit_ledger')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('total'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return Number(r.total);
}

export const listLedger = (db: DbOrTx, organizationId: string, limit = 50) =>
  db
    .selectFrom('credit_ledger')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/** Plan credits granted since `since`: the monthly grants and the top-ups of plan changes. */
export async function planCreditsSince(db: DbOrTx, organizationId: string, since: Date): Promise<number> {
  const r = await db
    .selectFrom('credit_ledger')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('granted'))
    .where('organization_id', '=', organizationId)
    .where('kind', '=', 'monthly_grant')
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(r.granted);
}
