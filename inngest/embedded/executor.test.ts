import { randomUUID } from 'node:crypto';
import { NonRetriableError } from 'inngest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/index';
import { inngest } from '../client';
import { sendEvent } from '../send';
import { enqueueEvents } from './event-queue';
import { createEmbeddedExecutor, type EmbeddedExecutor, type RunFailure } from './executor';
import { countEffects, ensureEffectsTable, eventually, finishedRun, recordEffect, runsFor } from './test-support';

const db = getDb();

const multiStep = inngest.createFunction(
  { id: 'test-exec-multi', triggers: [{ event: 'test/exec.multi' }] },
  async ({ event, step }) => {
    const key: string = event.data.key;
    const a = await step.run('a', async () => (await recordEffect(db, key, 'a'), 1));
    const b = await step.run('b', async () => (await recordEffect(db, key, 'b'), a + 1));
    const c = await step.run('c', async () => (await recordEffect(db, key, 'c'), b + 1));
    return { total: a + b + c };
  },
);

const flaky = inngest.createFunction(
  { id: 'test-exec-flaky', retries: 2, triggers: [{ event: 'test/exec.flaky' }] },
  async ({ event, step }) => {
    const key: string = event.data.key;
    await step.run('before', () => recordEffect(db, key, 'before'));
    return step.run('flaky', async () => {
      await recordEffect(db, key, 'flaky');
      if ((await countEffects(db, key, 'flaky')) === 1) throw new Error('first try fails');
      return 'recovered';
    });
  },
);

const doomed = inngest.createFunction(
  {
    id: 'test-exec-doomed',
    retries: 1,
    triggers: [{ event: 'test/exec.doomed' }],
    onFailure: async ({ event, error }) => {
      const key: string = event.data.event.data.key;
      await recordEffect(db, key, `on-failure:${error.message}`);
    },
  },
  async ({ event, step }) => {
    const key: string = event.data.key;
    await step.run('always-fails', async () => {
      await recordEffect(db, key, 'attempt');
      throw new Error('never works');
    });
  },
);

const refused = inngest.createFunction(
  { id: 'test-exec-refused', retries: 3, triggers: [{ event: 'test/exec.refused' }] },
  async ({ event }) => {
    await recordEffect(db, event.data.key, 'body');
    throw new NonRetriableError('bad input');
  },
);

const sender = inngest.createFunction(
  { id: 'test-exec-sender', triggers: [{ event: 'test/exec.sender' }] },
  async ({ event, step }) => {
    const key: string = event.data.key;
    await step.sendEvent('follow-up', { name: 'test/exec.follow-up', data: { key } });
    await inngest.send({ name: 'test/exec.follow-up', data: { key: `${key}-direct` } });
    return 'sent';
  },
);

const followUp = inngest.createFunction(
  { id: 'test-exec-follow-up', triggers: [{ event: 'test/exec.follow-up' }] },
  async ({ event, step }) => {
    await step.run('record', () => recordEffect(db, event.data.key, 'follow-up'));
  },
);

const sleeper = inngest.createFunction(
  { id: 'test-exec-sleeper', triggers: [{ event: 'test/exec.sleeper' }] },
  async ({ event, step }) => {
    const key: string = event.data.key;
    const before = await step.run('before', async () => (await recordEffect(db, key, 'before'), Date.now()));
    await step.sleep('nap', '1s');
    const after = await step.run('after', async () => (await recordEffect(db, key, 'after'), Date.now()));
    return { slept: after - before >= 1000 };
  },
);

const parallel = inngest.createFunction(
  { id: 'test-exec-parallel', triggers: [{ event: 'test/exec.parallel' }] },
  async ({ event, step }) => {
    const key: string = event.data.key;
    const [x, y] = await Promise.all([
      step.run('x', async () => (await recordEffect(db, key, 'x'), 'x')),
      step.run('y', async () => (await recordEffect(db, key, 'y'), 'y')),
    ]);
    return x + y;
  },
);

const waiter = inngest.createFunction(
  { id: 'test-exec-waiter', triggers: [{ event: 'test/exec.waiter' }] },
  async ({ step }) => step.waitForEvent('approval', { event: 'test/exec.approved', timeout: '1h' }),
);

let executor: EmbeddedExecutor;
const failures: RunFailure[] = [];

beforeAll(async () => {
  await ensureEffectsTable(db);
  executor = createEmbeddedExecutor({
    functions: [multiStep, flaky, doomed, refused, sender, followUp, sleeper, parallel, waiter],
    pollMs: 200,
    retryBaseMs: 20,
    leaseMs: 5_000,
    onFailure: (f) => void failures.push(f),
  });
});
afterAll(() => executor.stop());

const newKey = () => randomUUID();

