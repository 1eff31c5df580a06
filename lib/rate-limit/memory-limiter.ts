/**
 * In-process exact sliding window (the same rule as the Redis script in sliding-log.ts): the
 * times of the allowed requests per identifier, and a request allowed only while fewer than the
 * limit are younger than the window. Only correct for a single server process: with several,
 * configure Redis.
 */
import type { LimitResult, LimitRule, RateLimiter } from './types';

interface Log {
  /** times of allowed requests, oldest first, from `head` on (a queue without shifting) */
  times: number[];
  head: number;
  windowMs: number;
}

const live = (log: Log) => log.times.length - log.head;

export function memoryLimiter(limit: number, windowMs: number, opts: { now?: () => number } = {}): RateLimiter {
  const defaultRule: LimitRule = { limit, windowMs };
  const clock = opts.now ?? Date.now;
  const logs = new Map<string, Log>();
  let lastSweep = 0;

  const sweep = (now: number) => {
    // forget identifiers with nothing left in their window, so the map stays small
    for (const [id, log] of logs) if (!live(log) || log.times[log.times.length - 1] <= now - log.windowMs) logs.delete(id);
    lastSweep = now;
  };

  return {
    kind: 'memory',
    async limit(id: string, rule: LimitRule = defaultRule): Promise<LimitResult> {
      const now = clock();
      if (now - lastSweep > 60_000) sweep(now);
      const key = `${rule.limit}/${rule.windowMs}:${id}`;
      let log = logs.get(key);
      if (!log) logs.set(key, (log = { times: [], head: 0, windowMs: rule.windowMs }));
      while (log.head < log.times.length && log.times[log.head] <= now - rule.windowMs) log.head++;
      if (log.head > 1024 && log.head * 2 > log.times.length) {
        log.times = log.times.slice(log.head);
        log.head = 0;
      }
      const success = live(log) < rule.limit;
      if (success) log.times.push(now);
      const reset = (live(log) ? log.times[log.head] : now) + rule.windowMs;
      return { success, limit: rule.limit, remaining: Math.max(0, rule.limit - live(log)), reset, resetAfterMs: reset - now };
    },
  };
}
