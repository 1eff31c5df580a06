import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTION, ESCO_NOTICE } from '../attribution';
import { buildKnowledge } from './build-knowledge';
import { missingSources, readSources, sourceDirs } from './sources';

const knowledgeDir = path.resolve(import.meta.dirname, '..');
const dirs = sourceDirs();
const missing = missingSources(dirs);
if (missing.length > 0) console.warn(`knowledge build tests skipped: the public data is not beside the repository (set SHARED_DIR); missing ${missing[0]}`);

describe.skipIf(missing.length > 0)('buildKnowledge', () => {
  const sources = missing.length > 0 ? null : readSources(dirs);
  const first = sources ? buildKnowledge(sources) : {};

  it('matches the committed data (run `npm run knowledge` after editing curated/), and rebuilding gives the same bytes', () => {
    for (const [name, content] of Object.entries(first)) {
      expect(readFileSync(path.join(knowledgeDir, 'data', name), 'utf8') === content, `${name} differs from the build`).toBe(true);
    }
  }, 120_000);

  it('keeps the O*NET and ESCO attributions in the files derived from them', () => {
    expect(JSON.parse(first['skills.json']).header.attribution).toBe(ATTRIBUTION);
    expect(JSON.parse(first['roles.json']).header.attribution).toBe(ATTRIBUTION);
    for (const file of ['skills.json', 'occupations.json', 'titles.json']) expect(JSON.parse(first[file]).header.escoNotice, file).toBe(ESCO_NOTICE);
  });

  it('imports frequent O*NET technologies and drops single-occupation obscurities', () => {
    const skills: Array<{ name: string; occupationCount: number; hot: boolean }> = JSON.parse(first['skills.json']).skills;
    const byName = new Map(skills.map((s) => [s.name, s]));
    expect(byName.get('Excel')).toMatchObject({ hot: true });
    expect(byName.get('Excel')!.occupationCount).toBeGreaterThan(500);
    expect(byName.get('React')!.occupationCount).toBeGreaterThan(0);
    expect(skills.length).toBeGreaterThan(1500);
    expect([...byName.keys()].some((n) => /software$/i.test(n))).toBe(false);
  });

  it('gives every O*NET occupation a record and most ESCO occupations an O*NET link', () => {
    const { occupations, esco } = JSON.parse(first['occupations.json']);
    expect(occupations).toHaveLength(1016);
    expect(esco.length).toBeGreaterThan(2800);
    const titles: string[] = JSON.parse(first['titles.json']).titles;
    expect(titles.length).toBeGreaterThan(80_000);
  });
});
