/**
 * Benchmark of the report stage: `analyseParsed` on fixture CVs that were extracted and parsed
 * once up front (1-, 2- and 3-page PDFs and a DOCX). Target: under 15 ms median for 2 pages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { extractDocument } from '../lib/engine/cv/extract';
import { parseCv } from '../lib/engine/cv/parse';
import { analyseParsed } from '../lib/engine/cv/report';
import type { AnalysisOptions, ExtractedDocument, ParsedCv } from '../lib/engine/cv/types';
import { percentile, round } from '../lib/testing/stats';

const FIXTURES = path.join(import.meta.dirname, '..', 'lib', 'engine', 'cv', 'fixtures');
const WARM_UP = 20;
const ITERATIONS = 100;
const OPTIONS: AnalysisOptions = { targetRole: 'Software Engineer', now: new Date('2026-01-15T00:00:00Z') };

interface Case {
  label: string;
  doc: ExtractedDocument;
  cv: ParsedCv;
}

async function load(file: string): Promise<{ doc: ExtractedDocument; cv: ParsedCv }> {
  const doc = await extractDocument(new Uint8Array(readFileSync(path.join(FIXTURES, file))), { fileName: file });
  return { doc, cv: parseCv(doc) };
}

/** One PDF each of 1, 2 and 3+ pages (the first found, by name) and the first DOCX. */
async function cases(): Promise<Case[]> {
  // hostile-* fixtures are meant to be refused by the extractor
  const files = readdirSync(FIXTURES)
    .filter((f) => !f.startsWith('hostile-'))
    .sort();
  const out: Case[] = [];
  const wanted = new Map<number, string>([
    [1, 'pdf-1-page'],
    [2, 'pdf-2-page'],
    [3, 'pdf-3-page'],
  ]);
  for (const file of files.filter((f) => f.endsWith('.pdf'))) {
    const loaded = await load(file);
    const pages = Math.min(3, loaded.doc.quality.pageCount);
    const label = wanted.get(pages);
    if (label) {
      out.push({ label: `${label} (${file})`, ...loaded });
      wanted.delete(pages);
    }
  }
  const docx = files.find((f) => f.endsWith('.docx'));
  if (docx) out.push({ label: `docx (${docx})`, ...(await load(docx)) });
  return out;
}

export async function benchAnalysis(): Promise<Record<string, { medianMs: number; p95Ms: number }>> {
  const results: Record<string, { medianMs: number; p95Ms: number }> = {};
  for (const c of await cases()) {
    for (let i = 0; i < WARM_UP; i++) analyseParsed(c.doc, c.cv, OPTIONS);
    const times: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      const start = performance.now();
      analyseParsed(c.doc, c.cv, OPTIONS);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    results[c.label] = { medianMs: round(percentile(times, 50), 2), p95Ms: round(percentile(times, 95), 2) };
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchAnalysis().then((r) => console.table(r));
}
