/**
 * BENCHMARKS.md from the parts' results (bench/results/<part>.json): each section says when and
 * on what it was measured, every figure stands beside its target, and a miss is said plainly.
 */
import type { ApiResult } from './run-api';
import { API_TARGETS } from './run-api';
import type { EngineResult } from './run-engine';
import { ENGINE_TARGETS } from './run-engine';
import type { GenerationResult } from './run-generation';
import { GENERATION_TARGETS, generationMisses } from './run-generation';
import type { HostileResult } from './run-hostile';
import { HOSTILE_TARGETS } from './run-hostile';
import type { LoadResult } from './run-load';
import { LOAD_TARGETS, MIX } from './run-load';
import type { OcrResult } from './run-ocr';
import { OCR_TARGETS, ocrTable } from './run-ocr';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  node: string;
  os: string;
  date: string;
  /** 1-minute load average at the start and the end of the part: above the core count, other work competed */
  loadAverage: { start: number; end: number };
}

export interface PartResult<T> {
  machine: Machine;
  seconds: number;
  result: T;
  /** written by hand or by index.ts: what dominates a missed target */
  analysis?: string[];
}

export interface AllResults {
  engine?: PartResult<EngineResult>;
  generation?: PartResult<GenerationResult>;
  api?: PartResult<ApiResult>;
  load?: PartResult<LoadResult[]>;
  hostile?: PartResult<HostileResult>;
  ocr?: PartResult<OcrResult>;
  /** hand-written notes on the conditions of the recorded run (bench/analysis-notes.json "run") */
  runNotes?: string[];
}

const ok = (pass: boolean) => (pass ? 'met' : '**missed**');
const ms = (n: number | null | undefined) => (n === null || n === undefined || Number.isNaN(n) ? '—' : `${n} ms`);

function machineLine(m: Machine, seconds: number): string {
  const busy = m.loadAverage.start > m.cores || m.loadAverage.end > m.cores;
  return (
    `_Measured ${m.date} on ${m.cpu} (${m.cores} cores, ${m.memoryGb} GB), Node ${m.node}, ${m.os}; ` +
    `took ${Math.round(seconds)} s; load average ${m.loadAverage.start} → ${m.loadAverage.end}` +
    (busy ? ' — **the machine was busy with other work, so these figures are pessimistic**' : '') +
    '._'
  );
}

function timingTable(r: Record<string, { medianMs: number; p95Ms: number }>, target: (k: string) => number | null, cpu?: Record<string, number> | null): string[] {
  const lines = cpu
    ? ['| case | median (wall) | p95 (wall) | CPU time (median) | target (median) |', '|---|---:|---:|---:|---|']
    : ['| case | median | p95 | target (median) |', '|---|---:|---:|---|'];
  for (const [k, v] of Object.entries(r)) {
    const t = target(k);
    const cells = [k, ms(v.medianMs), ms(v.p95Ms), ...(cpu ? [ms(cpu[k])] : []), t === null ? '—' : `< ${t} ms: ${ok(v.medianMs < t)}`];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines;
}

function engineSection(p: PartResult<EngineResult>): string[] {
  const r = p.result;
  const out = ['## 1. Engine', '', machineLine(p.machine, p.seconds), ''];
  if (r.extraction) {
    out.push('Extraction (`bench/engine-extract.ts`, `benchExtraction()`):', '');
    out.push(...timingTable(r.extraction, (k) => (k === r.twoPage.extractionKey ? ENGINE_TARGETS.extractionMedianMs : null)), '');
  }
  if (r.analysis) {
    out.push('Analysis (`bench/engine-analyse.ts`, `benchAnalysis()`: the report stage on a CV extracted and parsed up front):', '');
    out.push(...timingTable(r.analysis, (k) => (k === r.twoPage.analysisKey ? ENGINE_TARGETS.analysisMedianMs : null)), '');
  }
  for (const n of r.notes) out.push(`- Note: ${n}`);
  if (r.notes.length) out.push('');
  out.push(
    `- 2-page PDF: extraction ${ms(r.twoPage.extractionMs)} (target < ${ENGINE_TARGETS.extractionMedianMs} ms: ${
      r.twoPage.extractionMs === null ? 'not measured' : ok(r.twoPage.extractionMs < ENGINE_TARGETS.extractionMedianMs)
    }), analysis ${ms(r.twoPage.analysisMs)} (target < ${ENGINE_TARGETS.analysisMedianMs} ms: ${
      r.twoPage.analysisMs === null ? 'not measured' : ok(r.twoPage.analysisMs < ENGINE_TARGETS.analysisMedianMs)
    }).`,
    `- CVs per second on one core: **${r.cvsPerSecondOneCore ?? '—'}** = 1000 / (${
      r.twoPage.pipelineKey ? `\`${r.twoPage.pipelineKey}\` ${ms(r.twoPage.firstHalfMs)}` : 'extraction'
    } + analysis ${ms(r.twoPage.analysisMs)}), medians for the 2-page PDF, one thread.`,
    ...(r.cpu
      ? [
          `- CPU time per operation on \`${r.cpu.fixture}\` (\`process.cpuUsage\`, not affected by waiting for a core): extract ${ms(r.cpu.extractMs)}, ` +
            `extract + parse ${ms(r.cpu.extractParseMs)}, analyse ${ms(r.cpu.analyseMs)}: ${r.cpu.cvsPerCpuSecond} CVs per CPU-second.`,
        ]
      : []),
    `- Peak memory of the benchmark process during the engine runs: RSS sampled every 10 ms ${r.memory.sampledPeakRssMb} MB; ` +
      `\`process.resourceUsage().maxRSS\` ${r.memory.maxRssMb} MB (the kernel's peak, including the loaded modules).`,
    '',
  );
  return out;
}

