import { describe, expect, it } from 'vitest';
import { WakeSignal } from './wake-signal';

const settledWithin = async (p: Promise<void>, ms = 20) =>
  Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

describe('WakeSignal', () => {
  it('wakes one waiting slot per firing, the longest waiting first', async () => {
    const signal = new WakeSignal();
    const woken: string[] = [];
    const first = signal.wait(signal.generation).then(() => void woken.push('first'));
    const second = signal.wait(signal.generation).then(() => void woken.push('second'));
    signal.fire();
    expect(await settledWithin(first)).toBe(true);
    expect(await settledWithin(second)).toBe(false);
    expect(woken).toEqual(['first']);
    signal.fire();
    expect(await settledWithin(second)).toBe(true);
    expect(woken).toEqual(['first', 'second']);
  });

  it('does not lose a firing that came while the slot was looking for work', async () => {
    const signal = new WakeSignal();
    const seen = signal.generation;
    signal.fire();
    expect(await settledWithin(signal.wait(seen))).toBe(true);
  });

  it('wakes every waiting slot when stopping', async () => {
    const signal = new WakeSignal();
    const waits = [signal.wait(signal.generation), signal.wait(signal.generation), signal.wait(signal.generation)];
    signal.fireAll();
    expect(await Promise.all(waits.map((w) => settledWithin(w)))).toEqual([true, true, true]);
  });
});
