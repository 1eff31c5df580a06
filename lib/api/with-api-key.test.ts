import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { GET as getUsage } from '../../app/api/v1/usage/route';
import { MESSAGES } from '../errors';
import { setRateLimiter } from '../rate-limit';
import { memoryLimiter } from '../rate-limit/memory-limiter';
import { addKey, createTestTenant } from '../testing/tenants';
import { callRoute } from '../testing/call-route';
import { keyChangesHeard } from '../keys/active-key-cache';
import { generateApiKey } from '../keys/api-key';
import { revokeKey } from '../keys/revoke-key';

beforeAll(() => setRateLimiter(memoryLimiter(100, 60_000)));
afterAll(() => setRateLimiter(undefined));

describe('withApiKey authentication', () => {
  it('answers 401 with the exact message for a missing key', async () => {
    const r = await callRoute(getUsage, '/api/v1/usage');
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ error: MESSAGES.invalidKey });
    expect(r.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 401 for an unknown or malformed key', async () => {
    for (const key of [generateApiKey(), 'not-a-key', 'cvl_short', `cvl_${'x'.repeat(500)}`]) {
      const r = await callRoute(getUsage, '/api/v1/usage', { key });
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ error: MESSAGES.invalidKey });
    }
  });

  it('answers 401 for an expired key', async () => {
    const t = await createTestTenant();
    const { id, key } = await addKey(t.organizationId, { expiresAt: new Date(Date.now() + 60_000) });
    expect((await callRoute(getUsage, '/api/v1/usage', { key })).status).toBe(200);
    // changed behind the product's back, as by another process: heard through the trigger's notification
    await t.db.updateTable('api_keys').set({ expires_at: sql`now() - interval '1 second'` }).where('id', '=', id).execute();
    await keyChangesHeard();
    const r = await callRoute(getUsage, '/api/v1/usage', { key });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ error: MESSAGES.invalidKey });
  });

  it('refuses a revoked key on its very next request', async () => {
    const t = await createTestTenant();
    expect((await callRoute(getUsage, '/api/v1/usage', { key: t.key })).status).toBe(200);
    await revokeKey(t.db, t.organizationId, t.apiKeyId);
    const r = await callRoute(getUsage, '/api/v1/usage', { key: t.key });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ error: MESSAGES.invalidKey });
  });

  it('answers 403 with the exact message when the key lacks the scope', async () => {
    const t = await createTestTenant({ scopes: ['analyses:read'] });
    const r = await callRoute(getUsage, '/api/v1/usage', { key: t.key });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ error: MESSAGES.missingScope });
  });

  it('sets request id and rate-limit headers on success', async () => {
    const t = await createTestTenant();
    const r = await callRoute(getUsage, '/api/v1/usage', { key: t.key });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-ratelimit-limit')).toBe('100');
    expect(Number(r.headers.get('x-ratelimit-remaining'))).toBe(99);
    expect(Number(r.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
  });
});