function generationSection(p: PartResult<GenerationResult>): string[] {
  const r = p.result;
  const out = ['## 2. Generated CVs', '', machineLine(p.machine, p.seconds), ''];
  if (r.renders) {
    out.push('`bench/generation.ts`, `benchGeneration()`: a two-page improved CV rendered per template after a warm-up.', '');
    out.push(
      ...timingTable(
        r.renders,
        (k) => (k.includes('.pdf.') ? GENERATION_TARGETS.pdfMedianMs : k.includes('.docx.') ? GENERATION_TARGETS.docxMedianMs : null),
        r.cpu,
      ),
      '',
    );
    const misses = generationMisses(r.renders);
    out.push(misses.length ? `Targets missed: ${misses.join('; ')}.` : 'Every render meets its target.', '');
  }
  for (const n of r.notes) out.push(`- Note: ${n}`);
  out.push(`- Peak RSS of the benchmark process so far (\`maxRSS\`): ${r.memory.maxRssMb} MB.`, '');
  return out;
}

function apiSection(p: PartResult<ApiResult>): string[] {
  const r = p.result;
  const c1 = r.create.c1;
  const c8 = r.create.c8;
  const readOk = r.read.shareOfBare >= API_TARGETS.readShareOfBare;
  const out = [
    '## 3. HTTP API (embedded defaults)',
    '',
    machineLine(p.machine, p.seconds),
    '',
    `The real server as \`npm start\` runs it (embedded PostgreSQL in a fresh temporary \`DATA_DIR\`, in-process rate limiter, ` +
      `embedded job executor), with \`RATE_LIMIT_PER_MINUTE=1000000\` so that the limiter runs on every call but never refuses the ` +
      `benchmark. Uploads: \`${r.fixture}\` (${r.pages} pages) as multipart with \`target_role\`, each request timed from send to ` +
      `the end of the response, after 10 warm-up requests; \`POST /analyses\` waits for the analysis (\`ANALYSIS_WAIT_MS\`), so a ` +
      `201 \`completed\` includes the whole job.`,
    '',
    '| measure | requests | median | p95 | p99 | analyses/s | statuses | target |',
    '|---|---:|---:|---:|---:|---:|---|---|',
    `| POST /analyses, concurrency 1 | ${c1.requests} | ${ms(c1.medianMs)} | ${ms(c1.p95Ms)} | ${ms(c1.p99Ms)} | ${c1.perSecond} | ${fmt(c1.statuses)}; ${fmt(
      c1.analysisStatuses,
    )} | median < ${API_TARGETS.createMedianMsC1} ms: ${ok(c1.medianMs < API_TARGETS.createMedianMsC1)} |`,
    `| POST /analyses, concurrency 8 | ${c8.requests} | ${ms(c8.medianMs)} | ${ms(c8.p95Ms)} | ${ms(c8.p99Ms)} | ${c8.perSecond} | ${fmt(c8.statuses)}; ${fmt(
      c8.analysisStatuses,
    )} | — |`,
    '',
    ...[c1, c8]
      .filter((c) => Object.keys(c.statuses).some((k) => k !== '201'))
      .map(
        (c) =>
          `**Errors at concurrency ${c.concurrency}:** not every request answered 201: ${fmt(c.statuses)} of ${c.requests} (see \`bench/results/server-embedded.log\`).`,
      ),
    '',
    `\`GET /analyses/{id}\` at concurrency 50 for ${r.read.app.durationS} s (autocannon), beside \`bench/bare-reference-server.ts\` ` +
      '(bare `node:http` + `pg`: key hash lookup, scope, tenant-scoped row, same presenter; no rate limit, usage counting or framework) on the same database:',
    '',
    '| server | requests/s | p50 | p95 | p99 | errors | target |',
    '|---|---:|---:|---:|---:|---:|---|',
    `| cvlens (Next.js) | ${r.read.app.requestsPerSecond} | ${ms(r.read.app.p50Ms)} | ${ms(r.read.app.p95Ms)} | ${ms(r.read.app.p99Ms)} | ${r.read.app.errors} | ≥ ${
      API_TARGETS.readShareOfBare * 100
    }% of bare: ${Math.round(r.read.shareOfBare * 100)}%, ${ok(readOk)} |`,
    `| bare reference | ${r.read.bare.requestsPerSecond} | ${ms(r.read.bare.p50Ms)} | ${ms(r.read.bare.p95Ms)} | ${ms(r.read.bare.p99Ms)} | ${r.read.bare.errors} | — |`,
    ...(r.read.uncached
      ? [
          `| cvlens, caches off (\`API_KEY_CACHE_SECONDS=0 ANALYSIS_CACHE_MB=0\`) | ${r.read.uncached.requestsPerSecond} | ${ms(r.read.uncached.p50Ms)} | ${ms(r.read.uncached.p95Ms)} | ${ms(
            r.read.uncached.p99Ms,
          )} | ${r.read.uncached.errors} | for comparison: ${Math.round((r.read.uncachedShareOfBare ?? 0) * 100)}% of bare |`,
        ]
      : []),
    '',
    'The first row is the product as configured by default: API keys are cached per process (changes pushed by PostgreSQL ' +
      'NOTIFY triggers) and completed analyses, which never change, are answered from memory after their first read. ' +
      'The caches-off row does per request what the bare server does.',
    '',
  ];
  if (r.memory)
    out.push(
      `Server memory during this part: Node processes (start script + next-server) peak ${r.memory.nodePeakMb} MB summed RSS, ` +
        `next-server VmHWM ${r.memory.nextServerHwmMb} MB, largest engine worker VmHWM ${r.memory.workerHwmMb ?? '—'} MB; embedded PostgreSQL processes ${r.memory.postgresPeakMb} MB summed RSS (shared buffers counted per process: an upper bound).`,
      '',
    );
  return out;
}

