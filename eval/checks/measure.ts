import type { Measure } from '../types';

export type PrMeasure = Extract<Measure, { kind: 'pr' }>;

/** A precision/recall measure from its four counts. */
export function pr(predictedRight: number, predicted: number, expectedFound: number, expected: number, problems: string[] = []): PrMeasure {
  return { kind: 'pr', predictedRight, predicted, expectedFound, expected, problems };
}

/** One labelled value against one parsed value: right, wrong, or missing. */
export function single(label: string | undefined, parsed: string | null | undefined, same: (a: string, b: string) => boolean): Measure | null {
  if (label === undefined) return null;
  const right = parsed != null && parsed !== '' && same(label, parsed);
  const problem = right ? [] : [`expected "${label}", got ${parsed ? `"${parsed}"` : 'nothing'}`];
  return pr(right ? 1 : 0, parsed ? 1 : 0, right ? 1 : 0, 1, problem);
}

/** Drops the measures a label did not allow. */
export function defined(measures: Record<string, Measure | null>): Record<string, Measure> {
  return Object.fromEntries(Object.entries(measures).filter((e): e is [string, Measure] => e[1] !== null));
}

/**
 * Sets compared both ways: each labelled value found among the parsed ones (recall), each
 * parsed value found among the labelled ones (precision).
 */
export function setMeasure(labels: string[], parsed: string[], same: (label: string, parsed: string) => boolean, what: string): PrMeasure {
  const missed = labels.filter((l) => !parsed.some((p) => same(l, p)));
  const wrong = parsed.filter((p) => !labels.some((l) => same(l, p)));
  const problems = [
    ...missed.map((l) => `${what} missed: "${l}"`),
    ...wrong.map((p) => `${what} not in the labels: "${p}"`),
  ];
  return pr(parsed.length - wrong.length, parsed.length, labels.length - missed.length, labels.length, problems);
}

/** Keeps the first of values that `same` calls equal. */
export function distinct(values: string[], same: (a: string, b: string) => boolean): string[] {
  const out: string[] = [];
  for (const value of values) if (value.trim() && !out.some((v) => same(v, value))) out.push(value);
  return out;
}
