import { sql } from 'kysely';
import type { DbOrTx } from '../index';

export interface LoggedRequest {
  id: string;
  organizationId: string;
  apiKeyId: string;
  createdAt: Date;
  method: string;
  path: string;
  endpoint: string;
  status: number;
  latencyMs: number;
}

export interface StatusCount {
  organizationId: string;
  apiKeyId: string;
  day: string;
  status: number;
  count: number;
}

/** The keys of this list that still exist (an organisation deleted since its calls were noted takes its keys with it). */
export async function existingKeyIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('api_keys').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** Keeps this many calls per organisation in request_log. */
export const REQUEST_LOG_KEPT = 1_000;

export async function insertRequests(db: DbOrTx, rows: LoggedRequest[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insertInto('request_log')
    .values(
      rows.map((r) => ({
        id: r.id,
        organization_id: r.organizationId,
        api_key_id: r.apiKeyId,
        created_at: r.createdAt,
        method: r.method,
        path: r.path,
        endpoint: r.endpoint,
        status: r.status,
        latency_ms: r.latencyMs,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** Drops all but the newest REQUEST_LOG_KEPT calls of each organisation given (ids are UUID v7: time order). */
export async function trimRequestLog(db: DbOrTx, organizationIds: string[]): Promise<void> {
  if (!organizationIds.length) return;
  await sql`
    with cut as (
      select o, (select id from request_log where organization_id = o order by id desc offset ${REQUEST_LOG_KEPT - 1} limit 1) as id
      from unnest(${organizationIds}::uuid[]) as o
    )
    delete from request_log r using cut where r.organization_id = cut.o and r.id < cut.id`.execute(db);
}

export async function addStatusCounts(db: DbOrTx, rows: StatusCount[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insertInto('usage_status_daily')
    .values(rows.map((r) => ({ organization_id: r.organizationId, api_key_id: r.apiKeyId, day: r.day, status: r.status, count: r.count })))
    .onConflict((oc) => oc.columns(['organization_id', 'day', 'api_key_id', 'status']).doUpdateSet({ count: sql`usage_status_daily.count + excluded.count` }))
    .execute();
}

/** The newest calls first, with the key's name and fragment. */
export const recentRequests = (db: DbOrTx, organizationId: string, opts: { apiKeyId?: string; limit: number }) => {
  let q = db
    .selectFrom('request_log')
    .leftJoin('api_keys', 'api_keys.id', 'request_log.api_key_id')
    .select([
      'request_log.id',
      'request_log.created_at',
      'request_log.api_key_id',
      'api_keys.name as key_name',
      'api_keys.key_fragment',
      'request_log.method',
      'request_log.path',
      'request_log.status',
      'request_log.latency_ms',
    ])
    .where('request_log.organization_id', '=', organizationId);
  if (opts.apiKeyId) q = q.where('request_log.api_key_id', '=', opts.apiKeyId);
  return q.orderBy('request_log.id', 'desc').limit(opts.limit).execute();
};

/** p50 and p95 latency per endpoint over the calls still in the log. */
export const latencyPerEndpoint = (db: DbOrTx, organizationId: string, apiKeyId?: string) => {
  let q = db
    .selectFrom('request_log')
    .select([
      'endpoint',
      sql<number>`count(*)::int`.as('calls'),
      sql<number>`percentile_cont(0.5) within group (order by latency_ms)`.as('p50'),
      sql<number>`percentile_cont(0.95) within group (order by latency_ms)`.as('p95'),
    ])
    .where('organization_id', '=', organizationId);
  if (apiKeyId) q = q.where('api_key_id', '=', apiKeyId);
  return q.groupBy('endpoint').orderBy('calls', 'desc').execute();
};

export const callsPerStatus = (db: DbOrTx, organizationId: string, fromDay: string, apiKeyId?: string) => {
  let q = db
    .selectFrom('usage_status_daily')
    .select(['status', sql<number>`sum(count)::int`.as('n')])
    .where('organization_id', '=', organizationId)
    .where('day', '>=', fromDay);
  if (apiKeyId) q = q.where('api_key_id', '=', apiKeyId);
  return q.groupBy('status').orderBy('status').execute();
};