function loadSection(p: PartResult<LoadResult[]>): string[] {
  const out = [
    '## 4. Mixed load',
    '',
    machineLine(p.machine, p.seconds),
    '',
    `Mix: ${MIX.read * 100}% \`GET /analyses/{id}\` over a pool of ids, ${MIX.status * 100}% \`GET /analyses/{id}/status\`, ` +
      `${MIX.create * 100}% \`POST /analyses\` with a 1.3 KB text CV. One autocannon run per level whose request template draws ` +
      'each request\'s kind from a seeded PRNG (so the shares are shares of requests; parallel runs split by connections would ' +
      'under-weight the slow creates). The client runs on the same machine. Errors are non-2xx responses other than 429 plus ' +
      'socket errors and timeouts (30 s); 429s would be listed apart (the limit is raised, so none are expected). The bare ' +
      'reference read runs right after each level at the same concurrency. Latencies (p50, p95, p99, per kind, and the bare ' +
      'reference\'s) are the steady state: the first request of each connection, which includes opening it, has its own column. ' +
      'Under load on this VM the first requests of 200 new connections complete one every 17-40 ms, the last 2-3 s after the start, ' +
      'while the server\'s own time from request to response stays under 100 ms for each: the wait is in opening the connection.',
    '',
  ];
  for (const t of p.result) {
    out.push(`### ${t.description}`, '');
    out.push(
      '| concurrency | requests/s | p50 | p95 | p99 | errors (rate) | 429 | read p50 / p99 | status p50 / p99 | create p50 / p99 | first request of a connection p50 / p99 | bare read requests/s (p99) | server peak RSS (node / postgres) |',
      '|---:|---:|---:|---:|---:|---|---:|---|---|---|---|---|---|',
    );
    for (const l of t.levels) {
      const k = l.mixed.byKind;
      const pair = (x?: { medianMs: number; p99Ms: number }) => (x ? `${x.medianMs} / ${x.p99Ms} ms` : '—');
      out.push(
        `| ${l.connections} | ${l.mixed.requestsPerSecond} | ${ms(l.mixed.p50Ms)} | ${ms(l.mixed.p95Ms)} | ${ms(l.mixed.p99Ms)} | ${l.mixed.errors} (${l.mixed.errorRate}%) | ${
          l.mixed.rateLimited
        } | ${pair(k.read)} | ${pair(k.status)} | ${pair(k.create)} | ${pair(l.mixed.firstOnConnection)} | ${l.bareRead.requestsPerSecond} (${ms(l.bareRead.p99Ms)}) | ${
          l.memory ? `${l.memory.nodePeakMb} / ${l.memory.postgresPeakMb} MB` : '—'
        } |`,
      );
    }
    const bad = t.levels.filter((l) => l.mixed.errors > 0);
    out.push('');
    if (bad.length)
      out.push(
        `**Errors:** ${bad.map((l) => `concurrency ${l.connections}: ${fmt(l.mixed.statuses)}`).join('; ')}. See \`bench/results/server-${t.target}.log\`.`,
        '',
      );
    else out.push('No errors at any level.', '');
    if (t.memory)
      out.push(
        `next-server VmHWM over the mixed load (peaks reset as it starts): ${t.memory.nextServerHwmMb} MB (target ≤ ${HOSTILE_TARGETS.nextServerMb} MB: ${ok(
          t.memory.nextServerHwmMb <= HOSTILE_TARGETS.nextServerMb,
        )}); largest engine worker: ${t.memory.workerHwmMb ?? '—'} MB (target ≤ ${HOSTILE_TARGETS.workerMb} MB: ${ok(
          (t.memory.workerHwmMb ?? Infinity) <= HOSTILE_TARGETS.workerMb,
        )}).`,
        '',
      );
    const c50 = t.levels.find((l) => l.connections === 50)?.mixed.byKind;
    const c200 = t.levels.find((l) => l.connections === 200)?.mixed.byKind;
    const before = LOAD_TARGETS.beforeEnginePool[t.target as keyof typeof LOAD_TARGETS.beforeEnginePool];
    if (before && (c50 || c200))
      out.push(
        '| with the engine in worker processes | now | before (2026-11-22, engine on the request thread; the first request of each connection counted in) | target |',
        '|---|---:|---:|---|',
        `| status p99 at concurrency 50 | ${ms(c50?.status?.p99Ms)} | ${ms(before.statusP99C50)} | ≤ ${LOAD_TARGETS.statusP99C50} ms: ${ok((c50?.status?.p99Ms ?? Infinity) <= LOAD_TARGETS.statusP99C50)} |`,
        `| read p99 at concurrency 50 | ${ms(c50?.read?.p99Ms)} | ${ms(before.readP99C50)} | — |`,
        `| read p99 at concurrency 200 | ${ms(c200?.read?.p99Ms)} | ${ms(before.readP99C200)} | ≤ ${LOAD_TARGETS.readP99C200} ms: ${ok((c200?.read?.p99Ms ?? Infinity) <= LOAD_TARGETS.readP99C200)} |`,
        `| next-server VmHWM | ${t.memory ? `${t.memory.nextServerHwmMb} MB` : '—'} | ${before.nextServerHwmMb} MB | ≤ ${HOSTILE_TARGETS.nextServerMb} MB |`,
        '',
      );
  }
  return out;
}

