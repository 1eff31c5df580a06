/**
 * `tsx make-scan.ts <in.pdf> '<variant JSON>' <out>`: one scan of a PDF, written to a file.
 * scan-sync.ts runs it in a child process for callers that must stay synchronous.
 */
import fs from 'node:fs';
import { scanFixture, type ScanVariant } from './scan-fixtures';

const [pdf, variant, out] = process.argv.slice(2);
if (!pdf || !variant || !out) {
  console.error("usage: tsx make-scan.ts <in.pdf> '<variant JSON>' <out>");
  process.exit(2);
}
scanFixture(pdf, JSON.parse(variant) as ScanVariant).then(
  (bytes) => fs.writeFileSync(out, bytes),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
