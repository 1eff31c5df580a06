import { randomUUID } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/index';
import type { Database } from '../../db/types';
import { inngest } from '../client';
import { sendEvent } from '../send';
import { createEmbeddedExecutor, type EmbeddedExecutor } from './executor';
import { finishedRun } from './test-support';

// the executor's own statements, to count its looks for work
const statements: string[] = [];
const executorDb = new Kysely<Database>({
  dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 6 }) }),
  log: (e) => {
    if (e.level === 'query') statements.push(e.query.sql);
  },
});
const count = (prefix: string) => statements.filter((s) => s.trim().startsWith(prefix)).length;
const FAN_OUT = 'select "id", "name", "payload" from "inngest_events"';
const CLAIM = "update inngest_runs set status = 'running'";

const oneStep = inngest.createFunction({ id: 'test-wakeups-one-step', triggers: [{ event: 'test/wakeups.one' }] }, async ({ step }) =>
  step.run('only', () => 'done'),
);

/** Until the executor has gone quiet (its slots all waiting). */
async function quiet() {
  let last = -1;
  while (statements.length !== last) {
    last = statements.length;
    await new Promise((r) => setTimeout(r, 50));
  }
}

let executor: EmbeddedExecutor;
beforeAll(async () => {
  // no LISTEN (other test files' enqueues would wake it too) and no poll during the test: only wake() does
  executor = createEmbeddedExecutor({ functions: [oneStep], db: executorDb, databaseUrl: null, pollMs: 600_000, concurrency: 4 });
  const warmUp = randomUUID();
  await sendEvent(getDb(), { name: 'test/wakeups.one', data: { key: warmUp } });
  executor.wake();
  await finishedRun(getDb(), 'cvlens-test-wakeups-one-step', warmUp);
  await quiet();
});
afterAll(async () => {
  await executor.stop();
  await executorDb.destroy();
});

describe('the embedded executor, idle with four slots', () => {
  it('looks for work a few times per enqueued run, and turns events into runs once', async () => {
    statements.length = 0;
    const key = randomUUID();
    await sendEvent(getDb(), { name: 'test/wakeups.one', data: { key } });
    executor.wake();
    expect((await finishedRun(getDb(), 'cvlens-test-wakeups-one-step', key)).status).toBe('completed');
    await quiet();
    // one slot woken: it takes the event and claims the run, hands the look on to one more slot,
    // and looks once more after the run (waking all four made that 5 of each)
    expect(count(FAN_OUT)).toBe(1);
    expect(count(CLAIM)).toBe(3);
  });
});
