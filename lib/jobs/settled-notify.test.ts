import { describe, expect, it } from 'vitest';
import { processingAnalysis } from '../testing/analyses';
import { createTestTenant } from '../testing/tenants';
import { waitFor } from './wait-for';
import { watchSettled } from './settled-signal';

async function processingRecord() {
  const t = await createTestTenant();
  return { db: t.db, id: await processingAnalysis(t.db, { organizationId: t.organizationId }) };
}

describe('a record settled by another process', () => {
  it('wakes the create waiting for it through PostgreSQL, not a poll', async () => {
    const { db, id } = await processingRecord();
    const watch = watchSettled(id);
    await waitFor(async () => watch.hearsAll, Boolean, 10_000, 20);
    expect(watch.hearsAll).toBe(true);

    const start = performance.now();
    const waiting = watch.sleep(20_000);
    // as a job in another server, the sweeper or an operator would: a plain UPDATE
    await db.updateTable('analyses').set({ status: 'failed', error: 'test' }).where('id', '=', id).execute();
    await waiting;
    expect(performance.now() - start).toBeLessThan(10_000);
    // it stays settled: the create's next sleep does not wait
    const again = performance.now();
    await watch.sleep(20_000);
    expect(performance.now() - again).toBeLessThan(1_000);
    watch.dispose();
  });

  it('does not wake a wait for a record that is still processing', async () => {
    const { db, id } = await processingRecord();
    const other = await processingRecord();
    const watch = watchSettled(id);
    await waitFor(async () => watch.hearsAll, Boolean, 10_000, 20);
    let ended = false;
    const waiting = watch.sleep(1_500).then(() => (ended = true));
    await db.updateTable('analyses').set({ status: 'completed' }).where('id', '=', other.id).execute();
    await db.updateTable('analyses').set({ target_role: 'Nurse' }).where('id', '=', id).execute();
    await new Promise((r) => setTimeout(r, 700));
    expect(ended).toBe(false);
    await waiting;
    watch.dispose();
  });
});
