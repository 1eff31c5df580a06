import { isMeasured } from '../../../schemas/not-measured';
import type { DimensionScore } from './types';

/**
 * The weights that apply to these scores: a dimension that measured nothing is left out and the
 * others keep their proportions, so a CV is not marked down for a comparison nobody asked for.
 * One rule for the overall score and for the composite scores built from dimensions.
 */
export function weightsOf<D extends string>(
  table: Readonly<Record<D, number>>,
  parts: NoInfer<Readonly<Record<D, DimensionScore>>>,
): Array<{ d: D; weight: number }> {
  const all = Object.keys(table) as D[];
  const kept = all.filter((d) => isMeasured(parts[d]));
  // the full set is used as declared, so that a float sum a hair off 1 moves no rounding
  const total = kept.length === all.length ? 1 : kept.reduce((s, d) => s + table[d], 0);
  return kept.map((d) => ({ d, weight: table[d] / total }));
}

/** Σ weight × score over the measured dimensions of the table (weights as weightsOf gives them). */
export function weightedMean<D extends string>(
  table: Readonly<Record<D, number>>,
  parts: NoInfer<Readonly<Record<D, DimensionScore>>>,
): number {
  return weightsOf(table, parts).reduce((s, { d, weight }) => s + weight * parts[d].score, 0);
}
