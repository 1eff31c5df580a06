/**
 * Polls until `done` holds or the deadline passes (then returns the last value). Creates use
 * it to answer with the finished record when the job is quick, without holding a connection
 * while they wait: every few milliseconds at first, where most jobs finish, then less often.
 * `sleep` may end a wait early (a settled-record signal), so polling is only the fallback.
 */
export async function waitFor<T>(
  load: () => Promise<T>,
  done: (v: T) => boolean,
  timeoutMs: number,
  /** the first half-second's poll interval; a function is asked before each sleep */
  intervalMs: number | (() => number) = 5,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<T> {
  const start = Date.now();
  const deadline = start + timeoutMs;
  let value = await load();
  while (!done(value) && Date.now() < deadline) {
    const elapsed = Date.now() - start;
    const early = typeof intervalMs === 'function' ? intervalMs() : intervalMs;
    const interval = elapsed < 500 ? early : Math.max(early, Math.min(250, elapsed / 4));
    await sleep(Math.min(interval, Math.max(1, deadline - Date.now())));
    value = await load();
  }
  return value;
}
