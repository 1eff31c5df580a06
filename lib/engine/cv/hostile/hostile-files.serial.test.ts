/**
 * Hostile uploads through the real POST /analyses route handler while another client polls
 * GET /usage every 50 ms: each answers within 10 s with the right status and message, the
 * poller keeps being answered quickly (the engine runs in worker processes, not on the thread
 * that answers requests), this process never dies, the memory of the whole process tree
 * (this one and its engine workers) stays under 1.5 GB, and a normal CV is analysed right after.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as createAnalysis } from '../../../../app/api/v1/analyses/route';
import { GET as getUsage } from '../../../../app/api/v1/usage/route';
import { POST as createGeneration } from '../../../../app/api/v1/generations/route';
import { getDb } from '../../../../db/index';
import { env, resetEnvCache } from '../../../env';
import { waitFor } from '../../../jobs/wait-for';
import { callRoute } from '../../../testing/call-route';
import { cvForm, fixtureForm } from '../../../testing/cv-files';
import { useEmbeddedExecutor } from '../../../testing/executor';
import { createTestTenant } from '../../../testing/tenants';
import { treeRssBytes } from '../../../testing/process-tree';
import { enginePool } from '../../pool';
import { readZipDirectory } from '../extract/zip-directory';
import { ACCENTED_NAME, buildHostileCorpus } from './build-hostile-corpus';

// Answer as soon as the upload is accepted: the 2 s bound is then about what the route does
// with the hostile bytes, not about the analysis it queues (whose completion is checked apart).
process.env.ANALYSIS_WAIT_MS = '0';
useEmbeddedExecutor();

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cvlens-hostile-'));
const corpus = buildHostileCorpus(dir);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const MAX_ELAPSED_MS = 10_000;
const MAX_TREE_RSS = 1.5 * 1024 ** 3;
// A floor, not the target (bench/run-hostile.ts holds the 250 ms target): before the engine ran
// apart, one hostile file blocked every other answer for 7-29 s. On a loaded CI machine a
// healthy server's p99 still stays far under this; a blocked event loop does not.
const MAX_POLL_P99_MS = 2_000;
const byName = (name: string) => corpus.find((f) => f.name === name)!;

describe('the hostile corpus is what it claims to be', () => {
  it('builds small files that stand for huge ones', () => {
    const floods = /flood|eleven-megabytes/;
    for (const f of corpus.filter((f) => !floods.test(f.name))) expect(fs.statSync(f.path).size, f.name).toBeLessThan(3 * 1024 * 1024);
    expect(fs.statSync(byName('space-flood-9mb.txt').path).size).toBeGreaterThan(9 * 1024 * 1024);
    expect(fs.statSync(byName('eleven-megabytes.txt').path).size).toBe(11 * 1024 * 1024);
    expect(fs.statSync(byName('empty.pdf').path).size).toBe(0);
  });

  it('makes DOCX bombs that really expand past what they declare', () => {
    for (const name of ['zip-bomb.docx', 'lying-directory.docx']) {
      const bytes = new Uint8Array(fs.readFileSync(byName(name).path));
      const doc = readZipDirectory(bytes).find((e) => e.name === 'word/document.xml')!;
      if (name === 'zip-bomb.docx') expect(doc.uncompressedSize).toBeGreaterThan(2 * 1024 ** 3);
      else expect(doc.uncompressedSize).toBe(4096);
      const start = doc.localHeaderOffset + 30 + doc.name.length;
      // inflating 64 MB of it must not reach its end
      expect(() => inflateRawSync(bytes.subarray(start, start + doc.compressedSize), { maxOutputLength: 64 * 1024 * 1024 })).toThrow(/larger than/);
    }
    expect(readZipDirectory(new Uint8Array(fs.readFileSync(byName('thousands-of-entries.docx').path))).length).toBe(5003);
  });

  it.skipIf(spawnSync('qpdf', ['--version']).status !== 0)('makes PDFs that qpdf reads as encrypted, as 5,000 pages (needs qpdf)', () => {
    // qpdf --requires-password exits 0 when the file needs a password to open
    expect(() => execFileSync('qpdf', ['--requires-password', byName('encrypted.pdf').path])).not.toThrow();
    expect(execFileSync('qpdf', ['--show-npages', byName('five-thousand-pages.pdf').path]).toString().trim()).toBe('5000');
  });
});

/** Polls GET /usage every 50 ms through the real route handler and keeps each answer's time. */
let inFlight = 'nothing';

