/**
 * Resident memory of a process and every process it started (Next.js's server, engine workers,
 * an embedded PostgreSQL), read from /proc: the figure that decides whether the machine
 * survives a hostile upload. Used by the tests and `npm run bench`. Linux only; elsewhere the
 * tree is the process alone, with its own figure.
 */
import fs from 'node:fs';

export interface ProcessInfo {
  pid: number;
  ppid: number;
  /** the kernel's name, 15 characters at most: "node", "next-server (v1", "postgres" */
  name: string;
  rssKb: number;
  /** the kernel-recorded peak of rssKb */
  hwmKb: number;
  /** an engine worker of lib/engine/pool */
  engineWorker: boolean;
}

function readProcess(pid: number): ProcessInfo | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (k: string) => Number(new RegExp(`^${k}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return {
      pid,
      ppid: field('PPid'),
      name: /^Name:\s+(.*)$/m.exec(status)?.[1] ?? '?',
      rssKb: field('VmRSS'),
      hwmKb: field('VmHWM'),
      engineWorker: cmdline.includes('tinypool') && cmdline.includes('process.js'),
    };
  } catch {
    // the process ended while we looked
    return null;
  }
}

/** `root` and all its descendants. */
export function processTree(root: number = process.pid): ProcessInfo[] {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    const rssKb = Math.round(process.memoryUsage().rss / 1024);
    return root === process.pid ? [{ pid: root, ppid: 0, name: 'node', rssKb, hwmKb: rssKb, engineWorker: false }] : [];
  }
  const all = entries.map(Number).flatMap((pid) => readProcess(pid) ?? []);
  const children = new Map<number, ProcessInfo[]>();
  for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const tree: ProcessInfo[] = [];
  const stack = all.filter((p) => p.pid === root);
  while (stack.length) {
    const p = stack.pop()!;
    tree.push(p);
    stack.push(...(children.get(p.pid) ?? []));
  }
  return tree;
}

export const treeRssBytes = (root: number = process.pid) => processTree(root).reduce((sum, p) => sum + p.rssKb * 1024, 0);
