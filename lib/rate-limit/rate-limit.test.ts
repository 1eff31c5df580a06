import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { GET as getUsage } from '../../app/api/v1/usage/route';
import { rateLimitedMessage } from '../errors';
import { createTestTenant } from '../testing/tenants';
import { callRoute } from '../testing/call-route';
import { redisLimiter, setRateLimiter } from './index';
import { memoryLimiter } from './memory-limiter';
import type { RateLimiter } from './types';

const REDIS_URL = process.env.REDIS_URL;
const prefix = () => `cvlens-test:${Date.now()}:${Math.random().toString(36).slice(2)}`;
const MINUTE = 60_000;
/** a minute boundary, as fixed windows count them */
const boundary = () => Math.ceil(Date.now() / MINUTE) * MINUTE + 10 * MINUTE;

afterAll(() => setRateLimiter(undefined));

/** The most allowed requests found in any window of `windowMs` (each window starting at an allowed request). */
function busiestWindow(allowedAt: number[], windowMs: number): number {
  const t = [...allowedAt].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0, j = 0; i < t.length; i++) {
    while (t[j] <= t[i] - windowMs) j++;
    most = Math.max(most, i - j + 1);
  }
  return most;
}

/**
 * The attack that motivated the sliding log: 100 requests just before a minute boundary, then
 * 30 more half a minute later. A weighted-window estimate counts only half of the first 100 by
 * then and lets the 30 through (130 in 30 s); the limit must refuse all 30 until the first
 * requests are a full minute old.
 */
async function minuteBoundaryAttack(make: (now: () => number) => RateLimiter) {
  let now = boundary() - 100;
  const limiter = make(() => now);
  const allowedAt: number[] = [];
  const hit = async () => {
    const r = await limiter.limit('key-1');
    if (r.success) allowedAt.push(now);
    return r;
  };
  for (let i = 0; i < 100; i++) expect((await hit()).success).toBe(true);
  now += 30_000;
  const refused = await Promise.all(Array.from({ length: 30 }, hit));
  expect(refused.filter((r) => r.success)).toHaveLength(0);
  // the headers' promise: one more request is allowed when the oldest leaves the window, not before
  expect(refused[0].remaining).toBe(0);
  expect(refused[0].resetAfterMs).toBe(30_000);
  now += 29_999;
  expect((await hit()).success).toBe(false);
  now += 1;
  expect((await hit()).success).toBe(true);
  expect(allowedAt).toHaveLength(101);
  expect(busiestWindow(allowedAt, MINUTE)).toBe(100);
}

/** Random request times: no window of a minute ever holds more than the limit, and nothing is refused below it. */
async function neverOverLimit(make: (now: () => number) => RateLimiter) {
  await fc.assert(
    fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 3_000 }), { minLength: 130, maxLength: 260 }), async (gaps) => {
      let now = boundary() - 45_000;
      const limiter = make(() => now);
      const id = `k-${Math.random()}`;
      const allowedAt: number[] = [];
      for (const gap of gaps) {
        now += gap;
        const inWindow = allowedAt.filter((t) => t > now - MINUTE).length;
        const r = await limiter.limit(id, { limit: 20, windowMs: MINUTE });
        expect(r.success).toBe(inWindow < 20);
        if (r.success) allowedAt.push(now);
      }
      expect(busiestWindow(allowedAt, MINUTE)).toBeLessThanOrEqual(20);
    }),
    { numRuns: 25 },
  );
}

describe.skipIf(!REDIS_URL)('rate limit through Redis', () => {
  const limiters: { close(): Promise<void> }[] = [];
  const make = (now?: () => number, p = prefix()) => {
    const l = redisLimiter({ redisUrl: REDIS_URL!, limit: 100, prefix: p, now });
    limiters.push(l);
    return l;
  };
  afterAll(async () => {
    await Promise.all(limiters.map((l) => l.close()));
  });

  it('allows exactly 100 of 130 concurrent requests on one key, the rest 429 with Retry-After', async () => {
    setRateLimiter(make());
    const t = await createTestTenant();
    const results = await Promise.all(Array.from({ length: 130 }, () => callRoute(getUsage, '/api/v1/usage', { key: t.key })));
    const ok = results.filter((r) => r.status === 200);
    const limited = results.filter((r) => r.status === 429);
    expect(ok).toHaveLength(100);
    expect(limited).toHaveLength(30);
    for (const r of limited) {
      expect(r.body).toEqual({ error: rateLimitedMessage(100) });
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(r.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(r.headers.get('x-ratelimit-remaining')).toBe('0');
    }
  });

  it('holds the limit across two limiter instances sharing Redis (two processes)', async () => {
    const p = prefix();
    const a = make(undefined, p);
    const b = make(undefined, p);
    const results = await Promise.all(Array.from({ length: 130 }, (_, i) => (i % 2 ? a : b).limit('key-1')));
    expect(results.filter((r) => r.success)).toHaveLength(100);
    // another key has its own budget
    expect((await a.limit('key-2')).success).toBe(true);
  });

  it('130 requests across a minute boundary: never more than 100 in any 60 s', () => minuteBoundaryAttack((now) => make(now)));

  it('never lets more than the limit through in any window, whatever the timing', () => neverOverLimit((now) => make(now)));

  it('keeps rules apart: the same identifier under another rule has its own log', async () => {
    const l = make();
    for (let i = 0; i < 3; i++) expect((await l.limit('who', { limit: 3, windowMs: 10_000 })).success).toBe(true);
    expect((await l.limit('who', { limit: 3, windowMs: 10_000 })).success).toBe(false);
    expect((await l.limit('who')).success).toBe(true);
  });

  it('describes the window honestly in the headers of every answer to a known key, 403 and 429 included', async () => {
    let now = boundary();
    setRateLimiter(make(() => now));
    const t = await createTestTenant({ scopes: ['analyses:read'] });
    const forbidden = await callRoute(getUsage, '/api/v1/usage', { key: t.key });
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers.get('x-ratelimit-limit')).toBe('100');
    expect(forbidden.headers.get('x-ratelimit-remaining')).toBe('99');
    // Reset: when that first request leaves the window
    expect(forbidden.headers.get('x-ratelimit-reset')).toBe(String((now + MINUTE) / 1000));
    now += 10_000;
    for (let i = 0; i < 99; i++) await callRoute(getUsage, '/api/v1/usage', { key: t.key });
    now += 5_000;
    const limited = await callRoute(getUsage, '/api/v1/usage', { key: t.key });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('45');
    expect(limited.headers.get('x-ratelimit-reset')).toBe(String((now - 15_000 + MINUTE) / 1000));
    const unauthenticated = await callRoute(getUsage, '/api/v1/usage', { key: 'cvl_unknown' });
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers.get('x-ratelimit-limit')).toBeNull();
  });
});

describe('in-process limiter', () => {
  it('allows exactly the limit within a window', async () => {
    const l = memoryLimiter(100, 60_000);
    const results = await Promise.all(Array.from({ length: 130 }, () => l.limit('k')));
    expect(results.filter((r) => r.success)).toHaveLength(100);
    expect(results.at(-1)!.remaining).toBe(0);
  });

  it('130 requests across a minute boundary: never more than 100 in any 60 s', () => minuteBoundaryAttack((now) => memoryLimiter(100, MINUTE, { now })));

  it('never lets more than the limit through in any window, whatever the timing', () => neverOverLimit((now) => memoryLimiter(100, MINUTE, { now })));
});
