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

/**
 * Newest first, each charge or refund with the record it paid for as it is now: its target role
 * and CV file, or nulls when the record has since been deleted (the entry stays; its link goes).
 */
export const listLedger = (db: DbOrTx, organizationId: string, limit = 50) =>
  db
    .selectFrom('credit_ledger as l')
    .selectAll('l')
    .select(sql<string | null>`r.target_role`.as('record_role'))
    .select(sql<string | null>`r.file_name`.as('record_file'))
    .leftJoin(
      sql<{ target_role: string; file_name: string }>`lateral (
        select a.target_role, a.file_name from analyses a where l.resource_type = 'analysis' and a.id = l.resource_id
        union all
        select d.target_role, a.file_name from (
          select id, target_role, analysis_id from interview_preps where l.resource_type = 'interview_prep' and id = l.resource_id
          union all select id, target_role, analysis_id from skill_gaps where l.resource_type = 'skill_gap' and id = l.resource_id
          union all select id, target_role, analysis_id from generations where l.resource_type = 'generation' and id = l.resource_id
        ) d left join analyses a on a.id = d.analysis_id
        limit 1
      )`.as('r'),
      (join) => join.onTrue(),
    )
    .where('l.organization_id', '=', organizationId)
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
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

/** Credits charged per UTC day since `fromDay`, net of refunds (a refunded job costs nothing). */
export const creditsPerDay = (db: DbOrTx, organizationId: string, fromDay: string, apiKeyId?: string) =>
  db
    .selectFrom('credit_ledger')
    .select([
      sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
      sql<number>`-sum(amount)`.as('credits'),
    ])
    .where('organization_id', '=', organizationId)
    .where('kind', 'in', ['charge', 'refund'])
    .where('created_at', '>=', sql<Date>`${fromDay}::date at time zone 'UTC'`)
    .$if(!!apiKeyId, (q) => q.where('api_key_id', '=', apiKeyId!))
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();
