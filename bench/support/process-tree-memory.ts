/**
 * Samples the resident memory of a process tree from /proc (Linux): the server's start script,
 * its `next start` child (next-server) and, in the embedded mode, the PostgreSQL processes.
 * Elsewhere (no /proc) it reports nothing rather than guessing.
 */
import fs from 'node:fs';

interface ProcInfo {
  pid: number;
  name: string;
  rssKb: number;
  hwmKb: number;
}

function readStatus(pid: number): ProcInfo | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (k: string) => Number(new RegExp(`^${k}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
    const name = /^Name:\s+(.*)$/m.exec(text)?.[1] ?? '?';
    return { pid, name, rssKb: field('VmRSS'), hwmKb: field('VmHWM') };
  } catch {
    return null;
  }
}

function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return [];
  }
  for (const e of entries) {
    if (!/^\d+$/.test(e)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${e}/stat`, 'utf8');
      // the name may contain spaces and parentheses: the fields after the last ')' are fixed
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(e));
      children.set(ppid, list);
    } catch {
      // the process ended while we looked
    }
  }
  const out: number[] = [];
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    out.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return out;
}

export interface TreeMemory {
  /** peak of the summed VmRSS of the tree's Node processes (start script + next-server) */
  nodePeakMb: number;
  /** highest VmHWM (kernel-recorded peak RSS) of a Node process other than the root: next-server */
  nextServerHwmMb: number;
  /** peak of the summed VmRSS of PostgreSQL processes in the tree (counts shared buffers once per process: an upper bound) */
  postgresPeakMb: number;
  samples: number;
}

export function sampleTreeMemory(rootPid: number, everyMs = 250) {
  const acc = { node: 0, nextHwm: 0, pg: 0, samples: 0 };
  const available = fs.existsSync(`/proc/${rootPid}/status`);
  const tick = () => {
    let node = 0;
    let pg = 0;
    for (const pid of descendants(rootPid)) {
      const p = readStatus(pid);
      if (!p) continue;
      if (p.name.startsWith('postgres')) pg += p.rssKb;
      else if (p.name.startsWith('node') || p.name.startsWith('next')) {
        node += p.rssKb;
        if (pid !== rootPid) acc.nextHwm = Math.max(acc.nextHwm, p.hwmKb);
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
      return { nodePeakMb: m(acc.node), nextServerHwmMb: m(acc.nextHwm), postgresPeakMb: m(acc.pg), samples: acc.samples };
    },
  };
}