function hostileSection(p: PartResult<HostileResult>): string[] {
  const r = p.result;
  const out = [
    '## 5. Hostile uploads',
    '',
    machineLine(p.machine, p.seconds),
    '',
    'Every file of the hostile corpus (`lib/engine/cv/hostile/build-hostile-corpus.ts`) posted to `POST /analyses` on the ' +
      'real server (embedded defaults), one at a time, while another client polls `GET /usage` every 50 ms. The poller ' +
      'columns are the polls made while that file was in flight.',
    '',
    '| file | what it is | expected | answer | time | poller p50 / p99 / max |',
    '|---|---|---|---|---:|---|',
  ];
  for (const f of r.files)
    out.push(
      `| ${f.name} | ${f.why} | ${f.expected} | ${f.status}${f.error ? ` ${f.error.slice(0, 60)}${f.error.length > 60 ? '…' : ''}` : ''} | ${f.answerMs} ms | ${ms(
        f.poller.medianMs,
      )} / ${ms(f.poller.p99Ms)} / ${ms(f.poller.maxMs)} |`,
    );
  out.push(
    '',
    `Over the whole run: poller p99 ${ms(r.poller.p99Ms)} over ${r.poller.count} polls (${r.pollerFailures} failed); ` +
      `peak memory of the server's process tree ${r.treeRssPeakMb ?? '—'} MB (Node processes' RSS plus PostgreSQL's proportional set size, at one instant); next-server VmHWM ${r.memory?.nextServerHwmMb ?? '—'} MB; ` +
      `largest engine worker VmHWM ${r.memory?.workerHwmMb ?? '—'} MB; server answering at the end: ${r.answeringAfter ? 'yes' : '**no**'}.`,
    '',
  );
  return out;
}

