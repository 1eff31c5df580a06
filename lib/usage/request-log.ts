/**
 * The request log and the counts by status: every answer to a request whose key is known
 * (successes, 403, 404, 429, and 401 for a revoked or expired key, which its organisation should
 * see) is kept in memory and written in one batch every FLUSH_MS, like the call counter. The
 * buffer is bounded: past MAX_PENDING rows (a flood faster than PostgreSQL takes them) the log
 * rows are dropped, while the counts by status are still kept (they are one row per key, day and
 * status). Each flush trims the log to the newest 1,000 calls of each organisation written.
 */
import { getAsyncCommitDb, type DbOrTx } from '../../db/index';
import { findKeyOwnerByHash } from '../../db/queries/api-keys';
import { addStatusCounts, existingKeyIds, insertRequests, trimRequestLog, type LoggedRequest, type StatusCount } from '../../db/queries/request-log';
import { env } from '../env';
import { utcDay } from '../time';
import { endpointLabel } from './record-call';

const FLUSH_MS = 250;
const MAX_PENDING = 5_000;
/** paths are bounded before they are stored: a client chooses them */
const MAX_PATH = 300;

interface State {
  rows: LoggedRequest[];
  counts: Map<string, StatusCount>;
  dropped: number;
  timer?: NodeJS.Timeout;
  chain: Promise<void>;
  /** owner lookups of refused keys still running */
  lookups: Set<Promise<void>>;
}

// On globalThis: Next.js bundles routes separately, and all must share one buffer.
const store = globalThis as unknown as { __cvlensRequestLog?: State };
const state: State = (store.__cvlensRequestLog ??= { rows: [], counts: new Map(), dropped: 0, chain: Promise.resolve(), lookups: new Set() });

function count(c: StatusCount) {
  const key = `${c.organizationId}|${c.apiKeyId}|${c.day}|${c.status}`;
  const entry = state.counts.get(key);
  if (entry) entry.count += c.count;
  else state.counts.set(key, { ...c });
}

function schedule() {
  state.timer ??= setTimeout(() => {
    flushRequestLog().catch((err) => console.error('[cvlens] could not write the request log (counts kept for the next try):', (err as Error).message));
  }, FLUSH_MS).unref();
}

export interface AnsweredRequest {
  requestId: string;
  organizationId: string;
  apiKeyId: string;
  method: string;
  pathname: string;
  status: number;
  latencyMs: number;
  at?: Date;
}

/** Notes one answer. Never throws and never waits (on Vercel, it writes before the function may be frozen). */
export function logRequest(r: AnsweredRequest): Promise<void> | void {
  const at = r.at ?? new Date();
  count({ organizationId: r.organizationId, apiKeyId: r.apiKeyId, day: utcDay(at), status: r.status, count: 1 });
  if (state.rows.length < MAX_PENDING) {
    state.rows.push({
      id: r.requestId,
      organizationId: r.organizationId,
      apiKeyId: r.apiKeyId,
      createdAt: at,
      method: r.method.toUpperCase().slice(0, 10),
      path: r.pathname.slice(0, MAX_PATH),
      endpoint: endpointLabel(r.method, r.pathname),
      status: r.status,
      latencyMs: Math.max(0, Math.round(r.latencyMs)),
    });
  } else state.dropped++;
  if (env().VERCEL) return flushRequestLog().catch(() => undefined);
  schedule();
}

/** bounds the lookups a flood of refused keys can start at once */
const MAX_LOOKUPS = 64;

/**
 * A 401 for a well-formed key: when the hash is a known key's (revoked, expired, or an old secret
 * past its grace period), its organisation sees the refusal. Unknown keys belong to nobody.
 */
export function logRefusedKey(db: DbOrTx, keyHash: string, r: Omit<AnsweredRequest, 'organizationId' | 'apiKeyId'>): void {
  if (state.lookups.size >= MAX_LOOKUPS) return;
  const at = r.at ?? new Date();
  const lookup = findKeyOwnerByHash(db, keyHash)
    .then((owner) => {
      if (owner) void logRequest({ ...r, at, organizationId: owner.organization_id, apiKeyId: owner.id });
    })
    .catch(() => undefined)
    .finally(() => state.lookups.delete(lookup));
  state.lookups.add(lookup);
}

async function write(db: DbOrTx, allRows: LoggedRequest[], allCounts: StatusCount[]) {
  // an organisation deleted since (its keys with it) would fail the batch on every retry
  const keys = await existingKeyIds(db, [...new Set(allCounts.map((c) => c.apiKeyId))]);
  const rows = allRows.filter((r) => keys.has(r.apiKeyId));
  const counts = allCounts.filter((c) => keys.has(c.apiKeyId));
  await addStatusCounts(db, counts);
  await insertRequests(db, rows);
  await trimRequestLog(db, [...new Set(rows.map((r) => r.organizationId))]);
}

/** Writes everything noted so far (after a flush in progress). A failed write keeps the counts; log rows are dropped. */
export function flushRequestLog(db: DbOrTx = getAsyncCommitDb()): Promise<void> {
  const run = state.chain.then(async () => {
    await Promise.all(state.lookups);
    clearTimeout(state.timer);
    state.timer = undefined;
    if (!state.rows.length && !state.counts.size) return;
    const rows = state.rows;
    // in key order: processes flushing at once lock the shared rows in the same order
    const counts = [...state.counts.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, c]) => c);
    state.rows = [];
    state.counts.clear();
    if (state.dropped) {
      console.warn(`[cvlens] request log: ${state.dropped} calls not logged (more than ${MAX_PENDING} waiting); their status counts are kept`);
      state.dropped = 0;
    }
    try {
      await write(db, rows, counts);
    } catch (err) {
      for (const c of counts) count(c);
      throw err;
    }
  });
  state.chain = run.catch(() => undefined);
  return run;
}
