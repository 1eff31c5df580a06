import { randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getDb } from '../../db/index';
import { enqueueEvents } from './event-queue';
import { exitOf, spawnTestWorker } from './spawn-test-worker';
import { ensureEffectsTable, eventually } from './test-support';

const db = getDb();
const workers: ChildProcess[] = [];

beforeAll(() => ensureEffectsTable(db));
afterAll(() => workers.forEach((w) => w.exitCode === null && w.kill('SIGKILL')));

it('shares 20 runs between two processes, running every step exactly once', async () => {
  workers.push(...(await Promise.all([spawnTestWorker('shared'), spawnTestWorker('shared')])));
  const keys = Array.from({ length: 20 }, () => randomUUID());
  await enqueueEvents(db, keys.map((key) => ({ name: 'test/worker.shared', data: { key } })));

  await eventually(async () => {
    const r = await sql<{ n: number }>`
      select count(*)::int as n from inngest_runs
      where function_id = 'cvlens-test-worker-shared' and status = 'completed' and event->'data'->>'key' = any(${keys}::text[])`.execute(db);
    return r.rows[0].n === keys.length ? true : undefined;
  }, 30_000);

  const effects = await sql<{ key: string; step: string; n: number; pids: number[] }>`
    select key, step, count(*)::int as n, array_agg(distinct pid) as pids from inngest_test_effects
    where key = any(${keys}::text[]) group by key, step`.execute(db);
  expect(effects.rows).toHaveLength(keys.length * 3);
  expect(effects.rows.filter((e) => e.n !== 1)).toEqual([]);
  const pids = new Set(effects.rows.flatMap((e) => e.pids));
  expect([...pids].sort()).toEqual(workers.map((w) => w.pid).sort());

  for (const w of workers) w.kill('SIGTERM');
  for (const w of workers) expect(await exitOf(w)).toEqual({ code: 0, signal: null });
});
