/**
 * The request limiter (RATE_LIMIT_PER_MINUTE per key, 100 by default), an exact sliding window
 * (sliding-log.ts) kept in Upstash Redis over REST, a TCP Redis, or in-process, chosen by env.
 * The API's per-key limit is its default rule; sign-in, sign-up, password resets and
 * invitations pass their own rules (lib/auth/throttle.ts) to the same limiter.
 */
import { randomBytes } from 'node:crypto';
import { Redis as UpstashRedis } from '@upstash/redis';
import IORedis from 'ioredis';
import { env } from '../env';
import { memoryLimiter } from './memory-limiter';
import { SLIDING_LOG_SCRIPT, toLimitResult } from './sliding-log';
import type { LimitRule, RateLimiter } from './types';

export type { RateLimiter, LimitResult, LimitRule } from './types';

/** the window every API rate limit counts in */
export const WINDOW_MS = 60_000;
const DEFAULT_PREFIX = 'cvlens:rl';

interface RedisLimiterOptions {
  /** the default rule's limit per minute */
  limit: number;
  prefix?: string;
  /** for tests: the time to count with instead of Redis's clock */
  now?: () => number;
}

const nonce = () => randomBytes(6).toString('base64url');
const scriptArgs = (rule: LimitRule, now: (() => number) | undefined) => [rule.limit, rule.windowMs, now ? now() : -1, nonce()];
const keyOf = (prefix: string, rule: LimitRule, id: string) => `${prefix}:${rule.limit}/${rule.windowMs}:${id}`;

type CvlensRedis = IORedis & { cvlensSlidingLog(key: string, ...args: (string | number)[]): Promise<unknown> };

export function redisLimiter(opts: { redisUrl: string } & RedisLimiterOptions): RateLimiter & { close(): Promise<void> } {
  const client = new IORedis(opts.redisUrl, { maxRetriesPerRequest: 2, enableAutoPipelining: true, lazyConnect: false }) as CvlensRedis;
  client.on('error', (err) => console.error('[rate-limit] redis error:', err.message));
  // ioredis sends EVALSHA and falls back to EVAL once when the script is not loaded yet
  client.defineCommand('cvlensSlidingLog', { numberOfKeys: 1, lua: SLIDING_LOG_SCRIPT });
  const defaultRule = { limit: opts.limit, windowMs: WINDOW_MS };
  const prefix = opts.prefix ?? DEFAULT_PREFIX;
  return {
    kind: 'redis',
    async limit(id, rule = defaultRule) {
      return toLimitResult(await client.cvlensSlidingLog(keyOf(prefix, rule, id), ...scriptArgs(rule, opts.now)), rule);
    },
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

export function upstashLimiter(opts: { url: string; token: string } & RedisLimiterOptions): RateLimiter {
  const redis = new UpstashRedis({ url: opts.url, token: opts.token });
  // EVALSHA with a fallback to EVAL, like ioredis's defineCommand
  const script = redis.createScript<unknown>(SLIDING_LOG_SCRIPT);
  const defaultRule = { limit: opts.limit, windowMs: WINDOW_MS };
  const prefix = opts.prefix ?? DEFAULT_PREFIX;
  return {
    kind: 'upstash',
    async limit(id, rule = defaultRule) {
      return toLimitResult(await script.exec([keyOf(prefix, rule, id)], scriptArgs(rule, opts.now).map(String)), rule);
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
    limiter = upstashLimiter({ url: e.UPSTASH_REDIS_REST_URL, token: e.UPSTASH_REDIS_REST_TOKEN, limit });
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