const fmt = (o: Record<string, number>) =>
  Object.entries(o)
    .map(([k, v]) => `${k}×${v}`)
    .join(', ') || '—';

export function renderMarkdown(all: AllResults): string {
  const out = [
    '# Benchmarks',
    '',
    '<!-- generated by `npm run bench` (bench/index.ts); edit the code, not this file -->',
    '',
    'Reproduce with `npm run bench` (10–15 minutes on 2 cores, plus a production build when none is current), or one part with ',
    '`npm run bench -- --only engine|generation|api|load`. Parts not run keep their previous figures (from `bench/results/`). ',
    'The API and load parts start the real server through `lib/cli/start.ts` with a fresh temporary `DATA_DIR` on a free port ',
    'and remove it afterwards; the load part\'s external configuration creates and drops a scratch database on ',
    '`BENCH_PG_URL` (default `postgres://postgres@127.0.0.1:5432/postgres`) and uses `BENCH_REDIS_URL` (default ',
    '`redis://127.0.0.1:6379`), and is skipped when they cannot be reached. Raw results: `bench/results/*.json`.',
    '',
  ];
  if (all.runNotes?.length) out.push('## About the recorded run', '', ...all.runNotes.map((n) => `- ${n}`), '');
  const summary = summaryRows(all);
  if (summary.length) out.push('## Summary', '', '| measure | figure | target | |', '|---|---:|---|---|', ...summary, '');
  if (all.engine) out.push(...engineSection(all.engine), ...analysis(all.engine));
  if (all.generation) out.push(...generationSection(all.generation), ...analysis(all.generation));
  if (all.api) out.push(...apiSection(all.api), ...analysis(all.api));
  if (all.load) out.push(...loadSection(all.load), ...analysis(all.load));
  if (all.hostile) out.push(...hostileSection(all.hostile), ...analysis(all.hostile));
  if (all.ocr) out.push(...ocrSection(all.ocr), ...analysis(all.ocr));
  return out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd() + '\n';
}

function analysis(p: PartResult<unknown>): string[] {
  return p.analysis?.length ? ['**Where the time goes:**', '', ...p.analysis.map((a) => `- ${a}`), ''] : [];
}

