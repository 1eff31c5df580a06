/**
 * Counts API calls in memory and writes them in one statement every FLUSH_MS. Every call of a
 * key increments the same counter row, so writing each call on its own made all calls of a
 * busy key queue on that row's lock (and cost PostgreSQL a write per read). Calls whose handler
 * needs the exact count (creates: overage pricing; GET /usage) flush before they go on, so what
 * they see includes every call this process has counted. The cost: a hard crash of the process
 * loses at most the last FLUSH_MS of read-call counts (never a record or a credit).
 */
import { getAsyncCommitDb, type DbOrTx } from '../../db/index';
import { touchApiKeys } from '../../db/queries/api-keys';
import { addUsageCounts, type UsageCount } from '../../db/queries/usage';
import { utcDay } from '../time';

const FLUSH_MS = 100;

type Pending = UsageCount;

interface CounterState {
  pending: Map<string, Pending>;
  timer?: NodeJS.Timeout;
  /** the flush in progress; flushes run one at a time */
  chain: Promise<void>;
}

// On globalThis: Next.js bundles routes separately, and all must share one buffer.
const store = globalThis as unknown as { __cvlensCallCounter?: CounterState };
const state: CounterState = (store.__cvlensCallCounter ??= { pending: new Map(), chain: Promise.resolve() });

function add(p: Pending): void {
  const key = `${p.organizationId}|${p.apiKeyId}|${p.day}|${p.endpoint}`;
  const entry = state.pending.get(key);
  if (entry) entry.count += p.count;
  else state.pending.set(key, { ...p });
  state.timer ??= setTimeout(() => {
    flushApiCalls().catch((err) => console.error('[cvlens] could not write API call counts (kept for the next try):', (err as Error).message));
  }, FLUSH_MS).unref();
}

export function countApiCall(c: { organizationId: string; apiKeyId: string; endpoint: string; now?: Date }): void {
  add({ organizationId: c.organizationId, apiKeyId: c.apiKeyId, day: utcDay(c.now ?? new Date()), endpoint: c.endpoint, count: 1 });
}

async function write(db: DbOrTx, batch: Pending[]): Promise<void> {
  await addUsageCounts(db, batch);
  await touchApiKeys(db, [...new Set(batch.map((p) => p.apiKeyId))]);
}

/** Writes every call counted so far (waiting for a flush in progress first). A failed write keeps the counts. */
export function flushApiCalls(db: DbOrTx = getAsyncCommitDb()): Promise<void> {
  const run = state.chain.then(async () => {
    clearTimeout(state.timer);
    state.timer = undefined;
    if (state.pending.size === 0) return;
    // in key order: processes flushing at once then lock the shared rows in the same order
    const batch = [...state.pending.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, p]) => p);
    state.pending.clear();
    try {
      await write(db, batch);
    } catch (err) {
      for (const p of batch) add(p);
      throw err;
    }
  });
  state.chain = run.catch(() => undefined);
  return run;
}
