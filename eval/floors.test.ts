import { describe, expect, it } from 'vitest';
import { CORPORA } from './corpora';
import { belowFloors, readFloors } from './floors';
import { evaluate } from './run';

/**
 * The accuracy floor: `npm run eval`'s figures may rise but never fall below eval/floors.json.
 * The engine's own fixtures always run; the shared corpora run when ../shared (or SHARED_DIR) holds them;
 * costly corpora (OCR) only in `npm run eval`.
 */
describe('evaluation floors', () => {
  for (const corpus of CORPORA) {
    const skipped = corpus.costly ?? corpus.unavailable();
    it.skipIf(skipped !== null)(`${corpus.name}: every field stays at or above its floor`, async () => {
      const result = await evaluate({ corpora: [corpus] });
      const summary = result.corpora[0];
      expect(summary.files).toBeGreaterThan(0);
      expect(belowFloors(readFloors(), result)).toEqual([]);
      // every output of every CV, the round trip included (eval/outputs.ts): well over the default minute on a busy machine
    }, 600_000);
    if (skipped) console.log(`eval floor for ${corpus.name} skipped: ${skipped}`);
  }

  it('fails a run that falls below a floor', () => {
    const result = {
      files: [],
      corpora: [{ corpus: 'x', description: '', silver: false, files: 1, errors: 0, fields: {
        name: { kind: 'pr' as const, predictedRight: 1, predicted: 2, expectedFound: 1, expected: 2, precision: 0.5, recall: 0.5, count: 0, files: 1 },
        'invented jobs': { kind: 'count' as const, predictedRight: 0, predicted: 0, expectedFound: 0, expected: 0, precision: null, recall: null, count: 2, files: 1 },
      } }],
    };
    expect(belowFloors({ x: { name: { precision: 0.6, recall: 0.4 }, 'invented jobs': { maxCount: 0 } } }, result)).toEqual([
      'x name: precision 50.0% < floor 60.0%',
      'x invented jobs: 2 > at most 0',
    ]);
  });
});
