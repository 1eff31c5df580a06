/**
 * Samples the resident memory of a process tree from /proc (Linux): the server's start script,
 * its `next start` child (next-server) and, in the embedded mode, the PostgreSQL processes.
 * Elsewhere (no /proc) it reports nothing rather than guessing.
 */
import fs from 'node:fs';
import { processTree } from '../../lib/testing/process-tree';

export interface TreeMemory {
  /** peak of the summed VmRSS of the tree's Node processes (start script + next-server) */
  nodePeakMb: number;
  /** the kernel-recorded peak RSS of next-server itself */
  nextServerHwmMb: number;
  /** the highest kernel-recorded peak RSS of one engine worker */
  workerHwmMb: number;
  /** peak of the summed VmRSS of PostgreSQL processes in the tree (counts shared buffers once per process: an upper bound) */
  postgresPeakMb: number;
  samples: number;
}

export function sampleTreeMemory(rootPid: number, everyMs = 250) {
  const acc = { node: 0, nextHwm: 0, workerHwm: 0, pg: 0, samples: 0 };
  const available = fs.existsSync(`/proc/${rootPid}/status`);
  const tick = () => {
    let node = 0;
    let pg = 0;
    for (const p of processTree(rootPid)) {
      if (p.name.startsWith('postgres')) pg += p.rssKb;
      else if (p.name.startsWith('node') || p.name.startsWith('next')) {
        node += p.rssKb;
        if (p.engineWorker) acc.workerHwm = Math.max(acc.workerHwm, p.hwmKb);
        else if (p.name.startsWith('next-server')) acc.nextHwm = Math.max(acc.nextHwm, p.hwmKb);
      }
    }
    acc.node = Math.max(acc.node, node);
    acc.pg = Math.max(acc.pg, pg);
    acc.samples++;
  };
  const timer = available ? setInterval(tick, everyMs) : undefined;
  timer?.unref();
  if (available) tick();
  return {
    stop(): TreeMemory | null {
      if (!available) return null;
      clearInterval(timer);
      tick();
      const m = (kb: number) => Math.round((kb / 1024) * 10) / 10;
      return { nodePeakMb: m(acc.node), nextServerHwmMb: m(acc.nextHwm), workerHwmMb: m(acc.workerHwm), postgresPeakMb: m(acc.pg), samples: acc.samples };
    },
  };
}
