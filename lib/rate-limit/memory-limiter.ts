/**
 * In-process sliding-window limiter with the same arithmetic as Ratelimit.slidingWindow:
 * the previous fixed window's count weighted by how much of it still overlaps the sliding window.
 * Only correct for a single server process: with several, configure Redis.
 */
import type { LimitResult, RateLimiter } from './types';

export function memoryLimiter(limit: number, windowMs: number): RateLimiter {
  const windows = new Map<string, number>();
  let lastSweep = 0;
  return {
    kind: 'memory',
    async limit(id: string): Promise<LimitResult> {
      const now = Date.now();
      const current = Math.floor(now / windowMs);
      if (now - lastSweep > windowMs) {
        // forget windows older than the previous one so the map stays small
        for (const k of windows.keys()) if (Number(k.slice(k.lastIndexOf(':') + 1)) < current - 1) windows.delete(k);
        lastSweep = now;
      }
      const curKey = `${id}:${current}`;
      const prev = windows.get(`${id}:${current - 1}`) ?? 0;
      const cur = windows.get(curKey) ?? 0;
      const overlap = 1 - (now % windowMs) / windowMs;
      const used = Math.floor(prev * overlap) + cur;
      const reset = (current + 1) * windowMs;
      if (used >= limit) return { success: false, limit, remaining: 0, reset };
      windows.set(curKey, cur + 1);
      return { success: true, limit, remaining: limit - used - 1, reset };
    },
  };
}
