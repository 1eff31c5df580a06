/**
 * Part 1, the engine: the extraction and analysis benchmarks (bench/engine-extract.ts,
 * bench/engine-analyse.ts) in this process, CVs per second on one core, and peak memory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cpuMsPerOp } from './support/cpu-time';
import type { Timing } from '../lib/testing/stats';
import { mb, round } from '../lib/testing/stats';

export const ENGINE_TARGETS = { analysisMedianMs: 15, extractionMedianMs: 50 };

export interface EngineResult {
  extraction: Record<string, Timing> | null;
  analysis: Record<string, Timing> | null;
  /** what could not run, e.g. a bench module that does not exist yet */
  notes: string[];
  twoPage: {
    extractionKey: string | null;
    /** extraction + parsing, when the extraction bench measures it */
    pipelineKey?: string | null;
    analysisKey: string | null;
    extractionMs: number | null;
    firstHalfMs?: number | null;
    analysisMs: number | null;
  };
  cvsPerSecondOneCore: number | null;
  memory: { sampledPeakRssMb: number; maxRssMb: number; samples: number };
  /** CPU time per operation on the 2-page PDF (see support/cpu-time.ts) */
  cpu?: { fixture: string; extractMs: number; extractParseMs: number; analyseMs: number; cvsPerCpuSecond: number } | null;
}

type BenchFn = () => Promise<Record<string, Timing>>;

/** Imports a bench module by name; a missing module (another engineer's, not written yet) is a note, not a crash. */
async function load(file: string, exportName: string, notes: string[]): Promise<BenchFn | null> {
  try {
    const mod = (await import(file)) as Record<string, unknown>;
    const fn = mod[exportName];
    if (typeof fn !== 'function') {
      notes.push(`${file} has no export ${exportName}()`);
      return null;
    }
    return fn as BenchFn;
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    if (e.code === 'ERR_MODULE_NOT_FOUND' || e.code === 'MODULE_NOT_FOUND') {
      notes.push(`${file} is missing: not measured`);
      return null;
    }
    throw err;
  }
}

/** A bench that throws becomes a note, so the other parts still run and report. */
async function attempt(name: string, fn: BenchFn, notes: string[]): Promise<Record<string, Timing> | null> {
  try {
    return await fn();
  } catch (err) {
    notes.push(`${name} failed: ${err instanceof Error ? err.message : String(err)}`);
    console.error(`[bench] ${name} failed:`, err);
    return null;
  }
}

const TWO_PAGES = /2[- ]pages?\b/i;

/**
 * The 2-page PDF rows of the two benches: extraction alone (the < 50 ms target), extraction +
 * parsing (the first half of the pipeline, when the bench has it) and analysis; and from them
 * CVs per second on one core = 1000 / (extract+parse median + analysis median).
 */
export function deriveTwoPage(r: Pick<EngineResult, 'extraction' | 'analysis'>): Pick<EngineResult, 'twoPage' | 'cvsPerSecondOneCore'> {
  const keys = (t: Record<string, Timing> | null) => Object.keys(t ?? {}).filter((k) => TWO_PAGES.test(k) && /pdf/i.test(k));
  const ex = keys(r.extraction);
  const extractionKey = ex.find((k) => !/parse/i.test(k)) ?? ex[0] ?? null;
  const pipelineKey = ex.find((k) => /parse/i.test(k)) ?? extractionKey;
  const analysisKey = keys(r.analysis)[0] ?? null;
  const extractionMs = extractionKey ? r.extraction![extractionKey].medianMs : null;
  const firstHalfMs = pipelineKey ? r.extraction![pipelineKey].medianMs : null;
  const analysisMs = analysisKey ? r.analysis![analysisKey].medianMs : null;
  const perCv = firstHalfMs !== null && analysisMs !== null ? firstHalfMs + analysisMs : null;
  return {
    twoPage: { extractionKey, pipelineKey, analysisKey, extractionMs, firstHalfMs, analysisMs },
    cvsPerSecondOneCore: perCv ? round(1000 / perCv, 1) : null,
  };
}

export async function runEngine(twoPagePdf?: string): Promise<EngineResult> {
  const notes: string[] = [];
  let sampled = process.memoryUsage().rss;
  let samples = 0;
  // benches run synchronous loops, so this sees the RSS between cases; maxRSS below is the kernel's true peak
  const timer = setInterval(() => {
    sampled = Math.max(sampled, process.memoryUsage().rss);
    samples++;
  }, 10);

  let extraction: Record<string, Timing> | null = null;
  let analysis: Record<string, Timing> | null = null;
  try {
    const extract = await load('./engine-extract', 'benchExtraction', notes);
    if (extract) extraction = await attempt('benchExtraction()', extract, notes);
    sampled = Math.max(sampled, process.memoryUsage().rss);
    const analyse = await load('./engine-analyse', 'benchAnalysis', notes);
    if (analyse) analysis = await attempt('benchAnalysis()', analyse, notes);
    sampled = Math.max(sampled, process.memoryUsage().rss);
  } finally {
    clearInterval(timer);
  }

  let cpu: EngineResult['cpu'] = null;
  if (twoPagePdf) {
    try {
      cpu = await cpuProbe(twoPagePdf);
    } catch (err) {
      notes.push(`CPU-time probe failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return {
    extraction,
    analysis,
    notes,
    cpu,
    ...deriveTwoPage({ extraction, analysis }),
    // maxRSS is in kilobytes
    memory: { sampledPeakRssMb: mb(sampled), maxRssMb: mb(process.resourceUsage().maxRSS * 1024), samples },
  };
}

/** CPU milliseconds of extract, extract + parse and analyse on one fixture, with the product's own functions. */
async function cpuProbe(file: string): Promise<NonNullable<EngineResult['cpu']>> {
  const { extractDocument } = await import('../lib/engine/cv/extract');
  const { parseCv } = await import('../lib/engine/cv/parse');
  const { analyseParsed } = await import('../lib/engine/cv/report');
  const bytes = new Uint8Array(fs.readFileSync(file));
  const fileName = path.basename(file);
  const doc = await extractDocument(bytes, { fileName });
  const cv = parseCv(doc);
  const opts = { targetRole: 'Software Engineer', now: new Date('2026-01-15T00:00:00Z') };
  const n = { warmUp: 5, iterations: 30 };
  const extractMs = (await cpuMsPerOp(() => extractDocument(bytes, { fileName }), n)).medianCpuMs;
  const extractParseMs = (await cpuMsPerOp(async () => parseCv(await extractDocument(bytes, { fileName })), n)).medianCpuMs;
  const analyseMs = (await cpuMsPerOp(() => analyseParsed(doc, cv, opts), { warmUp: 20, iterations: 100 })).medianCpuMs;
  return { fixture: fileName, extractMs, extractParseMs, analyseMs, cvsPerCpuSecond: round(1000 / (extractParseMs + analyseMs), 1) };
}
