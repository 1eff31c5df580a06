import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET as getUsage } from '../../app/api/v1/usage/route';
import { getDb } from '../../db/index';
import { setRateLimiter } from '../rate-limit';
import { memoryLimiter } from '../rate-limit/memory-limiter';
import { callRoute } from '../testing/call-route';
import { createTestTenant } from '../testing/tenants';
import { forgetCachedKeys, keyChangesHeard } from './active-key-cache';
import { revokeKey } from './revoke-key';
import { ROLL_GRACE_HOURS, rollKey } from './roll-key';

beforeAll(() => setRateLimiter(memoryLimiter(1_000, 60_000)));
afterAll(() => setRateLimiter(undefined));
afterEach(() => forgetCachedKeys());

const status = async (key: string) => (await callRoute(getUsage, '/api/v1/usage', { key })).status;

/** Moves the end of the old secret's grace period, as time passing would (fires the notify trigger). */
const graceEndsIn = (id: string, seconds: number) =>
  sql`update api_keys set previous_key_expires_at = now() + make_interval(secs => ${seconds}) where id = ${id}`.execute(getDb());

describe('rolling a key', () => {
  it('gives a new secret; the old one works through the grace period, then stops', async () => {
    const t = await createTestTenant();
    await keyChangesHeard();
    expect(await status(t.key)).toBe(200); // cached in this process
    const before = Date.now();
    const { key, oldSecretEndsAt } = await rollKey(getDb(), t.apiKeyId, t.organizationId);
    expect(key).not.toBe(t.key);
    expect(oldSecretEndsAt.getTime() - before).toBeGreaterThanOrEqual(ROLL_GRACE_HOURS * 3_600_000 - 1_000);
    expect(await status(key)).toBe(200);
    expect(await status(t.key)).toBe(200);

    // the grace period runs out while the old secret sits in the cache: refused on its next use
    await graceEndsIn(t.apiKeyId, 1);
    await keyChangesHeard();
    expect(await status(t.key)).toBe(200);
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await status(t.key)).toBe(401);
    expect(await status(key)).toBe(200);
  });

  it('revocation ends the new and the old secret at once, in other processes too', async () => {
    const t = await createTestTenant();
    const { key } = await rollKey(getDb(), t.apiKeyId, t.organizationId);
    await keyChangesHeard();
    expect(await status(t.key)).toBe(200);
    expect(await status(key)).toBe(200);
    // a hand-written UPDATE, as another process would make: only the trigger's notification tells this one
    await sql`update api_keys set revoked_at = now() where id = ${t.apiKeyId}`.execute(getDb());
    await keyChangesHeard();
    expect(await status(t.key)).toBe(401);
    expect(await status(key)).toBe(401);
  });

  it('a second roll ends the first secret at once; a revoked key cannot be rolled', async () => {
    const t = await createTestTenant();
    const first = await rollKey(getDb(), t.apiKeyId, t.organizationId);
    await keyChangesHeard();
    expect(await status(t.key)).toBe(200);
    const second = await rollKey(getDb(), t.apiKeyId, t.organizationId);
    expect(await status(t.key)).toBe(401);
    expect(await status(first.key)).toBe(200);
    expect(await status(second.key)).toBe(200);
    await revokeKey(getDb(), t.organizationId, t.apiKeyId);
    await expect(rollKey(getDb(), t.apiKeyId, t.organizationId)).rejects.toMatchObject({ status: 404 });
  });

  it('cannot roll another organisation’s key', async () => {
    const a = await createTestTenant();
    const b = await createTestTenant();
    await expect(rollKey(getDb(), a.apiKeyId, b.organizationId)).rejects.toMatchObject({ status: 404 });
    expect(await status(a.key)).toBe(200);
  });
});