function startPoller(key: string) {
  const latencies: number[] = [];
  const slowest: { ms: number; during: string }[] = [];
  const failures: string[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now();
      const r = await callRoute(getUsage, '/api/v1/usage', { key });
      const ms = performance.now() - started;
      latencies.push(ms);
      slowest.push({ ms: Math.round(ms), during: inFlight });
      slowest.sort((a, b) => b.ms - a.ms).splice(5);
      if (r.status !== 200) failures.push(`usage answered ${r.status}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    latencies,
    slowest,
    failures,
    stop: async () => {
      stopped = true;
      await loop;
    },
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

describe('POST /analyses with hostile files', () => {
  let poller: ReturnType<typeof startPoller>;
  let peakTreeRss = 0;
  let sampler: NodeJS.Timeout;

  beforeAll(async () => {
    resetEnvCache();
    expect(env().ANALYSIS_WAIT_MS).toBe(0);
    const watcher = await createTestTenant({ plan: 'business' });
    poller = startPoller(watcher.key);
    sampler = setInterval(() => (peakTreeRss = Math.max(peakTreeRss, treeRssBytes())), 100);
  });
  afterAll(async () => {
    clearInterval(sampler);
    await poller?.stop();
    delete process.env.ANALYSIS_WAIT_MS;
    resetEnvCache();
  });
  const post = (key: string, form: FormData) => callRoute(createAnalysis, '/api/v1/analyses', { key, form });

  it.each(corpus.map((f) => [f.name, f] as const))('%s', async (_, file) => {
    const t = await createTestTenant({ plan: 'starter' });
    const bytes = new Uint8Array(fs.readFileSync(file.path));
    const form = cvForm({ name: file.name, bytes }, { target_role: 'Electrician' });

    inFlight = file.name;
    const started = performance.now();
    const r = await post(t.key, form);
    const elapsed = performance.now() - started;

    const status = file.status === 'read-or-refused' ? (r.status === 201 ? 201 : 422) : file.status;
    expect(r.status, `${file.why}: ${JSON.stringify(r.body)}`).toBe(status);
    if (status === 201) {
      expect(Object.keys(r.body).sort()).toEqual(['id', 'meta', 'scores', 'status']);
    } else {
      expect(Object.keys(r.body)).toEqual(['error']);
      expect(r.body.error).toMatch(file.message!);
    }
    expect(elapsed, `${file.name} took ${Math.round(elapsed)} ms`).toBeLessThan(MAX_ELAPSED_MS);

    if (status === 201) {
      // the queued analysis of an accepted file finishes too (a scan's after its OCR)
      const row = await waitFor(
        () => getDb().selectFrom('analyses').select(['status', 'parsed', 'error']).where('id', '=', r.body.id).executeTakeFirstOrThrow(),
        (a) => a.status !== 'processing',
        60_000,
      );
      if (file.fails) expect([row.status, row.error]).toEqual(['failed', expect.stringMatching(file.fails)]);
      else expect(row.status).toBe('completed');
      // decoded in the right encoding: the accented surname survives into the parsed CV
      if (/^(utf16|latin1)/.test(file.name)) expect(JSON.stringify(row.parsed)).toContain(ACCENTED_NAME);
    }

    // the service still answers a normal request right after
    const normal = await post(t.key, fixtureForm('txt-electrician-us.txt', { target_role: 'Electrician' }));
    expect(normal.status).toBe(201);
    expect(normal.body.scores.overall).toBeGreaterThanOrEqual(0);
  });

  it('kept answering other clients at once, within 1.5 GB for the whole process tree', async () => {
    await poller.stop();
    expect(poller.failures).toEqual([]);
    expect(poller.latencies.length).toBeGreaterThan(100);
    const p99 = percentile(poller.latencies, 99);
    expect(p99, `poller p99 over ${poller.latencies.length} polls; slowest ${JSON.stringify(poller.slowest)}`).toBeLessThan(MAX_POLL_P99_MS);
    expect(peakTreeRss).toBeGreaterThan(0);
    expect(peakTreeRss, `peak RSS of the process tree ${Math.round(peakTreeRss / 1e6)} MB`).toBeLessThan(MAX_TREE_RSS);
  });

  it('ran the engine below the priority of the thread that answers requests, replaced workers too', () => {
    const pool = enginePool();
    // the hostile files killed workers along the way: these include replacements
    expect(pool.pids.length).toBe(pool.settings.workers);
    expect(pool.settings.nice).toBe(env().ENGINE_NICE);
    for (const pid of pool.pids) expect(os.getPriority(pid)).toBe(Math.min(19, os.getPriority() + env().ENGINE_NICE));
  });
});

describe('POST /generations with a file whose glyphs are control characters', () => {
  it('is read and stored, not a 500', async () => {
    const t = await createTestTenant({ plan: 'business' });
    const bytes = new Uint8Array(fs.readFileSync(byName('control-glyphs.pdf').path));
    const r = await callRoute(createGeneration, '/api/v1/generations', { key: t.key, form: cvForm({ name: 'control-glyphs.pdf', bytes }, { template: 'classic' }) });
    expect([201, 202], JSON.stringify(r.body)).toContain(r.status);
  });
});