function ocrSection(p: PartResult<OcrResult>): string[] {
  const r = p.result;
  const out = ['## 6. OCR of scans and photos', '', machineLine(p.machine, p.seconds), ''];
  out.push(
    'Scans and photos of the engine\'s fixture CVs, rendered by poppler (`pdftoppm`) at 150, 200 and 300 dpi, skewed, turned, ' +
      'or photographed (uneven light, a warm cast, noise, slight blur) with sharp, read by `extractDocument` in the benchmark ' +
      'process one document at a time (`bench/run-ocr.ts`). CPU time is the process\'s (`process.cpuUsage`), so it includes ' +
      'tesseract\'s worker thread and libvips: what a page costs one core.',
    '',
    ...ocrTable(r),
    '',
  );
  for (const n of r.notes) out.push(`- Note: ${n}`);
  if (r.medianCpuMsPerPage !== null)
    out.push(
      `- Default settings (eng+fra+deu+spa): median **${r.medianCpuMsPerPage} ms CPU a page** (wall ${r.medianWallMsPerPage} ms), target ≤ ${OCR_TARGETS.cpuMsPerPage} ms: ${ok(
        r.medianCpuMsPerPage <= OCR_TARGETS.cpuMsPerPage,
      )}. A page lying the wrong way may be read twice (the likelier way up first).`,
      `- A fresh engine's first page (the WebAssembly core and four language models loaded): ${ms(r.startMs)}. Peak RSS of the process: ${r.peakRssMb} MB.`,
      '',
    );
  return out;
}

