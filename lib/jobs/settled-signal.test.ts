import { describe, expect, it } from 'vitest';
import { announceSettled, watchSettled } from './settled-signal';

const elapsed = async (p: Promise<void>) => {
  const start = performance.now();
  await p;
  return performance.now() - start;
};

describe('settled signal', () => {
  it('ends a wait when the record settles, and later waits at once', async () => {
    const watch = watchSettled('a');
    const waiting = watch.sleep(10_000);
    announceSettled('a');
    expect(await elapsed(waiting)).toBeLessThan(5_000);
    // an announcement made before the wait (between two polls) is not missed
    expect(await elapsed(watch.sleep(10_000))).toBeLessThan(5_000);
    watch.dispose();
  });

  it('leaves waits for other records alone and lets them time out', async () => {
    const watch = watchSettled('b');
    let ended = false;
    const waiting = watch.sleep(50).then(() => (ended = true));
    announceSettled('c');
    await new Promise((r) => setTimeout(r, 10));
    expect(ended).toBe(false);
    await waiting;
    expect(ended).toBe(true);
    watch.dispose();
  });

  it('tells every watcher of a record', async () => {
    const one = watchSettled('d');
    const two = watchSettled('d');
    const other = watchSettled('e');
    const ended: string[] = [];
    const waits = [
      one.sleep(10_000).then(() => ended.push('one')),
      two.sleep(10_000).then(() => ended.push('two')),
      other.sleep(10_000).then(() => ended.push('other')),
    ];
    announceSettled('d');
    await new Promise((r) => setTimeout(r, 20));
    // both watchers of d woke at the announcement, long before their 10 s; e's watcher still waits
    expect(ended.sort()).toEqual(['one', 'two']);
    // and each knows its record settled: its next wait ends at once
    expect(await elapsed(one.sleep(10_000))).toBeLessThan(1_000);
    expect(await elapsed(two.sleep(10_000))).toBeLessThan(1_000);
    announceSettled('e');
    await Promise.all(waits);
    expect(ended).toContain('other');
    one.dispose();
    two.dispose();
    other.dispose();
  });
});
