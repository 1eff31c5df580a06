/**
 * The accuracy targets, per field name (as the checks name their measures). A precision/
 * recall field meets its target when both figures reach it; a count field when its total
 * stays at or under `max`.
 */
export interface Target {
  precision?: number;
  recall?: number;
  max?: number;
}

const both = (x: number): Target => ({ precision: x, recall: x });

export const TARGETS: Record<string, Target> = {
  name: both(0.97),
  email: both(0.99),
  phone: both(0.97),
  location: both(0.9),
  country: both(0.9),
  jobs: both(0.92),
  companies: both(0.92),
  titles: both(0.92),
  'job dates': both(0.9),
  'invented jobs': { max: 0 },
  'education institution': both(0.9),
  skills: { recall: 0.92, precision: 0.9 },
  // the knowledge base's targets: titles mapped to the right occupation, no word taken for a skill it is not
  'role mapping': both(0.95),
  'false skills': { max: 0 },
};

export function meets(target: Target, figure: { precision: number | null; recall: number | null; count: number; kind: string }): boolean | null {
  if (figure.kind === 'count') return target.max === undefined ? null : figure.count <= target.max;
  const ok = (want: number | undefined, got: number | null) => want === undefined || got === null || got >= want;
  if (target.precision === undefined && target.recall === undefined) return null;
  return ok(target.precision, figure.precision) && ok(target.recall, figure.recall);
}
