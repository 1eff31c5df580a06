import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { getDb } from '../../db/index';
import type { Database } from '../../db/types';
import { resetEnvCache } from '../env';
import { addKey, createTestTenant } from '../testing/tenants';
import { findActiveKey, forgetCachedKeys, keyChangesHeard } from './active-key-cache';
import { hashApiKey } from './api-key';
import { revokeKey } from './revoke-key';

/** Changes a key the way no product path can: without firing the notify trigger. */
async function silentlyRevoke(id: string) {
  await getDb()
    .connection()
    .execute(async (c) => {
      await sql`set session_replication_role = replica`.execute(c);
      try {
        await c.updateTable('api_keys').set({ revoked_at: sql`now()` }).where('id', '=', id).execute();
      } finally {
        await sql`set session_replication_role = origin`.execute(c);
      }
    });
}

const lookup = (key: string) => findActiveKey(getDb(), hashApiKey(key));

function withCacheSeconds(value: string) {
  process.env.API_KEY_CACHE_SECONDS = value;
  resetEnvCache();
}

afterEach(() => {
  vi.useRealTimers();
  delete process.env.API_KEY_CACHE_SECONDS;
  resetEnvCache();
  forgetCachedKeys();
});

// a database handle that counts the key lookups made through it
let keyQueries = 0;
const countingDb = new Kysely<Database>({
  dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 }) }),
  log: (e) => {
    if (e.level === 'query' && e.query.sql.includes('from "api_keys"')) keyQueries++;
  },
});
afterAll(() => countingDb.destroy());
const countedLookup = (key: string) => findActiveKey(countingDb, hashApiKey(key));

