/**
 * `npm run knowledge`: regenerates data/*.json from the O*NET extracts and curated/.
 * O*NET is read from ../shared/data/onet beside the repository unless ONET_DIR says otherwise.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildKnowledge } from './build/build-knowledge';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const onetDir = process.env.ONET_DIR ?? path.resolve(repoRoot, '../shared/data/onet');
const outDir = path.join(import.meta.dirname, 'data');

const files = buildKnowledge({
  technologySkillsTsv: readFileSync(path.join(onetDir, 'technology_skills.tsv'), 'utf8'),
  occupationDataTsv: readFileSync(path.join(onetDir, 'occupation_data.tsv'), 'utf8'),
});
mkdirSync(outDir, { recursive: true });
for (const [name, content] of Object.entries(files)) {
  writeFileSync(path.join(outDir, name), content);
  console.log(`${name}: ${(Buffer.byteLength(content) / 1024).toFixed(0)} KB`);
}
