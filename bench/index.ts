/**
 * `npm run bench`: the engine, generated CVs, the HTTP API, mixed load and hostile uploads, in that order; writes
 * BENCHMARKS.md and bench/results/*.json and prints a summary.
 *
 *   npm run bench                                   every part (10–15 minutes on 2 cores)
 *   npm run bench -- --only engine,api              some parts (others keep their last results)
 *   npm run bench -- --only hostile                 the hostile corpus against the real server
 *   npm run bench -- --only ocr                     scans and photos read by OCR (time per page)
 *   npm run bench -- --only load --load-levels 10,50 --load-duration 12 --load-targets embedded,external
 *   npm run bench -- --report-only                  BENCHMARKS.md again from bench/results/*.json
 *
 * Environment: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres) and BENCH_REDIS_URL
 * (default redis://127.0.0.1:6379) for the load part's external configuration.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { renderMarkdown, summaryRows, type AllResults, type Machine, type PartResult } from './report';
import { runApi } from './run-api';
import { deriveTwoPage, runEngine } from './run-engine';
import { runGeneration } from './run-generation';
import { runHostile } from './run-hostile';
import { runLoad, type LoadResult } from './run-load';
import { runOcr } from './run-ocr';
import {
  RESULTS_DIR,
  ROOT,
  cleanupAll,
  createScratchDatabase,
  installSignalHandlers,
  provisionTenant,
  startAppServer,
  type AppServer,
} from './support/servers';

const PARTS = ['engine', 'generation', 'api', 'load', 'hostile', 'ocr'] as const;
type Part = (typeof PARTS)[number];
const FIXTURES = path.join(ROOT, 'lib/engine/cv/fixtures');
const TEXT_CV = 'txt-electrician-us.txt';

function machine(loadStart: number): Machine {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown CPU',
    cores: cpus.length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    loadAverage: { start: round2(loadStart), end: round2(os.loadavg()[0]) },
  };
}
const round2 = (n: number) => Math.round(n * 100) / 100;

async function timed<T>(fn: () => Promise<T>): Promise<PartResult<T>> {
  const load = os.loadavg()[0];
  const t0 = performance.now();
  const result = await fn();
  return { machine: machine(load), seconds: (performance.now() - t0) / 1000, result };
}

/** The first non-hostile PDF fixture with exactly two pages (page count from the product's own extractor). */
async function twoPagePdf(): Promise<{ name: string; bytes: Uint8Array; pages: number }> {
  const { extractDocument } = await import('../lib/engine/cv/extract');
  const files = fs
    .readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.pdf') && !f.startsWith('hostile-'))
    .sort();
  for (const name of files) {
    const bytes = new Uint8Array(fs.readFileSync(path.join(FIXTURES, name)));
    let pages: number;
    try {
      pages = (await extractDocument(bytes, { fileName: name })).quality.pageCount;
    } catch {
      // the page tree's root holds the largest /Count (uncompressed page trees only)
      pages = Math.max(0, ...[...Buffer.from(bytes).toString('latin1').matchAll(/\/Count\s+(\d+)/g)].map((m) => Number(m[1])));
    }
    if (pages === 2) return { name, bytes, pages };
  }
  throw new Error(`no 2-page PDF among ${FIXTURES}`);
}

async function reachable(pgUrl: string, redisUrl: string): Promise<string | null> {
  const c = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3_000 });
  try {
    await c.connect();
    await c.query('select 1');
  } catch (err) {
    return `PostgreSQL at ${new URL(pgUrl).host} unreachable (${err instanceof Error ? err.message : err})`;
  } finally {
    await c.end().catch(() => undefined);
  }
  const { default: IORedis } = await import('ioredis');
  const r = new IORedis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 3_000, retryStrategy: () => null });
  r.on('error', () => undefined);
  try {
    await r.connect();
    await r.ping();
    return null;
  } catch (err) {
    return `Redis at ${new URL(redisUrl).host} unreachable (${err instanceof Error ? err.message : err})`;
  } finally {
    r.disconnect();
  }
}

function readPrevious(): AllResults {
  const all: AllResults = {};
  for (const part of PARTS) {
    const file = path.join(RESULTS_DIR, `${part}.json`);
    if (fs.existsSync(file)) (all as Record<string, unknown>)[part] = JSON.parse(fs.readFileSync(file, 'utf8'));
  }
  return all;
}

function save(part: Part, result: PartResult<unknown>) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(RESULTS_DIR, `${part}.json`), JSON.stringify(result, null, 2));
}

