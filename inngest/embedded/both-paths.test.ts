import { randomUUID } from 'node:crypto';
import { InngestTestEngine } from '@inngest/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/index';
import { inngest } from '../client';
import { sendEvent } from '../send';
import { createEmbeddedExecutor, type EmbeddedExecutor } from './executor';
import { finishedRun } from './test-support';

const summarise = inngest.createFunction(
  { id: 'test-both-paths', triggers: [{ event: 'test/both.requested' }] },
  async ({ event, step }) => {
    const words = await step.run('split', () => String(event.data.text).split(/\s+/));
    const longest = await step.run('longest', () => words.reduce((a, b) => (b.length > a.length ? b : a), ''));
    return { key: event.data.key as string, count: words.length, longest };
  },
);

const data = { text: 'durable steps survive restarts', key: randomUUID() };
const expected = { key: data.key, count: 4, longest: 'restarts' };

describe('one function, both paths', () => {
  it('runs under @inngest/test (the path Inngest Cloud drives)', async () => {
    const t = new InngestTestEngine({ function: summarise, events: [{ name: 'test/both.requested', data }] });
    const { result, ctx } = await t.execute();
    expect(result).toEqual(expected);
    expect(ctx.step.run).toHaveBeenCalledTimes(2);
  });

  describe('under the embedded executor', () => {
    const db = getDb();
    let executor: EmbeddedExecutor;
    beforeAll(() => void (executor = createEmbeddedExecutor({ functions: [summarise], pollMs: 200 })));
    afterAll(() => executor.stop());

    it('gives the same output', async () => {
      await sendEvent(db, { name: 'test/both.requested', data });
      const run = await finishedRun(db, 'cvlens-test-both-paths', data.key);
      expect(run.output).toEqual(expected);
    });
  });
});
