import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getUsage } from '../../app/api/v1/usage/route';
import { GET as listGenerations } from '../../app/api/v1/generations/route';
import { getDb } from '../../db/index';
import { callsPerStatus, latencyPerEndpoint, recentRequests, REQUEST_LOG_KEPT } from '../../db/queries/request-log';
import { revokeKey } from '../keys/revoke-key';
import { setRateLimiter } from '../rate-limit';
import { memoryLimiter } from '../rate-limit/memory-limiter';
import { callRoute } from '../testing/call-route';
import { createTestTenant } from '../testing/tenants';
import { uuidv7 } from '../ids';
import { utcDay } from '../time';
import { flushRequestLog, logRequest } from './request-log';

// a limit of 3 a minute, so the fourth call is a 429
beforeAll(() => setRateLimiter(memoryLimiter(3, 60_000)));
afterAll(() => setRateLimiter(undefined));

const statuses = async (organizationId: string) =>
  Object.fromEntries((await callsPerStatus(getDb(), organizationId, utcDay(new Date()))).map((r) => [r.status, r.n]));

describe('request log and calls by status', () => {
  it('keeps every answer to a known key with its status, latency and request id: 200, 403, 429, and 401 once revoked', async () => {
    const t = await createTestTenant({ scopes: ['usage:read'] });
    const ok = await callRoute(getUsage, '/api/v1/usage', { key: t.key });
    const forbidden = await callRoute(listGenerations, '/api/v1/generations?page=1', { key: t.key });
    expect([ok.status, forbidden.status]).toEqual([200, 403]);
    await callRoute(getUsage, '/api/v1/usage', { key: t.key });
    const limited = await callRoute(getUsage, '/api/v1/usage', { key: t.key });
    expect(limited.status).toBe(429);
    await revokeKey(getDb(), t.organizationId, t.apiKeyId);
    const refused = await callRoute(getUsage, '/api/v1/usage', { key: t.key });
    expect(refused.status).toBe(401);
    // a key nobody has: logged for no one
    await callRoute(getUsage, '/api/v1/usage', { key: `cvl_${'A'.repeat(43)}` });
    await flushRequestLog();

    expect(await statuses(t.organizationId)).toEqual({ 200: 2, 401: 1, 403: 1, 429: 1 });
    const log = await recentRequests(getDb(), t.organizationId, { limit: 50 });
    expect(log.map((r) => r.status)).toEqual([401, 429, 200, 403, 200]);
    expect(log[3]).toMatchObject({ id: forbidden.headers.get('x-request-id'), method: 'GET', path: '/api/v1/generations', api_key_id: t.apiKeyId, key_name: 'test key' });
    expect(log[4].id).toBe(ok.headers.get('x-request-id'));
    expect(log.every((r) => r.latency_ms >= 0 && r.latency_ms < 10_000)).toBe(true);
    const latency = await latencyPerEndpoint(getDb(), t.organizationId);
    expect(latency.find((e) => e.endpoint === 'GET /usage')).toMatchObject({ calls: 4 });
  });

  it('keeps only the newest 1,000 calls of each organisation, and p50/p95 per endpoint over them', async () => {
    const t = await createTestTenant();
    const other = await createTestTenant();
    const start = Date.now() - 60_000;
    for (let i = 0; i < REQUEST_LOG_KEPT + 25; i++) {
      logRequest({ requestId: uuidv7(start + i), organizationId: t.organizationId, apiKeyId: t.apiKeyId, method: 'GET', pathname: `/api/v1/analyses/${uuidv7()}`, status: 200, latencyMs: i % 100, at: new Date(start + i) });
    }
    logRequest({ requestId: uuidv7(), organizationId: other.organizationId, apiKeyId: other.apiKeyId, method: 'POST', pathname: '/api/v1/analyses', status: 201, latencyMs: 900 });
    await flushRequestLog();
    const log = await recentRequests(getDb(), t.organizationId, { limit: 5_000 });
    expect(log).toHaveLength(REQUEST_LOG_KEPT);
    // the newest kept: the last one noted first
    expect(log[0].latency_ms).toBe((REQUEST_LOG_KEPT + 24) % 100);
    expect(await recentRequests(getDb(), other.organizationId, { limit: 10 })).toHaveLength(1);
    const [analyses] = await latencyPerEndpoint(getDb(), t.organizationId);
    expect(analyses).toMatchObject({ endpoint: 'GET /analyses/{id}', calls: REQUEST_LOG_KEPT });
    expect(analyses.p50).toBeCloseTo(49.5, 0);
    expect(analyses.p95).toBeCloseTo(94, 0);
    expect((await statuses(t.organizationId))[200]).toBe(REQUEST_LOG_KEPT + 25);
  });

  it('drops what belongs to an organisation deleted before the flush, and writes the rest', async () => {
    const gone = await createTestTenant();
    const kept = await createTestTenant();
    logRequest({ requestId: uuidv7(), organizationId: gone.organizationId, apiKeyId: gone.apiKeyId, method: 'GET', pathname: '/api/v1/usage', status: 200, latencyMs: 3 });
    logRequest({ requestId: uuidv7(), organizationId: kept.organizationId, apiKeyId: kept.apiKeyId, method: 'GET', pathname: '/api/v1/usage', status: 200, latencyMs: 3 });
    await getDb().deleteFrom('organizations').where('id', '=', gone.organizationId).execute();
    await flushRequestLog();
    expect(await recentRequests(getDb(), kept.organizationId, { limit: 10 })).toHaveLength(1);
  });
});