describe('active API key cache', () => {
  it('serves a key from memory once read (a change that fires no notification goes unseen)', async () => {
    const t = await createTestTenant();
    await keyChangesHeard(); // listening
    expect((await lookup(t.key))?.id).toBe(t.apiKeyId);
    await silentlyRevoke(t.apiKeyId);
    expect((await lookup(t.key))?.id).toBe(t.apiKeyId);
    forgetCachedKeys();
    expect(await lookup(t.key)).toBeUndefined();
  });

  it('drops a key revoked by another connection as soon as the notification arrives', async () => {
    const t = await createTestTenant();
    await keyChangesHeard();
    expect(await lookup(t.key)).toBeDefined();
    await sql`update api_keys set revoked_at = now() where id = ${t.apiKeyId}`.execute(getDb());
    await keyChangesHeard();
    expect(await lookup(t.key)).toBeUndefined();
  });

  it('refuses a key revoked by this process on the very next lookup', async () => {
    const t = await createTestTenant();
    await keyChangesHeard();
    expect(await lookup(t.key)).toBeDefined();
    await revokeKey(getDb(), t.organizationId, t.apiKeyId);
    expect(await lookup(t.key)).toBeUndefined();
  });

  it('sees a new scope list, team and plan after their notifications', async () => {
    const t = await createTestTenant({ scopes: ['analyses:read'] });
    await keyChangesHeard();
    expect((await lookup(t.key))?.scopes).toEqual(['analyses:read']);
    await sql`update api_keys set scopes = ${['analyses:read', 'usage:read']} where id = ${t.apiKeyId}`.execute(getDb());
    await keyChangesHeard();
    expect((await lookup(t.key))?.scopes).toEqual(['analyses:read', 'usage:read']);
    await sql`update organizations set plan = 'free' where id = ${t.organizationId}`.execute(getDb());
    await keyChangesHeard();
    expect((await lookup(t.key))?.plan).toBe('free');
    // last_used_at changes all the time and must not empty the cache
    await sql`update api_keys set last_used_at = now() where id = ${t.apiKeyId}`.execute(getDb());
    await silentlyRevoke(t.apiKeyId);
    await keyChangesHeard();
    expect(await lookup(t.key)).toBeDefined();
  });

  it('lets a cached key expire on time without any notification', async () => {
    const t = await createTestTenant();
    const { key } = await addKey(t.organizationId, { expiresAt: new Date(Date.now() + 1_000) });
    await keyChangesHeard();
    expect(await lookup(key)).toBeDefined();
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await lookup(key)).toBeUndefined();
  });

  it('keeps an entry no longer than API_KEY_CACHE_SECONDS', async () => {
    withCacheSeconds('1');
    const t = await createTestTenant();
    await keyChangesHeard();
    expect(await lookup(t.key)).toBeDefined();
    await silentlyRevoke(t.apiKeyId);
    expect(await lookup(t.key)).toBeDefined();
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await lookup(t.key)).toBeUndefined();
  });

  it('makes one query for the requests that miss at once', async () => {
    const t = await createTestTenant();
    await keyChangesHeard();
    keyQueries = 0;
    const keys = await Promise.all(Array.from({ length: 20 }, () => countedLookup(t.key)));
    expect(keys.map((k) => k?.id)).toEqual(Array(20).fill(t.apiKeyId));
    expect(keyQueries).toBe(1);
  });

  it('lets no request that comes after a revocation share a lookup started before it', async () => {
    const t = await createTestTenant();
    await keyChangesHeard();
    keyQueries = 0;
    const before = countedLookup(t.key);
    await revokeKey(getDb(), t.organizationId, t.apiKeyId);
    expect(await countedLookup(t.key)).toBeUndefined();
    await before;
    expect(keyQueries).toBe(2);
  });

  it('reads a key in use again before its entry expires, answering from memory meanwhile', async () => {
    withCacheSeconds('4');
    vi.useFakeTimers({ toFake: ['Date'] });
    const t = await createTestTenant();
    await keyChangesHeard();
    keyQueries = 0;
    expect(await countedLookup(t.key)).toBeDefined();
    vi.setSystemTime(Date.now() + 2_000);
    expect(await countedLookup(t.key)).toBeDefined();
    expect(keyQueries).toBe(1);
    // in the entry's last quarter: answered from memory, read again in the background
    vi.setSystemTime(Date.now() + 1_100);
    expect(await countedLookup(t.key)).toBeDefined();
    await expect.poll(() => keyQueries).toBe(2);
    // past the first read's four seconds, the second read still answers from memory
    vi.setSystemTime(Date.now() + 1_500);
    expect(await countedLookup(t.key)).toBeDefined();
    expect(keyQueries).toBe(2);
    // a read that finds the key no longer active drops the entry (here: changed without a notification)
    await silentlyRevoke(t.apiKeyId);
    vi.setSystemTime(Date.now() + 2_000);
    expect(await countedLookup(t.key)).toBeDefined();
    await expect.poll(() => countedLookup(t.key)).toBeUndefined();
  });

  it('reads the database every time when the cache is off', async () => {
    withCacheSeconds('0');
    const t = await createTestTenant();
    expect(await lookup(t.key)).toBeDefined();
    await silentlyRevoke(t.apiKeyId);
    expect(await lookup(t.key)).toBeUndefined();
  });

  it('trusts nothing it cached once its listening connection is lost, and listens again', async () => {
    const t = await createTestTenant();
    await keyChangesHeard();
    expect(await lookup(t.key)).toBeDefined();
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'cvlens-listen:cvlens_api_key_changes' and datname = current_database()`.execute(getDb());
    await silentlyRevoke(t.apiKeyId);
    // whether or not the loss was noticed yet, the revoked key must not be served from memory
    await expect.poll(() => lookup(t.key), { timeout: 3_000 }).toBeUndefined();
    // back to listening within a few seconds, then caching again
    const u = await createTestTenant();
    await expect
      .poll(
        async () => {
          await keyChangesHeard();
          await lookup(u.key);
          await silentlyRevoke(u.apiKeyId);
          const served = await lookup(u.key);
          await sql`update api_keys set revoked_at = null where id = ${u.apiKeyId}`.execute(getDb());
          return served?.id;
        },
        { timeout: 5_000, interval: 200 },
      )
      .toBe(u.apiKeyId);
  });
});