describe('embedded executor', () => {
  it('runs a multi-step function to completion, each step once, and stores its output', async () => {
    const key = newKey();
    await sendEvent(db, { name: 'test/exec.multi', data: { key } });
    const run = await finishedRun(db, 'cvlens-test-exec-multi', key);
    expect(run.status).toBe('completed');
    expect(run.output).toEqual({ total: 6 });
    expect(Object.keys(run.steps)).toHaveLength(3);
    expect(run.stack).toHaveLength(3);
    for (const step of ['a', 'b', 'c']) expect(await countEffects(db, key, step)).toBe(1);
  });

  it('creates runs with the transaction that enqueued them, and none when it rolls back', async () => {
    const committed = newKey();
    const rolledBack = newKey();
    await db.transaction().execute((trx) => enqueueEvents(trx, [{ name: 'test/exec.multi', data: { key: committed } }]));
    await db
      .transaction()
      .execute(async (trx) => {
        await enqueueEvents(trx, [{ name: 'test/exec.multi', data: { key: rolledBack } }]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await finishedRun(db, 'cvlens-test-exec-multi', committed)).status).toBe('completed');
    expect(await runsFor(db, 'cvlens-test-exec-multi', rolledBack)).toHaveLength(0);
  });

  it('retries a step that throws and then succeeds, without re-running earlier steps', async () => {
    const key = newKey();
    await sendEvent(db, { name: 'test/exec.flaky', data: { key } });
    const run = await finishedRun(db, 'cvlens-test-exec-flaky', key);
    expect(run.status).toBe('completed');
    expect(run.output).toBe('recovered');
    expect(await countEffects(db, key, 'flaky')).toBe(2);
    expect(await countEffects(db, key, 'before')).toBe(1);
    expect(run.last_error).toMatchObject({ message: 'first try fails' });
  });

  it('fails for good after the retries, then runs the onFailure handler and the hook once', async () => {
    const key = newKey();
    await sendEvent(db, { name: 'test/exec.doomed', data: { key } });
    const run = await finishedRun(db, 'cvlens-test-exec-doomed', key);
    expect(run.status).toBe('failed');
    expect(await countEffects(db, key, 'attempt')).toBe(2);
    const handlerRun = await eventually(async () => {
      const rows = await db.selectFrom('inngest_runs').selectAll().where('function_id', '=', 'cvlens-test-exec-doomed-failure').execute();
      const mine = rows.find((r) => (r.event.data as { run_id: string }).run_id === run.id);
      return mine?.status === 'completed' ? mine : undefined;
    });
    expect(handlerRun.event.name).toBe('inngest/function.failed');
    expect(await countEffects(db, key, 'on-failure:never works')).toBe(1);
    expect(failures.filter((f) => f.runId === run.id)).toHaveLength(1);
    expect(failures.find((f) => f.runId === run.id)?.error).toMatchObject({ message: 'never works' });
  });

  it('does not retry a NonRetriableError', async () => {
    const key = newKey();
    await sendEvent(db, { name: 'test/exec.refused', data: { key } });
    const run = await finishedRun(db, 'cvlens-test-exec-refused', key);
    expect(run.status).toBe('failed');
    expect(run.last_error).toMatchObject({ message: 'bad input' });
    expect(await countEffects(db, key, 'body')).toBe(1);
  });

  it('captures events sent from a function (step.sendEvent and inngest.send) and runs their functions', async () => {
    const key = newKey();
    await sendEvent(db, { name: 'test/exec.sender', data: { key } });
    expect((await finishedRun(db, 'cvlens-test-exec-sender', key)).status).toBe('completed');
    expect((await finishedRun(db, 'cvlens-test-exec-follow-up', key)).status).toBe('completed');
    expect((await finishedRun(db, 'cvlens-test-exec-follow-up', `${key}-direct`)).status).toBe('completed');
    expect(await countEffects(db, key, 'follow-up')).toBe(1);
    expect(await countEffects(db, `${key}-direct`, 'follow-up')).toBe(1);
  });

  it('resumes after step.sleep', async () => {
    const key = newKey();
    await sendEvent(db, { name: 'test/exec.sleeper', data: { key } });
    const run = await finishedRun(db, 'cvlens-test-exec-sleeper', key);
    expect(run.output).toEqual({ slept: true });
    expect(await countEffects(db, key, 'before')).toBe(1);
    expect(await countEffects(db, key, 'after')).toBe(1);
  });

  it('runs parallel steps one at a time, each once', async () => {
    const key = newKey();
    await sendEvent(db, { name: 'test/exec.parallel', data: { key } });
    const run = await finishedRun(db, 'cvlens-test-exec-parallel', key);
    expect(run.output).toBe('xy');
    expect(await countEffects(db, key, 'x')).toBe(1);
    expect(await countEffects(db, key, 'y')).toBe(1);
  });

  it('fails a run that uses a step kind it does not support, naming it', async () => {
    const key = newKey();
    await sendEvent(db, { name: 'test/exec.waiter', data: { key } });
    const run = await finishedRun(db, 'cvlens-test-exec-waiter', key);
    expect(run.status).toBe('failed');
    expect(run.last_error).toMatchObject({ message: expect.stringContaining('WaitForEvent') });
  });
});
