import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getDb } from '../../db/index';
import { enqueueEvents } from './event-queue';
import { createEmbeddedExecutor, type EmbeddedExecutor } from './executor';
import { exitOf, spawnTestWorker } from './spawn-test-worker';
import { countEffects, ensureEffectsTable, finishedRun, runsFor } from './test-support';
import { crashEveryTime, crashInStepTwo } from './test-worker-functions';

const db = getDb();
let takeover: EmbeddedExecutor | undefined;

beforeAll(() => ensureEffectsTable(db));
afterAll(() => takeover?.stop());

it('resumes a run whose process was killed mid-step, re-running only the step in flight', async () => {
  const key = randomUUID();
  const worker = await spawnTestWorker('crash', { TEST_CRASH_IN_STEP_TWO: '1', TEST_LEASE_MS: '1500' });
  await enqueueEvents(db, [{ name: 'test/worker.crash', data: { key } }]);
  expect(await exitOf(worker)).toEqual({ code: null, signal: 'SIGKILL' });

  const [orphan] = await runsFor(db, 'cvlens-test-worker-crash', key);
  expect(orphan.status).toBe('running');
  expect(orphan.lease_owner).toContain(`:${worker.pid}:`);
  expect(Object.values(orphan.steps)).toEqual([{ type: 'data', data: 'one done' }]);

  takeover = createEmbeddedExecutor({ functions: [crashInStepTwo], pollMs: 100, leaseMs: 1_000 });
  const run = await finishedRun(db, 'cvlens-test-worker-crash', key);
  expect(run.status).toBe('completed');
  expect(run.output).toEqual(['one done', 'two done']);
  expect(run.lease_owner).toBeNull();
  expect(await countEffects(db, key, 'one')).toBe(1);
  expect(await countEffects(db, key, 'two')).toBe(2);
});

it('fails a run for good once every attempt of its step took the process down, without running it again', async () => {
  const key = randomUUID();
  await enqueueEvents(db, [{ name: 'test/worker.poison', data: { key } }]);
  // two attempts allowed (retries: 1): each process that takes the run dies in the step
  for (let crash = 1; crash <= 2; crash++) {
    const worker = await spawnTestWorker('poison', { TEST_CRASH_ALWAYS: '1', TEST_LEASE_MS: '1000' });
    expect(await exitOf(worker)).toEqual({ code: null, signal: 'SIGKILL' });
    expect(await countEffects(db, key, 'poison')).toBe(crash);
  }
  const [orphan] = await runsFor(db, 'cvlens-test-worker-poison', key);
  expect(orphan.status).toBe('running');

  // a healthy process takes over after the lease: the step would survive here, but it is not run
  const survivor = createEmbeddedExecutor({ functions: [crashEveryTime], pollMs: 100, leaseMs: 1_000 });
  try {
    const run = await finishedRun(db, 'cvlens-test-worker-poison', key);
    expect(run.status).toBe('failed');
    expect(JSON.stringify(run.last_error)).toContain('stopped its server 2 times');
    expect(await countEffects(db, key, 'poison')).toBe(2);
  } finally {
    await survivor.stop();
  }
});
