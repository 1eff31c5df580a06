/**
 * Part 5, hostile uploads on the real server (embedded defaults): every file of the hostile
 * corpus (lib/engine/cv/hostile) is posted to POST /analyses, one at a time, while another
 * client polls GET /usage every 50 ms. Per file: the answer and its time, and the poller's
 * latency while that file was in flight; for the run: the memory of next-server and of the
 * engine workers, and whether the server was still answering at the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildHostileCorpus } from '../lib/engine/cv/hostile/build-hostile-corpus';
import { sampleTreeMemory, type TreeMemory } from './support/process-tree-memory';
import type { AppServer } from './support/servers';
import { summarise } from '../lib/testing/stats';

export const HOSTILE_TARGETS = { answerMs: 10_000, pollerP99Ms: 250, treeRssMb: 1536, nextServerMb: 450, workerMb: 350 };

type Latency = ReturnType<typeof summarise>;

export interface HostileFileResult {
  name: string;
  why: string;
  expected: string;
  status: number;
  error: string | null;
  answerMs: number;
  poller: Latency;
}

export interface HostileResult {
  files: HostileFileResult[];
  poller: Latency;
  pollerFailures: number;
  treeRssPeakMb: number | null;
  memory: TreeMemory | null;
  answeringAfter: boolean;
}

export async function runHostile(o: { server: AppServer; apiKey: string }): Promise<HostileResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cvlens-bench-hostile-'));
  const corpus = buildHostileCorpus(dir);
  const headers = { 'x-api-key': o.apiKey };
  const mem = sampleTreeMemory(o.server.pid);

  let inFlight = '';
  const polls: { during: string; ms: number }[] = [];
  let pollerFailures = 0;
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const during = inFlight;
      const started = performance.now();
      const ok = await fetch(`${o.server.baseUrl}/api/v1/usage`, { headers })
        .then((r) => r.ok)
        .catch(() => false);
      polls.push({ during, ms: performance.now() - started });
      if (!ok) pollerFailures++;
      await new Promise((r) => setTimeout(r, 50));
    }
  })();

  const files: HostileFileResult[] = [];
  try {
    for (const file of corpus) {
      const form = new FormData();
      form.set('file', new File([fs.readFileSync(file.path)], file.name));
      form.set('target_role', 'Electrician');
      inFlight = file.name;
      const started = performance.now();
      const r = await fetch(`${o.server.baseUrl}/api/v1/analyses`, { method: 'POST', headers, body: form }).catch((err: Error) => ({
        status: 0,
        json: async () => ({ error: `no answer: ${err.message}` }),
      }));
      const answerMs = performance.now() - started;
      const body = (await r.json().catch(() => ({}))) as { error?: string };
      inFlight = '';
      files.push({
        name: file.name,
        why: file.why,
        expected: String(file.status),
        status: r.status,
        error: body.error ?? null,
        answerMs: Math.round(answerMs),
        poller: summarise(polls.filter((p) => p.during === file.name).map((p) => p.ms)),
      });
      console.log(`[bench] hostile: ${file.name} → ${r.status} in ${Math.round(answerMs)} ms`);
      // a breath between files, so each file's poller figures are its own
      await new Promise((r) => setTimeout(r, 300));
    }
  } finally {
    polling = false;
    await poller;
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const answeringAfter = await fetch(`${o.server.baseUrl}/api/v1/usage`, { headers })
    .then((r) => r.ok)
    .catch(() => false);
  const memory = mem.stop();
  return {
    files,
    poller: summarise(polls.filter((p) => p.during).map((p) => p.ms)),
    pollerFailures,
    treeRssPeakMb: memory ? memory.treePeakMb : null,
    memory,
    answeringAfter,
  };
}
