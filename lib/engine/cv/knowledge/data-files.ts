/**
 * The shapes of the generated files in data/: build/ writes them, the matchers read them, so
 * they live here rather than in either.
 */
import type { GuardRule } from './curated/skill-guards';
import type { RoleFamily, SkillInfo } from './types';

/** one skill as stored in data/skills.json: the skill as the engine knows it, with its context rules */
export interface SkillRecord extends Omit<SkillInfo, 'ambiguous'> {
  /** present when a spelling of the skill is also an ordinary word or letter */
  ambiguous?: true;
  /** case-sensitive form → rule, for the spellings that need context (see skill-guards.ts) */
  guards?: Record<string, GuardRule>;
}

/** one occupation as stored in data/occupations.json */
export interface OccupationRecord {
  soc: string;
  title: string;
  family: RoleFamily;
  /** O*NET Job Zone 1–5 (preparation needed), null when O*NET has none */
  zone: number | null;
  /** median category of O*NET "Required Level of Education" (1–12), null when unrated */
  education: number | null;
  /** median category of O*NET "Related Work Experience" (1–11), null when unrated */
  experience: number | null;
  /** lexicon skills O*NET lists for it: [name, flags] with flags 1 = hot technology, 2 = in demand for this occupation */
  tech: Array<[string, number]>;
  /** O*NET base skills rated important for it: [element, importance × 10] */
  skills: Array<[string, number]>;
  /** O*NET knowledge areas rated important for it: [element, importance × 10] */
  knowledge: Array<[string, number]>;
  /** indexes of the ESCO occupations linked to it */
  esco: number[];
}

/** one ESCO occupation as stored in data/occupations.json */
export interface EscoOccupationRecord {
  uri: string;
  label: string;
  isco: string;
  /** the O*NET occupation it is compared with */
  soc: string;
  /** indexes into escoSkills */
  essential: number[];
  /** optional skills that the lexicon can find in a CV, as indexes into escoSkills */
  optional: number[];
}

/** [ESCO preferred label, the lexicon skill it is ('' when none), 'k' knowledge | 's' skill] */
export type EscoSkillRecord = [string, string, 'k' | 's'];

/** [p10, p25, p50, p75, p90]; null when suppressed; a negative number is top-coded: "at least" its absolute value */
export type PercentileRow = Array<number | null>;

/** data/wages.json */
export interface WageCountryMean {
  currency: string;
  meanAnnual: number;
  year: number;
  name: string;
  /** where the mean comes from and how it was converted, for the report */
  basis: string;
}

export interface WageTable {
  us: { year: number; mean: number; source: string; rows: Record<string, PercentileRow>; parts: Record<string, string> };
  uk: { year: number; mean: number; source: string; rows: Record<string, [string, ...PercentileRow]>; bySoc: Record<string, string> };
  beta: number;
  betaOccupations: number;
  /** family → employment-weighted median of each US percentile over its occupations (for a target known only by its family) */
  families: Record<string, PercentileRow>;
  /** country → its mean annual pay of employees in local currency, with the year and how it was obtained */
  countries: Record<string, WageCountryMean>;
  /** countries the statistics cover that are left unpriced, and why */
  unpriced?: Record<string, string>;
  /** role id → country → national pay scale (curated/salaries.ts) */
  scales?: Record<string, Record<string, { bands: Record<string, readonly [number, number]>; source: string }>>;
}
