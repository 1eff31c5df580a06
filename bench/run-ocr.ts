/**
 * Part 6, OCR: scans and photos of the engine's fixture CVs (made with poppler's pdftoppm and
 * sharp, lib/engine/cv/extract/ocr/testing/scan-fixtures.ts) read by extractDocument in this
 * process, one document at a time, at the default settings (four languages). Per case: the
 * wall-clock and CPU time per page (CPU includes tesseract's worker thread and libvips), the OCR's
 * mean confidence; and the engine's start-up (its first page) and the process's peak memory.
 * Accuracy of the same scans lives in `npm run eval`, not here.
 */
import path from 'node:path';
import { extractDocument } from '../lib/engine/cv/extract';
import { DEFAULT_OCR_SETTINGS, type OcrSettings } from '../lib/engine/cv/extract/ocr/ocr-settings';
import { stopOcrEngine } from '../lib/engine/cv/extract/ocr/tesseract-engine';
import { hasPdftoppm, scanFixture, variantName, type ScanVariant } from '../lib/engine/cv/extract/ocr/testing/scan-fixtures';
import { percentile, round } from '../lib/testing/stats';

export const OCR_TARGETS = { cpuMsPerPage: 5_000 };

const FIXTURES = path.resolve(import.meta.dirname, '../lib/engine/cv/fixtures');

export interface OcrCase {
  name: string;
  pages: number;
  /** per page, averaged over the document's pages */
  wallMsPerPage: number;
  cpuMsPerPage: number;
  confidence: number | null;
  languages: string;
}

export interface OcrResult {
  cases: OcrCase[];
  /** the first page read by a fresh engine, which also loads the core and the language models */
  startMs: number | null;
  medianCpuMsPerPage: number | null;
  medianWallMsPerPage: number | null;
  peakRssMb: number;
  notes: string[];
}

const DOCUMENTS = ['pdf-backend-engineer-us.pdf', 'pdf-marketing-manager-fr.pdf', 'pdf-data-scientist-gb.pdf'];
const VARIANTS: ScanVariant[] = [
  { dpi: 300, format: 'png' },
  { dpi: 200, skew: -2, photo: true, format: 'jpeg' },
  { dpi: 150, skew: 1.5, format: 'tiff' },
];
/** What the default settings cost beside fewer languages, and a page lying the wrong way. */
const EXTRAS: { pdf: string; variant: ScanVariant; settings?: OcrSettings; label?: string }[] = [
  { pdf: 'pdf-backend-engineer-us.pdf', variant: { dpi: 300, format: 'png' }, settings: { ...DEFAULT_OCR_SETTINGS, languages: ['eng'] }, label: 'eng only' },
  { pdf: 'pdf-backend-engineer-us.pdf', variant: { dpi: 200, turn: 90, format: 'jpeg' } },
  { pdf: 'pdf-marketing-manager-fr.pdf', variant: { dpi: 200, turn: 180, format: 'png' } },
  { pdf: 'pdf-nurse-au.pdf', variant: { dpi: 200, format: 'pdf' } },
];

/** the nearest-rank median, as every benchmark figure; null when nothing was measured */
const median = (values: number[]) => (values.length ? percentile([...values].sort((a, b) => a - b), 50) : null);

async function measure(bytes: Uint8Array, settings: OcrSettings) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const doc = await extractDocument(bytes, { ocr: settings });
  const used = process.cpuUsage(cpu);
  return { doc, wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

export async function runOcr(): Promise<OcrResult> {
  const notes: string[] = [];
  if (!hasPdftoppm()) return { cases: [], startMs: null, medianCpuMsPerPage: null, medianWallMsPerPage: null, peakRssMb: 0, notes: ['pdftoppm (poppler-utils) is missing: not measured'] };
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    await stopOcrEngine();
    const first = await scanFixture(path.join(FIXTURES, DOCUMENTS[0]), VARIANTS[0]);
    const start = await measure(new Uint8Array(first), DEFAULT_OCR_SETTINGS);
    const cases: OcrCase[] = [];
    const run = async (pdf: string, variant: ScanVariant, settings = DEFAULT_OCR_SETTINGS, label?: string) => {
      const bytes = new Uint8Array(await scanFixture(path.join(FIXTURES, pdf), variant));
      const { doc, wallMs, cpuMs } = await measure(bytes, settings);
      const pages = doc.quality.ocr?.pages.length ?? doc.quality.pageCount;
      const name = `${pdf.replace(/^pdf-|\.pdf$/g, '')} ${variantName(variant)}${label ? ` (${label})` : ''}`;
      cases.push({
        name,
        pages,
        wallMsPerPage: round(wallMs / pages, 0),
        cpuMsPerPage: round(cpuMs / pages, 0),
        confidence: doc.quality.ocr?.meanConfidence ?? null,
        languages: settings.languages.join('+'),
      });
      console.log(`[bench] ocr: ${name}: ${Math.round(cpuMs / pages)} ms CPU a page`);
    };
    for (const pdf of DOCUMENTS) for (const variant of VARIANTS) await run(pdf, variant);
    const defaults = cases.filter((c) => c.languages === DEFAULT_OCR_SETTINGS.languages.join('+'));
    const medianCpu = median(defaults.map((c) => c.cpuMsPerPage));
    const medianWall = median(defaults.map((c) => c.wallMsPerPage));
    for (const extra of EXTRAS) await run(extra.pdf, extra.variant, extra.settings, extra.label);
    return { cases, startMs: round(start.wallMs, 0), medianCpuMsPerPage: medianCpu, medianWallMsPerPage: medianWall, peakRssMb: Math.round(peak / 1e6), notes };
  } finally {
    clearInterval(sampler);
    await stopOcrEngine();
  }
}

/** The cases as BENCHMARKS.md shows them. */
export function ocrTable(r: OcrResult): string[] {
  return [
    '| case | pages | wall / page | CPU / page | mean confidence | languages |',
    '|---|---:|---:|---:|---:|---|',
    ...r.cases.map((c) => `| ${c.name} | ${c.pages} | ${c.wallMsPerPage} ms | ${c.cpuMsPerPage} ms | ${c.confidence ?? '—'}% | ${c.languages} |`),
  ];
}