/** The short table for BENCHMARKS.md and the README. */
export function summaryRows(all: AllResults): string[] {
  const rows: string[] = [];
  const e = all.engine?.result;
  const cpuNote = (n: number | undefined) => (n === undefined ? '' : ` (CPU ${n} ms)`);
  if (e?.twoPage.extractionMs != null)
    rows.push(
      `| extraction, 2-page PDF (median) | ${e.twoPage.extractionMs} ms${cpuNote(e.cpu?.extractMs)} | < ${ENGINE_TARGETS.extractionMedianMs} ms | ${ok(
        e.twoPage.extractionMs < ENGINE_TARGETS.extractionMedianMs,
      )} |`,
    );
  if (e?.twoPage.analysisMs != null)
    rows.push(
      `| analysis, 2-page PDF (median) | ${e.twoPage.analysisMs} ms${cpuNote(e.cpu?.analyseMs)} | < ${ENGINE_TARGETS.analysisMedianMs} ms | ${ok(
        e.twoPage.analysisMs < ENGINE_TARGETS.analysisMedianMs,
      )} |`,
    );
  if (e?.cvsPerSecondOneCore != null)
    rows.push(`| CVs per second, one core (extract + parse + analyse) | ${e.cvsPerSecondOneCore}${e.cpu ? ` (${e.cpu.cvsPerCpuSecond} per CPU-second)` : ''} | — | |`);
  const g = all.generation?.result.renders;
  if (g) {
    const worst = (kind: string) => Object.entries(g).filter(([k]) => k.includes(`.${kind}.`)).sort((a, b) => b[1].medianMs - a[1].medianMs)[0];
    const pdf = worst('pdf');
    const docx = worst('docx');
    const gc = all.generation?.result.cpu;
    if (pdf) rows.push(`| PDF render, slowest template (median) | ${pdf[1].medianMs} ms (${pdf[0].split('.').pop()})${cpuNote(gc?.[pdf[0]])} | < ${GENERATION_TARGETS.pdfMedianMs} ms | ${ok(pdf[1].medianMs < GENERATION_TARGETS.pdfMedianMs)} |`);
    if (docx) rows.push(`| DOCX render, slowest template (median) | ${docx[1].medianMs} ms (${docx[0].split('.').pop()})${cpuNote(gc?.[docx[0]])} | < ${GENERATION_TARGETS.docxMedianMs} ms | ${ok(docx[1].medianMs < GENERATION_TARGETS.docxMedianMs)} |`);
  }
  const a = all.api?.result;
  if (a) {
    rows.push(`| POST /analyses (2-page PDF), concurrency 1, median | ${a.create.c1.medianMs} ms | < ${API_TARGETS.createMedianMsC1} ms | ${ok(a.create.c1.medianMs < API_TARGETS.createMedianMsC1)} |`);
    const failed = (c: { statuses: Record<string, number> }) => Object.entries(c.statuses).filter(([k]) => k !== '201').reduce((n, [, v]) => n + v, 0);
    rows.push(
      `| POST /analyses, concurrency 8 | ${a.create.c8.perSecond} analyses/s (median ${a.create.c8.medianMs} ms), ${failed(a.create.c8)} of ${a.create.c8.requests} failed | no errors | ${ok(
        failed(a.create.c8) === 0 && failed(a.create.c1) === 0,
      )} |`,
    );
    rows.push(
      `| GET /analyses/{id}, concurrency 50 | ${a.read.app.requestsPerSecond} req/s (p99 ${a.read.app.p99Ms} ms) vs bare ${a.read.bare.requestsPerSecond} req/s | ≥ 50% of bare | ${Math.round(
        a.read.shareOfBare * 100,
      )}%: ${ok(a.read.shareOfBare >= API_TARGETS.readShareOfBare)} |`,
    );
  }
  for (const t of all.load?.result ?? []) {
    for (const l of t.levels)
      rows.push(
        `| mixed load, ${t.target}, concurrency ${l.connections} | ${l.mixed.requestsPerSecond} req/s, p99 ${l.mixed.p99Ms} ms, errors ${l.mixed.errors} | no errors | ${ok(l.mixed.errors === 0)} |`,
      );
    const status50 = t.levels.find((l) => l.connections === 50)?.mixed.byKind.status?.p99Ms;
    const read200 = t.levels.find((l) => l.connections === 200)?.mixed.byKind.read?.p99Ms;
    if (status50 !== undefined)
      rows.push(`| mixed load, ${t.target}: status p99 at concurrency 50 | ${status50} ms | ≤ ${LOAD_TARGETS.statusP99C50} ms | ${ok(status50 <= LOAD_TARGETS.statusP99C50)} |`);
    if (read200 !== undefined)
      rows.push(`| mixed load, ${t.target}: read p99 at concurrency 200 | ${read200} ms | ≤ ${LOAD_TARGETS.readP99C200} ms | ${ok(read200 <= LOAD_TARGETS.readP99C200)} |`);
    if (t.memory)
      rows.push(
        `| mixed load, ${t.target}: next-server / largest engine worker VmHWM | ${t.memory.nextServerHwmMb} / ${t.memory.workerHwmMb ?? '—'} MB | ≤ ${HOSTILE_TARGETS.nextServerMb} / ${HOSTILE_TARGETS.workerMb} MB | ${ok(
          t.memory.nextServerHwmMb <= HOSTILE_TARGETS.nextServerMb && (t.memory.workerHwmMb ?? Infinity) <= HOSTILE_TARGETS.workerMb,
        )} |`,
      );
  }
  const o = all.ocr?.result;
  if (o?.medianCpuMsPerPage != null)
    rows.push(
      `| OCR of a scanned or photographed page, default settings (median) | ${o.medianCpuMsPerPage} ms CPU (wall ${o.medianWallMsPerPage} ms) | ≤ ${OCR_TARGETS.cpuMsPerPage} ms a page on one core | ${ok(
        o.medianCpuMsPerPage <= OCR_TARGETS.cpuMsPerPage,
      )} |`,
    );
  const h = all.hostile?.result;
  if (h) {
    const slowest = Math.max(...h.files.map((f) => f.answerMs));
    const wrong = h.files.filter((f) => f.status >= 500 || f.status === 0).length;
    rows.push(`| hostile uploads: slowest answer, 5xx or no answer | ${slowest} ms, ${wrong} | ≤ ${HOSTILE_TARGETS.answerMs} ms, none | ${ok(slowest <= HOSTILE_TARGETS.answerMs && wrong === 0)} |`);
    rows.push(`| hostile uploads: GET /usage p99 meanwhile | ${h.poller.p99Ms} ms | ≤ ${HOSTILE_TARGETS.pollerP99Ms} ms | ${ok(h.poller.p99Ms <= HOSTILE_TARGETS.pollerP99Ms)} |`);
    if (h.treeRssPeakMb !== null)
      rows.push(`| hostile uploads: peak memory of the server's process tree (RSS; PostgreSQL by PSS) | ${h.treeRssPeakMb} MB | ≤ ${HOSTILE_TARGETS.treeRssMb} MB | ${ok(h.treeRssPeakMb <= HOSTILE_TARGETS.treeRssMb)} |`);
  }
  return rows;
}
