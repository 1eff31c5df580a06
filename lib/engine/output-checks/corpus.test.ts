/**
 * Every output of every CV agrees with the page and with the other outputs: the committed
 * fixtures (lib/engine/cv/fixtures) have no finding at all; the shared corpora of ../shared
 * (skipped, with the reason printed, when absent) none of the kinds eval/floors.json holds at
 * zero for them. The round trip (two renders and two reads per CV) runs in eval/floors.test.ts,
 * which holds its count to the ceiling of floors.json; here it is left out to keep the suite fast.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECK_LABELS, CHECK_NAMES, checkCorpus, CORPORA, corpusCvs, sharedCorpusDir } from './index';

const floors = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../eval/floors.json'), 'utf8')) as Record<string, Record<string, { maxCount?: number }>>;

describe('output checks over the corpora', () => {
  it('the fixtures: no finding of any kind', async () => {
    const c = await checkCorpus('fixtures', { roundTrip: false });
    expect(c.cvs).toBeGreaterThan(20);
    const findings = c.results.flatMap((r) => r.findings.map((f) => `${r.id}: ${f.check} @ ${f.where}: ${f.detail}`));
    expect(findings).toEqual([]);
  }, 300_000);

  const { reason } = sharedCorpusDir();
  for (const corpus of CORPORA.filter((c) => c !== 'fixtures')) {
    const skip = reason ?? (corpusCvs(corpus).length === 0 ? `no ${corpus} in the shared corpus` : null);
    if (skip) console.log(`output checks on ${corpus} skipped: ${skip}`);
    it.skipIf(skip !== null)(`${corpus}: nothing of the kinds held at zero`, async () => {
      const atZero = CHECK_NAMES.filter((n) => n !== 'round_trip_mismatches' && floors[corpus]?.[CHECK_LABELS[n]]?.maxCount === 0);
      expect(atZero.length).toBeGreaterThan(0);
      const c = await checkCorpus(corpus, { roundTrip: false });
      const findings = c.results.flatMap((r) => r.findings.filter((f) => atZero.includes(f.check)).map((f) => `${r.id}: ${f.check} @ ${f.where}: ${f.detail}`));
      expect(findings).toEqual([]);
    }, 600_000);
  }
});
