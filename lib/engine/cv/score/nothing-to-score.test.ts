import { describe, expect, it } from 'vitest';
import { isMeasured } from '../../../schemas/not-measured';
import { nothingToScore } from './nothing-to-score';
import { scoreOverall } from './overall';
import { DIMENSIONS, type DimensionScore, type DimensionScores } from './types';

const own = { explanation: 'No bullet points were found to assess.', weakness: 'No achievement bullets' };
const scored = (score: number): DimensionScore => ({ score, explanation: '', top_strength: 'x', top_weakness: 'y', suggestions: [] });

describe('a dimension with nothing to score', () => {
  it('is a verdict when the CV has none of what it measures', () => {
    const d = nothingToScore(true, own, []);
    expect(isMeasured(d)).toBe(true);
    expect(d.explanation).toBe(own.explanation);
  });

  it('is no verdict when its material is on the page but was not read one by one (prose job descriptions)', () => {
    const d = nothingToScore(false, own, []);
    expect(isMeasured(d)).toBe(false);
    const parts = Object.fromEntries(DIMENSIONS.filter((x) => x !== 'overall').map((x) => [x, scored(80)])) as Omit<DimensionScores, 'overall'>;
    const overall = scoreOverall({ ...parts, quantification_level: d });
    // the unread dimension neither pulls the overall down nor is named as its weakest
    expect(overall.score).toBe(80);
    expect(overall.explanation).toContain('quantification not measured');
    expect(overall.explanation).not.toMatch(/weakest quantification/);
  });
});
