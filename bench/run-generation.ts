/** Part 2, generated CVs: bench/generation.ts (PDF and DOCX per template) in this process. */
import { cpuMsPerOp } from './support/cpu-time';
import type { Timing } from '../lib/testing/stats';
import { mb } from '../lib/testing/stats';

export const GENERATION_TARGETS = { pdfMedianMs: 150, docxMedianMs: 50 };

export interface GenerationResult {
  renders: Record<string, Timing> | null;
  notes: string[];
  memory: { maxRssMb: number };
  /** CPU milliseconds per render, same CV and options as bench/generation.ts (see support/cpu-time.ts) */
  cpu?: Record<string, number> | null;
}

export async function runGeneration(): Promise<GenerationResult> {
  const notes: string[] = [];
  let renders: Record<string, Timing> | null = null;
  const file = './generation';
  let mod: Record<string, unknown> | null = null;
  try {
    mod = (await import(file)) as Record<string, unknown>;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') throw err;
    notes.push('bench/generation.ts is missing: not measured');
  }
  if (mod) {
    const fn = mod.benchGeneration;
    if (typeof fn === 'function') {
      try {
        renders = await (fn as () => Promise<Record<string, Timing>>)();
      } catch (err) {
        notes.push(`benchGeneration() failed: ${err instanceof Error ? err.message : String(err)}`);
        console.error('[bench] benchGeneration() failed:', err);
      }
    }
    else notes.push('bench/generation.ts has no export benchGeneration()');
  }
  let cpu: Record<string, number> | null = null;
  try {
    cpu = await cpuProbe();
  } catch (err) {
    notes.push(`CPU-time probe failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  return { renders, notes, cpu, memory: { maxRssMb: mb(process.resourceUsage().maxRSS * 1024) } };
}

/** Every render that misses its target, as text. */
export function generationMisses(r: Record<string, Timing> | null): string[] {
  if (!r) return [];
  return Object.entries(r)
    .filter(([k, v]) => (k.includes('.pdf.') ? v.medianMs >= GENERATION_TARGETS.pdfMedianMs : k.includes('.docx.') && v.medianMs >= GENERATION_TARGETS.docxMedianMs))
    .map(([k, v]) => `${k} median ${v.medianMs} ms`);
}

async function cpuProbe(): Promise<Record<string, number>> {
  const { improveCv } = await import('../lib/engine/render/improve');
  const { renderDocx } = await import('../lib/engine/render/render-docx');
  const { renderPdf } = await import('../lib/engine/render/render-pdf');
  const { TEMPLATES } = await import('../lib/engine/render/templates');
  const { TWO_PAGE_CV, analysisResultFor } = await import('../lib/engine/render/test-fixtures');
  const cv = improveCv(TWO_PAGE_CV, analysisResultFor(), { targetRole: 'Engineering Manager' });
  const out: Record<string, number> = {};
  const n = { warmUp: 3, iterations: 10 };
  for (const template of TEMPLATES) {
    const opts = { template, region: 'GB', language: 'en' };
    out[`generation.pdf.${template}`] = (await cpuMsPerOp(() => renderPdf(cv, opts), n)).medianCpuMs;
    out[`generation.docx.${template}`] = (await cpuMsPerOp(() => renderDocx(cv, opts), n)).medianCpuMs;
  }
  return out;
}
