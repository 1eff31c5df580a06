import { median } from '../median';

/**
 * Vertical gap before each line in multiples of the typical line distance: ~1 for the next
 * line of a paragraph, 1.5+ for a new block. Lines are one column of one page, top to bottom.
 */
export function relativeGaps(baselines: number[], bodyFontSize: number): number[] {
  const deltas = baselines.slice(1).map((b, i) => b - baselines[i]);
  const ceiling = bodyFontSize > 0 ? bodyFontSize * 2.5 : Infinity;
  const typical = median(deltas.filter((d) => d > 0 && d <= ceiling));
  return baselines.map((_, i) => {
    if (i === 0 || typical <= 0) return 0;
    return Math.round((deltas[i - 1] / typical) * 100) / 100;
  });
}

