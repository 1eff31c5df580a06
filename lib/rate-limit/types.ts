export interface LimitResult {
  success: boolean;
  limit: number;
  remaining: number;
  /** ms since epoch when the window frees up */
  reset: number;
}

export interface RateLimiter {
  kind: 'upstash' | 'redis' | 'memory';
  limit(identifier: string): Promise<LimitResult>;
}
