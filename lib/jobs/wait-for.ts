/**
 * Polls until `check` returns a value or the deadline passes (then returns the last value).
 * Creates use it to answer with the finished record when the job is quick, without holding
 * a connection while they wait.
 */
export async function waitFor<T>(load: () => Promise<T>, done: (v: T) => boolean, timeoutMs: number, intervalMs = 15): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await load();
  let interval = intervalMs;
  while (!done(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, Math.min(interval, Math.max(1, deadline - Date.now()))));
    interval = Math.min(interval * 1.5, 250);
    value = await load();
  }
  return value;
}
