/**
 * Functions run by the executor tests' child processes (test-worker.ts) and by the tests that
 * take over from them; they record every step execution with recordEffect.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { getDb } from '../../db/index';
import { inngest } from '../client';
import { recordEffect } from './test-support';

/** Step two kills its own process (SIGKILL, no cleanup) when TEST_CRASH_IN_STEP_TWO=1. */
export const crashInStepTwo = inngest.createFunction(
  { id: 'test-worker-crash', triggers: [{ event: 'test/worker.crash' }] },
  async ({ event, step }) => {
    const key: string = event.data.key;
    const one = await step.run('one', async () => (await recordEffect(getDb(), key, 'one'), 'one done'));
    const two = await step.run('two', async () => {
      await recordEffect(getDb(), key, 'two');
      if (process.env.TEST_CRASH_IN_STEP_TWO === '1') process.kill(process.pid, 'SIGKILL');
      return 'two done';
    });
    return [one, two];
  },
);

/** A poison job: its one step kills its process on every run, with one retry allowed. */
export const crashEveryTime = inngest.createFunction(
  { id: 'test-worker-poison', retries: 1, triggers: [{ event: 'test/worker.poison' }] },
  async ({ event, step }) => {
    const key: string = event.data.key;
    return step.run('poison', async () => {
      await recordEffect(getDb(), key, 'poison');
      if (process.env.TEST_CRASH_ALWAYS === '1') process.kill(process.pid, 'SIGKILL');
      return 'survived';
    });
  },
);

/** Three slow-ish steps, so runs of several processes interleave. */
export const threeSteps = inngest.createFunction(
  { id: 'test-worker-shared', triggers: [{ event: 'test/worker.shared' }] },
  async ({ event, step }) => {
    const key: string = event.data.key;
    for (const name of ['a', 'b', 'c']) {
      await step.run(name, async () => {
        await recordEffect(getDb(), key, name);
        await delay(30);
      });
    }
    return key;
  },
);
