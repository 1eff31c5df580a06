/**
 * CPU time per operation (user + system of this process, from process.cpuUsage), beside the
 * benches' wall-clock medians. On a machine shared with other work the wall clock includes time
 * spent waiting for a core; CPU time does not, so it tells what the code itself costs.
 * (It includes this process's GC threads, so it is an upper bound of the operation's own work.)
 */
import { median } from '../../lib/engine/cv/median';
import { round } from '../../lib/testing/stats';

export async function cpuMsPerOp(run: () => unknown, o: { warmUp: number; iterations: number }): Promise<{ medianCpuMs: number }> {
  for (let i = 0; i < o.warmUp; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < o.iterations; i++) {
    const before = process.cpuUsage();
    await run();
    const d = process.cpuUsage(before);
    samples.push((d.user + d.system) / 1000);
  }
  return { medianCpuMs: round(median(samples, 'upper'), 2) };
}
