/**
 * Render times of generated CVs: PDF and DOCX per template for a two-page CV, measured after a
 * warm-up (fonts loaded and parsed once per process, as in a long-running server).
 * Targets: PDF median under 150 ms, DOCX under 50 ms.
 */
import { performance } from 'node:perf_hooks';
import { improveCv } from '../lib/engine/render/improve';
import { renderDocx } from '../lib/engine/render/render-docx';
import { renderPdf } from '../lib/engine/render/render-pdf';
import { TEMPLATES } from '../lib/engine/render/templates';
import { TWO_PAGE_CV, analysisResultFor } from '../lib/engine/render/test-fixtures';

// V8 needs about ten renders before react-pdf's layout code is optimised; a server reaches that in seconds.
const WARM_UP = 10;
const ITERATIONS = 20;

export async function benchGeneration(): Promise<Record<string, { medianMs: number; p95Ms: number }>> {
  const cv = improveCv(TWO_PAGE_CV, analysisResultFor(), { targetRole: 'Engineering Manager' });
  const results: Record<string, { medianMs: number; p95Ms: number }> = {};
  for (const template of TEMPLATES) {
    const opts = { template, region: 'GB', language: 'en' };
    results[`generation.pdf.${template}`] = await measure(() => renderPdf(cv, opts));
    results[`generation.docx.${template}`] = await measure(() => renderDocx(cv, opts));
  }
  return results;
}

async function measure(run: () => Promise<unknown>): Promise<{ medianMs: number; p95Ms: number }> {
  for (let i = 0; i < WARM_UP; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] * 10) / 10;
  return { medianMs: at(0.5), p95Ms: at(0.95) };
}

// `npx tsx bench/generation.ts` runs this benchmark alone.
if (require.main === module) {
  benchGeneration().then((r) => console.table(r));
}
