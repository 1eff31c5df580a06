/**
 * One charging transaction per organisation at a time in this process. Every charge locks the
 * organisation's row (credits.ts), so a second create of the same organisation could only wait
 * for that lock inside PostgreSQL, holding a pooled connection all the while: under a burst of
 * creates those waiters took the whole pool, and every status read queued behind them. Waiting
 * for the turn here holds no connection and leaves other organisations alone; between processes
 * the row lock still decides.
 */
const store = globalThis as unknown as { __cvlensOrganizationTurns?: Map<string, Promise<void>> };
// On globalThis: Next.js bundles routes separately, and all must take turns in one queue.
const lastInLine = (store.__cvlensOrganizationTurns ??= new Map());

/** Runs `work` once every earlier call for this organisation has settled. */
export async function inOrganizationTurn<T>(organizationId: string, work: () => Promise<T>): Promise<T> {
  const before = lastInLine.get(organizationId);
  let done!: () => void;
  const mine = new Promise<void>((resolve) => (done = resolve));
  lastInLine.set(organizationId, mine);
  try {
    await before;
    return await work();
  } finally {
    done();
    if (lastInLine.get(organizationId) === mine) lastInLine.delete(organizationId);
  }
}
