import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getDb } from '../../db/index';
import { inngest } from '../client';
import { sendEvent } from '../send';
import { createEmbeddedExecutor, type EmbeddedExecutor } from './executor';
import { countEffects, ensureEffectsTable, eventually, finishedRun, recordEffect, runsFor } from './test-support';

const db = getDb();
let openGate: () => void;
const gate = new Promise<void>((resolve) => (openGate = resolve));

const gated = inngest.createFunction(
  { id: 'test-stop-gated', triggers: [{ event: 'test/stop.gated' }] },
  async ({ event, step }) => {
    const key: string = event.data.key;
    await step.run('first', async () => {
      await recordEffect(db, key, 'first');
      await gate;
    });
    await step.run('second', () => recordEffect(db, key, 'second'));
    return 'done';
  },
);

const quick = inngest.createFunction(
  { id: 'test-stop-quick', triggers: [{ event: 'test/stop.quick' }] },
  async ({ event, step }) => step.run('only', () => recordEffect(db, event.data.key, 'only')),
);

const notified = inngest.createFunction(
  { id: 'test-stop-notified', triggers: [{ event: 'test/stop.notified' }] },
  async ({ event, step }) => step.run('only', () => recordEffect(db, event.data.key, 'only')),
);

const started: EmbeddedExecutor[] = [];
beforeAll(() => ensureEffectsTable(db));
afterAll(() => Promise.all(started.map((e) => e.stop())));

it('on stop, finishes the step in flight, commits it and hands the run back for another executor', async () => {
  const key = randomUUID();
  const first = createEmbeddedExecutor({ functions: [gated], pollMs: 100 });
  started.push(first);
  await sendEvent(db, { name: 'test/stop.gated', data: { key } });
  await eventually(async () => ((await countEffects(db, key, 'first')) === 1 ? true : undefined));

  const stopped = first.stop();
  openGate();
  await stopped;
  const [released] = await runsFor(db, 'cvlens-test-stop-gated', key);
  expect(released.status).toBe('queued');
  expect(released.lease_owner).toBeNull();
  expect(Object.keys(released.steps)).toHaveLength(1);

  started.push(createEmbeddedExecutor({ functions: [gated], pollMs: 100 }));
  expect((await finishedRun(db, 'cvlens-test-stop-gated', key)).output).toBe('done');
  expect(await countEffects(db, key, 'first')).toBe(1);
  expect(await countEffects(db, key, 'second')).toBe(1);
});

it('starts a new run on wake() without waiting for the next poll', async () => {
  const key = randomUUID();
  // No LISTEN and a ten-minute poll: only wake() can start the run in time.
  const executor = createEmbeddedExecutor({ functions: [quick], databaseUrl: null, pollMs: 10 * 60_000 });
  started.push(executor);
  await new Promise((r) => setTimeout(r, 200)); // let its slots go idle
  await sendEvent(db, { name: 'test/stop.quick', data: { key } });
  executor.wake();
  expect((await finishedRun(db, 'cvlens-test-stop-quick', key, 20_000)).status).toBe('completed');
});

it('starts a run enqueued by another connection as soon as its transaction commits (LISTEN/NOTIFY)', async () => {
  const key = randomUUID();
  const executor = createEmbeddedExecutor({ functions: [notified], pollMs: 10 * 60_000 });
  started.push(executor);
  await new Promise((r) => setTimeout(r, 200)); // connected and idle
  await db.transaction().execute((trx) => sendEvent(trx, { name: 'test/stop.notified', data: { key } }));
  expect((await finishedRun(db, 'cvlens-test-stop-notified', key, 20_000)).status).toBe('completed');
});
