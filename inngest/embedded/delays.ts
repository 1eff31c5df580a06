/** How long a run waits before its next call: retry backoff and step.sleep. */

const MAX_BACKOFF_MS = 10 * 60_000;

/**
 * Exponential backoff for retry number `attempt` (1 = first retry) from `baseMs`, with ±25%
 * jitter so runs that failed together do not retry together; a `retry-after` header from
 * the SDK (RetryAfterError: whole seconds or an ISO date) takes precedence.
 */
export function retryDelayMs(attempt: number, baseMs: number, retryAfter?: string | null, now = Date.now()): number {
  const requested = retryAfter ? parseRetryAfter(retryAfter, now) : undefined;
  if (requested !== undefined) return requested;
  const exp = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_BACKOFF_MS);
  return Math.round(exp * (0.75 + Math.random() * 0.5));
}

function parseRetryAfter(value: string, now: number): number | undefined {
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

const UNIT_MS: Record<string, number> = { w: 604_800_000, d: 86_400_000, h: 3_600_000, m: 60_000, s: 1000 };

/**
 * The wait of a Sleep op. The SDK names it with a duration such as "1h30m5s" (step.sleep) or
 * an ISO date (step.sleepUntil).
 */
export function sleepDelayMs(name: string, now = Date.now()): number {
  const duration = /^(\d+[wdhms])+$/.test(name);
  if (duration) {
    let total = 0;
    for (const [, n, unit] of name.matchAll(/(\d+)([wdhms])/g)) total += Number(n) * UNIT_MS[unit];
    return total;
  }
  const at = Date.parse(name);
  if (Number.isNaN(at)) throw new Error(`Unrecognised sleep "${name}"`);
  return Math.max(0, at - now);
}
