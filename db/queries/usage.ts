import { sql } from 'kysely';
import type { DbOrTx } from '../index';

export interface UsageCount {
  organizationId: string;
  apiKeyId: string;
  day: string;
  endpoint: string;
  count: number;
}

/** Adds calls to the day's counters of each key and endpoint. */
export const addUsageCounts = (db: DbOrTx, counts: readonly UsageCount[]) =>
  db
    .insertInto('usage_daily')
    .values(counts.map((u) => ({ organization_id: u.organizationId, api_key_id: u.apiKeyId, day: u.day, endpoint: u.endpoint, count: u.count })))
    .onConflict((oc) => oc.columns(['organization_id', 'day', 'api_key_id', 'endpoint']).doUpdateSet({ count: sql`usage_daily.count + excluded.count` }))
    .execute();

export const incrementUsage = (db: DbOrTx, u: Omit<UsageCount, 'count'>) => addUsageCounts(db, [{ ...u, count: 1 }]);

export async function callsBetween(db: DbOrTx, organizationId: string, fromDay: string, toDay?: string): Promise<number> {
  let q = db
    .selectFrom('usage_daily')
    .select(sql<number>`coalesce(sum(count), 0)`.as('n'))
    .where('organization_id', '=', organizationId)
    .where('day', '>=', fromDay);
  if (toDay) q = q.where('day', '<=', toDay);
  const r = await q.executeTakeFirstOrThrow();
  return Number(r.n);
}

export const callsPerDay = (db: DbOrTx, organizationId: string, fromDay: string, apiKeyId?: string) =>
  db
    .selectFrom('usage_daily')
    .select(['day', sql<number>`sum(count)`.as('n')])
    .where('organization_id', '=', organizationId)
    .where('day', '>=', fromDay)
    .$if(!!apiKeyId, (q) => q.where('api_key_id', '=', apiKeyId!))
    .groupBy('day')
    .orderBy('day')
    .execute();

export const callsPerKey = (db: DbOrTx, organizationId: string, fromDay: string, apiKeyId?: string) =>
  db
    .selectFrom('usage_daily')
    .innerJoin('api_keys', 'api_keys.id', 'usage_daily.api_key_id')
    .select(['api_keys.id', 'api_keys.name', 'api_keys.key_fragment', sql<number>`sum(usage_daily.count)`.as('n')])
    .where('usage_daily.organization_id', '=', organizationId)
    .where('usage_daily.day', '>=', fromDay)
    .$if(!!apiKeyId, (q) => q.where('usage_daily.api_key_id', '=', apiKeyId!))
    .groupBy(['api_keys.id', 'api_keys.name', 'api_keys.key_fragment'])
    .orderBy('n', 'desc')
    .execute();

export const callsPerEndpoint = (db: DbOrTx, organizationId: string, fromDay: string, apiKeyId?: string) =>
  db
    .selectFrom('usage_daily')
    .select(['endpoint', sql<number>`sum(count)`.as('n')])
    .where('organization_id', '=', organizationId)
    .where('day', '>=', fromDay)
    .$if(!!apiKeyId, (q) => q.where('api_key_id', '=', apiKeyId!))
    .groupBy('endpoint')
    .orderBy('n', 'desc')
    .execute();
