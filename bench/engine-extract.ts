/**
 * Times the first half of the engine (extraction, and extraction + parsing) on fixture CVs
 * of one, two and three PDF pages and a DOCX. Run directly: npx tsx bench/engine-extract.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { extractDocument } from '../lib/engine/cv/extract';
import { parseCv } from '../lib/engine/cv/parse';
import { percentile, round } from '../lib/testing/stats';

export interface Timing {
  medianMs: number;
  p95Ms: number;
}

const FIXTURES = path.join(import.meta.dirname, '..', 'lib', 'engine', 'cv', 'fixtures');
const WARM_UP = 5;
const ITERATIONS = 50;

const CASES: { name: string; file: string; parse: boolean }[] = [
  { name: 'pdf-1-page extract+parse', file: 'pdf-backend-engineer-us.pdf', parse: true },
  { name: 'pdf-2-pages extract', file: 'pdf-data-scientist-gb.pdf', parse: false },
  { name: 'pdf-2-pages extract+parse', file: 'pdf-data-scientist-gb.pdf', parse: true },
  { name: 'pdf-3-pages extract+parse', file: 'pdf-mechanical-engineer-in.pdf', parse: true },
  { name: 'docx extract+parse', file: 'docx-accountant-gb.docx', parse: true },
];

async function timeCase(bytes: Uint8Array, parse: boolean): Promise<Timing> {
  const once = async () => {
    const doc = await extractDocument(bytes);
    if (parse) parseCv(doc);
  };
  for (let i = 0; i < WARM_UP; i++) await once();
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now();
    await once();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { medianMs: round(percentile(samples, 50), 2), p95Ms: round(percentile(samples, 95), 2) };
}

export async function benchExtraction(): Promise<Record<string, Timing>> {
  const results: Record<string, Timing> = {};
  for (const { name, file, parse } of CASES) {
    results[name] = await timeCase(new Uint8Array(readFileSync(path.join(FIXTURES, file))), parse);
  }
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchExtraction().then((results) => console.table(results));
}
