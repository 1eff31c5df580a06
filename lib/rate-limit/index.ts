/**
 * The request limiter of DESIGN §3 (100 per minute per key, sliding window), chosen by env:
 * Upstash REST, a TCP Redis through an adapter, or in-process.
 */
import { Ratelimit } from '@upstash/ratelimit';
import { Redis as UpstashRedis } from '@upstash/redis';
import IORedis from 'ioredis';
import { env } from '../env';
import { memoryLimiter } from './memory-limiter';
import { upstashCompatibleRedis } from './redis-script-adapter';
import type { RateLimiter } from './types';

export type { RateLimiter, LimitResult } from './types';

const WINDOW = '1 m';
const WINDOW_MS = 60_000;

export function redisLimiter(opts: { redisUrl: string; limit: number; prefix?: string }): RateLimiter & { close(): Promise<void> } {
  const client = new IORedis(opts.redisUrl, { maxRetriesPerRequest: 2, enableAutoPipelining: true, lazyConnect: false });
  client.on('error', (err) => console.error('[rate-limit] redis error:', err.message));
  const rl = new Ratelimit({
    // the adapter implements the two calls Ratelimit makes
    redis: upstashCompatibleRedis(client) as unknown as UpstashRedis,
    limiter: Ratelimit.slidingWindow(opts.limit, WINDOW),
    prefix: opts.prefix ?? 'cvlens:rl',
    analytics: false,
    // a process-local cache of blocked keys would let one process refuse what Redis allows
    ephemeralCache: false,
  });
  return {
    kind: 'redis',
    async limit(id) {
      const r = await rl.limit(id);
      return { success: r.success, limit: r.limit, remaining: r.remaining, reset: r.reset };
    },
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

function upstashLimiter(url: string, token: string, limit: number): RateLimiter {
  const rl = new Ratelimit({
    redis: new UpstashRedis({ url, token }),
    limiter: Ratelimit.slidingWindow(limit, WINDOW),
    prefix: 'cvlens:rl',
    analytics: false,
  });
  return {
    kind: 'upstash',
    async limit(id) {
      const r = await rl.limit(id);
      return { success: r.success, limit: r.limit, remaining: r.remaining, reset: r.reset };
    },
  };
}

const globalForLimiter = globalThis as unknown as { __cvlensLimiter?: RateLimiter };

export function getRateLimiter(): RateLimiter {
  if (globalForLimiter.__cvlensLimiter) return globalForLimiter.__cvlensLimiter;
  const e = env();
  const limit = e.RATE_LIMIT_PER_MINUTE;
  let limiter: RateLimiter;
  if (e.UPSTASH_REDIS_REST_URL) {
    if (!e.UPSTASH_REDIS_REST_TOKEN) throw new Error('UPSTASH_REDIS_REST_URL is set but UPSTASH_REDIS_REST_TOKEN is not');
    limiter = upstashLimiter(e.UPSTASH_REDIS_REST_URL, e.UPSTASH_REDIS_REST_TOKEN, limit);
  } else if (e.REDIS_URL) {
    limiter = redisLimiter({ redisUrl: e.REDIS_URL, limit });
  } else {
    limiter = memoryLimiter(limit, WINDOW_MS);
  }
  globalForLimiter.__cvlensLimiter = limiter;
  return limiter;
}

/** Tests swap the limiter (e.g. a Redis one with its own prefix). */
export function setRateLimiter(limiter: RateLimiter | undefined): void {
  globalForLimiter.__cvlensLimiter = limiter;
}
