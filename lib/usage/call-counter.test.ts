import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/index';
import type { Database } from '../../db/types';
import { createApiKey } from '../keys/create-api-key';
import { waitFor } from '../jobs/wait-for';
import { createTestTenant } from '../testing/tenants';
import { countApiCall, flushApiCalls } from './call-counter';

const countsOf = (organizationId: string) =>
  getDb()
    .selectFrom('usage_daily')
    .select(['api_key_id', 'endpoint', 'count'])
    .where('organization_id', '=', organizationId)
    .orderBy('endpoint')
    .orderBy('count')
    .execute();

describe('API call counter', () => {
  it('writes the calls counted so far in one flush, per key, day and endpoint, and marks the keys used', async () => {
    const t = await createTestTenant();
    const other = await createApiKey(t.db, { organizationId: t.organizationId, name: 'second' });
    for (let i = 0; i < 7; i++) countApiCall({ organizationId: t.organizationId, apiKeyId: t.apiKeyId, endpoint: 'GET /analyses/{id}' });
    countApiCall({ organizationId: t.organizationId, apiKeyId: other.id, endpoint: 'GET /analyses/{id}' });
    countApiCall({ organizationId: t.organizationId, apiKeyId: t.apiKeyId, endpoint: 'GET /usage' });
    await flushApiCalls();
    expect(await countsOf(t.organizationId)).toEqual([
      { api_key_id: other.id, endpoint: 'GET /analyses/{id}', count: 1 },
      { api_key_id: t.apiKeyId, endpoint: 'GET /analyses/{id}', count: 7 },
      { api_key_id: t.apiKeyId, endpoint: 'GET /usage', count: 1 },
    ]);
    const keys = await t.db.selectFrom('api_keys').select('last_used_at').where('organization_id', '=', t.organizationId).execute();
    expect(keys.every((k) => k.last_used_at !== null)).toBe(true);

    // later flushes add to the same rows
    countApiCall({ organizationId: t.organizationId, apiKeyId: t.apiKeyId, endpoint: 'GET /usage' });
    await flushApiCalls();
    expect((await countsOf(t.organizationId)).find((r) => r.endpoint === 'GET /usage' && r.api_key_id === t.apiKeyId)!.count).toBe(2);
  });

  it('keeps the counts when a write fails, for the next flush', async () => {
    const t = await createTestTenant();
    const unreachable = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none', connectionTimeoutMillis: 500 }) }),
    });
    for (let i = 0; i < 3; i++) countApiCall({ organizationId: t.organizationId, apiKeyId: t.apiKeyId, endpoint: 'GET /usage' });
    await expect(flushApiCalls(unreachable)).rejects.toThrow();
    await unreachable.destroy();
    await flushApiCalls();
    expect(await countsOf(t.organizationId)).toEqual([{ api_key_id: t.apiKeyId, endpoint: 'GET /usage', count: 3 }]);
  });

  it('flushes on its own shortly after a call, with no one asking', async () => {
    const t = await createTestTenant();
    countApiCall({ organizationId: t.organizationId, apiKeyId: t.apiKeyId, endpoint: 'GET /analyses' });
    const rows = await waitFor(() => countsOf(t.organizationId), (r) => r.length === 1, 5_000, 20);
    expect(rows).toEqual([{ api_key_id: t.apiKeyId, endpoint: 'GET /analyses', count: 1 }]);
  });

  it('loses no call when many requests count and flush at once', async () => {
    const t = await createTestTenant();
    await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        countApiCall({ organizationId: t.organizationId, apiKeyId: t.apiKeyId, endpoint: i % 2 ? 'GET /usage' : 'POST /analyses' });
        if (i % 10 === 0) await flushApiCalls();
      }),
    );
    await flushApiCalls();
    const rows = await countsOf(t.organizationId);
    expect(rows.reduce((sum, r) => sum + r.count, 0)).toBe(200);
  });
});
