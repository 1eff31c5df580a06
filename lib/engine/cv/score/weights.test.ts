import { describe, expect, it } from 'vitest';
import { NOT_MEASURED } from '../../../schemas/not-measured';
import { keywordScore, formattingScore } from './composites';
import type { DimensionScore, DimensionScores } from './types';
import { weightedMean, weightsOf } from './weights';

const score = (n: number): DimensionScore => ({ score: n, explanation: '', top_strength: 'x', top_weakness: 'y', suggestions: [] });
const unmeasured = (): DimensionScore => ({ ...score(0), top_strength: NOT_MEASURED });

describe('weightsOf', () => {
  it('keeps the declared weights when every dimension is measured', () => {
    expect(weightsOf({ a: 0.6, b: 0.4 }, { a: score(10), b: score(90) })).toEqual([
      { d: 'a', weight: 0.6 },
      { d: 'b', weight: 0.4 },
    ]);
  });

  it('leaves out a dimension that measured nothing and keeps the others in proportion', () => {
    const w = weightsOf({ a: 0.5, b: 0.25, c: 0.25 }, { a: unmeasured(), b: score(40), c: score(80) });
    expect(w.map((x) => x.d)).toEqual(['b', 'c']);
    expect(w[0]!.weight).toBeCloseTo(0.5);
    expect(weightedMean({ a: 0.5, b: 0.25, c: 0.25 }, { a: unmeasured(), b: score(40), c: score(80) })).toBeCloseTo(60);
  });
});

describe('composite scores', () => {
  const base = (relevance: DimensionScore) =>
    ({ hard_skills_coverage: score(80), soft_skills_coverage: score(40), keyword_density: score(60), relevance, formatting_consistency: score(90), readability: score(70), length_optimization: score(50) }) as unknown as DimensionScores;

  it('weighs hard skills 0.4, relevance 0.3, soft skills and density 0.15 each', () => {
    expect(keywordScore(base(score(20)))).toBe(Math.round(0.4 * 80 + 0.15 * 40 + 0.15 * 60 + 0.3 * 20));
  });

  it('does not count an unmeasured relevance as zero', () => {
    expect(keywordScore(base(unmeasured()))).toBe(Math.round((0.4 * 80 + 0.15 * 40 + 0.15 * 60) / 0.7));
  });

  it('rounds a mean that is exactly x.5 up, whatever float noise its weights leave', () => {
    const d = { ...base(unmeasured()), hard_skills_coverage: score(0), soft_skills_coverage: score(7), keyword_density: score(0) } as DimensionScores;
    expect(keywordScore(d)).toBe(2); // (0.15 × 7) / 0.7 = 1.5
  });

  it('formatting is half consistency, a quarter each readability and length', () => {
    expect(formattingScore(base(score(0)))).toBe(Math.round(0.5 * 90 + 0.25 * 70 + 0.25 * 50));
  });
});
