import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/index';
import { claimDueRun, completeRun, extendLease, insertRuns, saveStep } from './run-store';

const db = getDb();

async function queueRuns(functionId: string, n: number): Promise<string[]> {
  const event = { name: 'test/store', data: {}, id: randomUUID(), ts: Date.now() };
  return insertRuns(db, Array.from({ length: n }, () => ({ functionId, event, maxAttempts: 2 })));
}

describe('run store', () => {
  it('never gives the same run to two concurrent claims', async () => {
    const fn = `test-store-${randomUUID()}`;
    const ids = await queueRuns(fn, 6);
    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, i) => claimDueRun(db, { owner: `owner-${i}`, functionIds: [fn], leaseMs: 60_000 })),
    );
    const claimed = claims.filter((c) => c !== undefined).map((c) => c.id);
    expect(claimed.sort()).toEqual([...ids].sort());
  });

  it('lets another owner take over an expired lease, after which the old owner can write nothing', async () => {
    const fn = `test-store-${randomUUID()}`;
    const [id] = await queueRuns(fn, 1);
    expect((await claimDueRun(db, { owner: 'old', functionIds: [fn], leaseMs: 60_000 }))?.id).toBe(id);
    expect(await claimDueRun(db, { owner: 'new', functionIds: [fn], leaseMs: 60_000 })).toBeUndefined();

    await sql`update inngest_runs set lease_expires_at = now() - interval '1 second' where id = ${id}`.execute(db);
    expect((await claimDueRun(db, { owner: 'new', functionIds: [fn], leaseMs: 60_000 }))?.id).toBe(id);

    const step = { runId: id, stepId: 'abc', result: { type: 'data' as const, data: 1 }, leaseMs: 60_000 };
    expect(await saveStep(db, { ...step, owner: 'old' })).toBe(false);
    expect(await extendLease(db, id, 'old', 60_000)).toBe(false);
    expect(await completeRun(db, id, 'old', 'stale')).toBe(false);
    expect(await saveStep(db, { ...step, owner: 'new' })).toBe(true);
    const row = await db.selectFrom('inngest_runs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'running', lease_owner: 'new', steps: { abc: { type: 'data', data: 1 } }, stack: ['abc'] });
  });

  it('claims only runs of the functions it serves', async () => {
    const fn = `test-store-${randomUUID()}`;
    await queueRuns(fn, 1);
    expect(await claimDueRun(db, { owner: 'x', functionIds: [`${fn}-other`], leaseMs: 60_000 })).toBeUndefined();
  });
});
