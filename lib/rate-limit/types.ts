/** How many requests one identifier may make within any window of `windowMs`. */
export interface LimitRule {
  limit: number;
  windowMs: number;
}

export interface LimitResult {
  success: boolean;
  limit: number;
  remaining: number;
  /**
   * ms since epoch when the oldest request still counted leaves the window, i.e. when
   * `remaining` next goes up (for a refused request: when one more is allowed)
   */
  reset: number;
  /** reset − now by the limiter's own clock (Redis's, for the Redis limiters) */
  resetAfterMs: number;
}

export interface RateLimiter {
  kind: 'upstash' | 'redis' | 'memory';
  /** Counts one request of `identifier` under `rule` (by default the limiter's own: the API's per-key limit). */
  limit(identifier: string, rule?: LimitRule): Promise<LimitResult>;
}
