/**
 * Scans of a corpus's PDFs for `npm run eval` (an OCR corpus beside the text one, same labels):
 * the eval's corpora hand out bytes synchronously, so the scan is made in a child process (sharp
 * is asynchronous) and cached in the temporary directory by the PDF's hash and the variant.
 * eval/corpora/offlinecv-ocr.ts is the OCR corpus built on it.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ScanVariant } from './scan-fixtures';

/** What the eval reads: a phone photo at 200 dpi, slightly skewed, unevenly lit (the harder everyday case). */
export const EVAL_SCAN_VARIANT: ScanVariant = { dpi: 200, skew: -1.5, photo: true, format: 'jpeg' };

const MAKE_SCAN = path.join(import.meta.dirname, 'make-scan.ts');
const CACHE = path.join(os.tmpdir(), 'cvlens-scans');

/** A scan of the PDF `bytes` in the `variant`, made once and then read from the cache. */
export function scanSync(bytes: Uint8Array, variant: ScanVariant = EVAL_SCAN_VARIANT): Uint8Array {
  const key = createHash('sha256').update(bytes).update(JSON.stringify(variant)).digest('hex').slice(0, 24);
  const out = path.join(CACHE, `${key}.${variant.format}`);
  if (!fs.existsSync(out)) {
    fs.mkdirSync(CACHE, { recursive: true });
    const pdf = path.join(CACHE, `${key}.source.pdf`);
    fs.writeFileSync(pdf, bytes);
    const partial = `${out}.${process.pid}.partial`;
    try {
      execFileSync(process.execPath, ['--import', 'tsx', MAKE_SCAN, pdf, JSON.stringify(variant), partial], { stdio: ['ignore', 'ignore', 'inherit'] });
      fs.renameSync(partial, out);
    } finally {
      fs.rmSync(pdf, { force: true });
      fs.rmSync(partial, { force: true });
    }
  }
  return new Uint8Array(fs.readFileSync(out));
}

/**
 * The same labelled items with their PDFs replaced by scans of them: any item shape whose
 * `bytes()` returns a PDF (the eval's CorpusItem among them) keeps its label and extras.
 */
export function scannedVersions<T extends { file: string; bytes: () => Uint8Array }>(items: T[], variant: ScanVariant = EVAL_SCAN_VARIANT): T[] {
  return items.map((item) => ({ ...item, bytes: () => scanSync(item.bytes(), variant) }));
}
