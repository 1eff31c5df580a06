/** The Usage page's figures as CSV: the request log (the last 1,000 calls) or the days of a window. */
import { z } from 'zod';
import type { DbOrTx } from '../../db/index';
import { findApiKey } from '../../db/queries/api-keys';
import { recentRequests, REQUEST_LOG_KEPT } from '../../db/queries/request-log';
import { AppError, notFound } from '../errors';
import { toCsv } from './csv';
import { usageSeries } from './usage-series';

export const UsageExportQuery = z.object({
  what: z.enum(['requests', 'daily']).default('requests'),
  days: z.enum(['7', '30']).default('30').transform(Number),
  key: z.uuid().optional(),
});

/** The key a usage view is filtered by, if it is this organisation's (404 otherwise: ids of other tenants are not confirmed). */
export async function usageKey(db: DbOrTx, organizationId: string, keyId: string | undefined) {
  if (!keyId) return undefined;
  const key = await findApiKey(db, organizationId, keyId);
  if (!key) throw notFound();
  return key;
}

export async function usageCsv(db: DbOrTx, organizationId: string, query: Record<string, string | undefined>, now = new Date()) {
  const parsed = UsageExportQuery.safeParse(query);
  if (!parsed.success) throw new AppError('invalid_params', 'Invalid export: what is requests or daily, days 7 or 30, key a key id');
  const { what, days, key } = parsed.data;
  await usageKey(db, organizationId, key);
  const stamp = now.toISOString().slice(0, 10);
  if (what === 'requests') {
    const rows = await recentRequests(db, organizationId, { apiKeyId: key, limit: REQUEST_LOG_KEPT });
    return {
      filename: `cvlens-requests-${stamp}.csv`,
      body: toCsv(
        ['time_utc', 'key_name', 'key', 'method', 'path', 'status', 'latency_ms', 'request_id'],
        rows.map((r) => [r.created_at.toISOString(), r.key_name, r.key_fragment, r.method, r.path, r.status, r.latency_ms, r.id]),
      ),
    };
  }
  const s = await usageSeries(db, organizationId, days, now, key);
  return {
    filename: `cvlens-usage-${s.from}-to-${s.to}.csv`,
    body: toCsv(['day_utc', 'api_calls', 'credits'], s.perDay.map((p) => [p.day, p.calls, p.credits])),
  };
}
