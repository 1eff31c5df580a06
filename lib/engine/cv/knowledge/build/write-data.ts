/**
 * `npm run knowledge`: regenerates data/*.json from the public data and curated/. The data is
 * read from ../shared/data beside the repository, or SHARED_DIR (the folder holding data/), or
 * ONET_DIR / ESCO_DIR / WAGES_DIR one by one.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildKnowledge } from './build-knowledge';
import { missingSources, readSources, sourceDirs } from './sources';

const dirs = sourceDirs();
const missing = missingSources(dirs);
if (missing.length > 0) {
  console.error(`missing source files (set SHARED_DIR, ONET_DIR, ESCO_DIR or WAGES_DIR):\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
const outDir = path.join(import.meta.dirname, '../data');
const files = buildKnowledge(readSources(dirs));
mkdirSync(outDir, { recursive: true });
for (const [name, content] of Object.entries(files)) {
  writeFileSync(path.join(outDir, name), content);
  console.log(`${name}: ${(Buffer.byteLength(content) / 1024).toFixed(0)} KB`);
}
