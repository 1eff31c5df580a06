import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTION } from '../attribution';
import { buildKnowledge } from './build-knowledge';

const knowledgeDir = path.resolve(import.meta.dirname, '..');
const onetDir = process.env.ONET_DIR ?? path.resolve(knowledgeDir, '../../../../shared/data/onet');
const sources = {
  technologySkillsTsv: readFileSync(path.join(onetDir, 'technology_skills.tsv'), 'utf8'),
  occupationDataTsv: readFileSync(path.join(onetDir, 'occupation_data.tsv'), 'utf8'),
};

describe('buildKnowledge', () => {
  const first = buildKnowledge(sources);

  it('is deterministic', () => {
    expect(buildKnowledge(sources)).toEqual(first);
  });

  it('matches the committed data (run `npm run knowledge` after editing curated/)', () => {
    for (const [name, content] of Object.entries(first)) {
      expect(readFileSync(path.join(knowledgeDir, 'data', name), 'utf8'), name).toBe(content);
    }
  });

  it('keeps the O*NET attribution in the files derived from O*NET, and stays small', () => {
    expect(JSON.parse(first['skills.json']).header.attribution).toBe(ATTRIBUTION);
    expect(JSON.parse(first['roles.json']).header.attribution).toBe(ATTRIBUTION);
    const bytes = Object.values(first).reduce((sum, c) => sum + Buffer.byteLength(c), 0);
    expect(bytes).toBeLessThan(1.5 * 1024 * 1024);
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
});