async function main() {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      'load-levels': { type: 'string', default: '10,50,200' },
      'load-duration': { type: 'string', default: '12' },
      'load-targets': { type: 'string', default: 'embedded,external' },
      'no-write': { type: 'boolean', default: false },
      /** measure nothing: render BENCHMARKS.md again from bench/results/*.json */
      'report-only': { type: 'boolean', default: false },
    },
  });
  const only = values['report-only'] ? [] : values.only ? values.only.split(',').map((s) => s.trim()) : [...PARTS];
  for (const p of only) if (!PARTS.includes(p as Part)) throw new Error(`--only takes ${PARTS.join('|')} (comma-separated), not "${p}"`);
  const run = (p: Part) => only.includes(p);
  const levels = values['load-levels']!.split(',').map(Number);
  const loadDuration = Number(values['load-duration']);
  const loadTargets = values['load-targets']!.split(',');

  installSignalHandlers();
  const started = performance.now();
  const all = readPrevious();
  const fresh: Part[] = [];

  const needsPdf = run('engine') || run('api');
  const pdf = needsPdf ? await twoPagePdf() : null;

  if (run('engine')) {
    console.log('[bench] engine…');
    all.engine = await timed(() => runEngine(path.join(FIXTURES, pdf!.name)));
    save('engine', all.engine);
    fresh.push('engine');
  }
  if (run('ocr')) {
    console.log('[bench] OCR…');
    all.ocr = await timed(() => runOcr());
    save('ocr', all.ocr);
    fresh.push('ocr');
  }
  if (run('generation')) {
    console.log('[bench] generation…');
    all.generation = await timed(() => runGeneration());
    save('generation', all.generation);
    fresh.push('generation');
  }

  // the embedded server is shared by the API part and the load part's first configuration
  let embedded: AppServer | null = null;
  let embeddedKey = '';
  const embeddedServer = async () => {
    if (!embedded) {
      console.log('[bench] starting the server with the embedded defaults (builds first when the build is missing or stale)…');
      embedded = await startAppServer({ label: 'embedded' });
      embeddedKey = (await provisionTenant(embedded, 'bench-embedded')).key;
    }
    return { server: embedded, key: embeddedKey };
  };

  try {
    if (run('api')) {
      const { server, key } = await embeddedServer();
      all.api = await timed(() => runApi({ server, apiKey: key, pdf: pdf! }));
      save('api', all.api);
      fresh.push('api');
    }
    if (run('hostile')) {
      console.log('[bench] hostile uploads…');
      const { server, key } = await embeddedServer();
      all.hostile = await timed(() => runHostile({ server, apiKey: key }));
      save('hostile', all.hostile);
      fresh.push('hostile');
    }
    if (run('load')) {
      const textCv = { name: TEXT_CV, bytes: new Uint8Array(fs.readFileSync(path.join(FIXTURES, TEXT_CV))) };
      const loadStart = os.loadavg()[0];
      const t0 = performance.now();
      const results: LoadResult[] = [];
      const notes: string[] = [];
      if (loadTargets.includes('embedded')) {
        const { server, key } = await embeddedServer();
        results.push(
          await runLoad({
            server,
            apiKey: key,
            description: '(a) embedded defaults: embedded PostgreSQL, in-process rate limiter',
            textCv,
            levels,
            durationS: loadDuration,
            bareDurationS: 5,
          }),
        );
      }
      if (embedded) {
        await (embedded as AppServer).stop();
        embedded = null;
      }
      if (loadTargets.includes('external')) {
        const pgUrl = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
        const redisUrl = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
        const problem = await reachable(pgUrl, redisUrl);
        if (problem) {
          notes.push(`external configuration skipped: ${problem}`);
          console.log(`[bench] load: ${notes.at(-1)}`);
        } else {
          const db = await createScratchDatabase(pgUrl);
          try {
            const server = await startAppServer({ label: 'external', databaseUrl: db.url, redisUrl });
            try {
              const { key } = await provisionTenant(server, 'bench-external');
              results.push(
                await runLoad({
                  server,
                  apiKey: key,
                  description: `(b) DATABASE_URL (a scratch database on ${new URL(pgUrl).host}) + REDIS_URL (${new URL(redisUrl).host})`,
                  textCv,
                  levels,
                  durationS: loadDuration,
                  bareDurationS: 5,
                }),
              );
            } finally {
              await server.stop();
            }
          } finally {
            await db.drop();
          }
        }
      }
      all.load = { machine: machine(loadStart), seconds: (performance.now() - t0) / 1000, result: results, analysis: notes.length ? notes : undefined };
      save('load', all.load);
      fresh.push('load');
    }
  } finally {
    await cleanupAll();
  }

  // hand-written notes on where the time goes survive re-runs of a part (bench/analysis-notes.json)
  const notesFile = path.join(ROOT, 'bench', 'analysis-notes.json');
  if (fs.existsSync(notesFile)) {
    const notes = JSON.parse(fs.readFileSync(notesFile, 'utf8')) as Partial<Record<Part | 'run', string[]>>;
    all.runNotes = notes.run;
    for (const part of PARTS) {
      const p = all[part] as PartResult<unknown> | undefined;
      if (p && notes[part]?.length) p.analysis = [...(p.analysis ?? []).filter((a) => !notes[part]!.includes(a)), ...notes[part]!];
    }
  }

  // results of an earlier version of this script get today's derivations
  if (all.engine) Object.assign(all.engine.result, deriveTwoPage(all.engine.result));
  if (!values['no-write']) fs.writeFileSync(path.join(ROOT, 'BENCHMARKS.md'), renderMarkdown(all));
  console.log(`\n[bench] done in ${Math.round((performance.now() - started) / 1000)} s (measured now: ${fresh.join(', ') || 'nothing'})`);
  console.log(['| measure | figure | target | |', '|---|---:|---|---|', ...summaryRows(all)].join('\n'));
  if (!values['no-write']) console.log('\n[bench] wrote BENCHMARKS.md and bench/results/*.json');
}

// the engine part leaves pdf.js and the knowledge base's timers behind: a finished run exits rather than idling on them
main().then(
  () => process.exit(0),
  async (err) => {
    console.error(`[bench] failed: ${err instanceof Error ? (err.stack ?? err.message) : err}`);
    await cleanupAll();
    process.exit(1);
  },
);
