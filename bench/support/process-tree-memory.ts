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
  /**
   * peak, at one instant, of the whole tree's memory: the Node processes' RSS plus PostgreSQL's
   * proportional set size (its shared buffers counted once, split between the processes sharing them)
   */
  treePeakMb: number;
  samples: number;
}

/**
 * Linux resets a process's VmHWM to its current RSS on "5" written to /proc/PID/clear_refs: a
 * part measured on a server that earlier parts used (the embedded one reads the hostile files
 * first) then reports its own peak. Not permitted (another user's process, old kernels): left as is.
 */
function resetPeaks(rootPid: number) {
  for (const p of processTree(rootPid)) {
    try {
      fs.writeFileSync(`/proc/${p.pid}/clear_refs`, '5');
    } catch {
      // the peak then counts from the process's start
    }
  }
}

/** Proportional set size (shared pages divided among the processes mapping them); null where the kernel does not say. */
function pssKb(pid: number): number | null {
  try {
    const m = /^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

export function sampleTreeMemory(rootPid: number, opts: { everyMs?: number; resetPeaks?: boolean } = {}) {
  const everyMs = opts.everyMs ?? 250;
  const acc = { node: 0, nextHwm: 0, workerHwm: 0, pg: 0, tree: 0, samples: 0 };
  const available = fs.existsSync(`/proc/${rootPid}/status`);
  if (available && opts.resetPeaks) resetPeaks(rootPid);
  const tick = () => {
    let node = 0;
    let pg = 0;
    let pgPss = 0;
    for (const p of processTree(rootPid)) {
      if (p.name.startsWith('postgres')) {
        pg += p.rssKb;
        pgPss += pssKb(p.pid) ?? p.rssKb;
      }
      else if (p.name.startsWith('node') || p.name.startsWith('next')) {
        node += p.rssKb;
        if (p.engineWorker) acc.workerHwm = Math.max(acc.workerHwm, p.hwmKb);
        else if (p.name.startsWith('next-server')) acc.nextHwm = Math.max(acc.nextHwm, p.hwmKb);
      }
    }
    acc.node = Math.max(acc.node, node);
    acc.pg = Math.max(acc.pg, pg);
    acc.tree = Math.max(acc.tree, node + pgPss);
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
      return { nodePeakMb: m(acc.node), nextServerHwmMb: m(acc.nextHwm), workerHwmMb: m(acc.workerHwm), postgresPeakMb: m(acc.pg), treePeakMb: m(acc.tree), samples: acc.samples };
    },
  };
}
