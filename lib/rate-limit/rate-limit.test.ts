import { afterAll, describe, expect, it } from 'vitest';
import { GET as getUsage } from '../../app/api/v1/usage/route';
import { MESSAGES } from '../errors';
import { createTestTenant } from '../testing/tenants';
import { callRoute } from '../testing/call-route';
import { redisLimiter, setRateLimiter } from './index';
import { memoryLimiter } from './memory-limiter';

const REDIS_URL = process.env.REDIS_URL;
const prefix = () => `cvlens-test:${Date.now()}:${Math.random().toString(36).slice(2)}`;

afterAll(() => setRateLimiter(undefined));

describe.skipIf(!REDIS_URL)('rate limit through Redis', () => {
  it('allows exactly 100 of 130 concurrent requests on one key, the rest 429 with Retry-After', async () => {
    const limiter = redisLimiter({ redisUrl: REDIS_URL!, limit: 100, prefix: prefix() });
    setRateLimiter(limiter);
    try {
      const t = await createTestTenant();
      const results = await Promise.all(Array.from({ length: 130 }, () => callRoute(getUsage, '/api/v1/usage', { key: t.key })));
      const ok = results.filter((r) => r.status === 200);
      const limited = results.filter((r) => r.status === 429);
      expect(ok).toHaveLength(100);
      expect(limited).toHaveLength(30);
      for (const r of limited) {
        expect(r.body).toEqual({ error: MESSAGES.rateLimited });
        expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(r.headers.get('x-ratelimit-remaining')).toBe('0');
      }
    } finally {
      await limiter.close();
    }
  });

  it('holds the limit across two limiter instances sharing Redis (two processes)', async () => {
    const p = prefix();
    const a = redisLimiter({ redisUrl: REDIS_URL!, limit: 100, prefix: p });
    const b = redisLimiter({ redisUrl: REDIS_URL!, limit: 100, prefix: p });
    try {
      const results = await Promise.all(Array.from({ length: 130 }, (_, i) => (i % 2 ? a : b).limit('key-1')));
      expect(results.filter((r) => r.success)).toHaveLength(100);
      // another key has its own budget
      expect((await a.limit('key-2')).success).toBe(true);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('in-process limiter', () => {
  it('allows exactly the limit within a window', async () => {
    const l = memoryLimiter(100, 60_000);
    const results = await Promise.all(Array.from({ length: 130 }, () => l.limit('k')));
    expect(results.filter((r) => r.success)).toHaveLength(100);
    expect(results.at(-1)!.remaining).toBe(0);
  });
});
