/**
 * Helpers for the executor's tests (and their child processes): a scratch table where test
 * functions record each side effect, so tests can count how often a step really ran.
 */
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/index';
import type { RunRow } from './run-store';

export async function ensureEffectsTable(db: DbOrTx): Promise<void> {
  // Test files run in parallel: serialise the create so two of them cannot race on it.
  await sql`
    do $$ begin
      perform pg_advisory_xact_lock(hashtext('inngest_test_effects'));
      create table if not exists inngest_test_effects (
        key text not null, step text not null, pid integer not null, at timestamptz not null default now());
    end $$`.execute(db);
}

export async function recordEffect(db: DbOrTx, key: string, step: string): Promise<void> {
  await sql`insert into inngest_test_effects (key, step, pid) values (${key}, ${step}, ${process.pid})`.execute(db);
}

export async function countEffects(db: DbOrTx, key: string, step: string): Promise<number> {
  const r = await sql<{ n: number }>`
    select count(*)::int as n from inngest_test_effects where key = ${key} and step = ${step}`.execute(db);
  return r.rows[0].n;
}

/** The runs of `functionId` whose event carries data.key = `key`. */
export async function runsFor(db: DbOrTx, functionId: string, key: string): Promise<RunRow[]> {
  return db
    .selectFrom('inngest_runs')
    .selectAll()
    .where('function_id', '=', functionId)
    .where(sql<string>`event->'data'->>'key'`, '=', key)
    .orderBy('created_at')
    .execute();
}

/** Polls until `check` returns a value other than undefined. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 20_000, everyMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Waits for the single run of `functionId` for `key` to be completed or failed. */
export function finishedRun(db: DbOrTx, functionId: string, key: string, timeoutMs?: number): Promise<RunRow> {
  return eventually(async () => {
    const [run] = await runsFor(db, functionId, key);
    return run && (run.status === 'completed' || run.status === 'failed') ? run : undefined;
  }, timeoutMs);
}
