/**
 * Writes the small scans committed beside the OCR's tests (ocr/fixtures/), made from the engine's
 * fixture PDFs: `npx tsx lib/engine/cv/extract/ocr/testing/build-scan-fixtures.ts` (needs
 * pdftoppm, Debian's poppler-utils). Larger variants are made at test, eval and bench time with
 * the same functions (scan-fixtures.ts) into a temporary directory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { COMMITTED_SCANS, FIXTURE_PDFS, SCAN_FIXTURES } from './committed-scans';
import { scanFixture } from './scan-fixtures';

async function main(): Promise<void> {
  for (const scan of COMMITTED_SCANS) {
    const bytes = await scanFixture(path.join(FIXTURE_PDFS, scan.pdf), scan.variant);
    fs.writeFileSync(path.join(SCAN_FIXTURES, scan.file), bytes);
    console.log(`${scan.file}: ${Math.round(bytes.length / 1024)} KB`);
  }
}

void main();
