import type { ExperienceLevel, RoleFamily, RoleProfile } from '../types';
import type { CountryFactor, PayScale } from '../curated/salaries';

export interface SalaryInputs {
  roles: readonly RoleProfile[];
  usBase: Readonly<Record<string, readonly [number, string]>>;
  countries: Readonly<Record<string, CountryFactor>>;
  levels: Readonly<Record<ExperienceLevel, number>>;
  /** level multipliers for roles whose SOC code is a management occupation (11-xxxx) */
  managerLevels?: Readonly<Record<ExperienceLevel, number>>;
  /** role id → country → bands from a national pay scale, replacing the modelled bands */
  payScales?: Readonly<Record<string, Readonly<Record<string, PayScale>>>>;
  spread: number;
  year: number;
}

export const LEVEL_ORDER: readonly ExperienceLevel[] = ['entry', 'mid', 'senior', 'lead', 'executive'];

/** [min, max] per level in LEVEL_ORDER */
export type LevelBands = Array<[number, number]>;

export interface SalaryTable {
  year: number;
  levels: readonly ExperienceLevel[];
  countries: Record<string, { currency: string; source: string }>;
  /** role id → SOC code its US base approximates */
  soc: Record<string, string>;
  roles: Record<string, Record<string, LevelBands>>;
  families: Record<string, Record<string, LevelBands>>;
  /** role id → country → source of bands taken from a pay scale instead of the model */
  scales: Record<string, Record<string, string>>;
}

/** expands the curated US bases into bands per role and family × country × level (method in curated/salaries.ts) */
export function buildSalaries(input: SalaryInputs): SalaryTable {
  const ids = new Set(input.roles.map((r) => r.id));
  const unknown = [...Object.keys(input.usBase), ...Object.keys(input.payScales ?? {})].filter((id) => !ids.has(id));
  if (unknown.length > 0) throw new Error(`salary bases for unknown roles: ${unknown.join(', ')}`);

  const countryCodes = Object.keys(input.countries).sort();
  const bands = (usBase: number, levels = input.levels): Record<string, LevelBands> =>
    Object.fromEntries(
      countryCodes.map((cc) => [
        cc,
        LEVEL_ORDER.map((level): [number, number] => {
          const point = usBase * input.countries[cc].factor * levels[level];
          return [roundSignificant(point * (1 - input.spread)), roundSignificant(point * (1 + input.spread))];
        }),
      ]),
    );

  const roles: SalaryTable['roles'] = {};
  const soc: SalaryTable['soc'] = {};
  const scales: SalaryTable['scales'] = {};
  const byFamily = new Map<RoleFamily, number[]>();
  for (const role of [...input.roles].sort((a, b) => (a.id < b.id ? -1 : 1))) {
    const base = input.usBase[role.id];
    if (!base) continue;
    const manager = input.managerLevels && base[1].startsWith('11-');
    roles[role.id] = bands(base[0], manager ? input.managerLevels : input.levels);
    soc[role.id] = base[1];
    for (const [cc, scale] of Object.entries(input.payScales?.[role.id] ?? {})) {
      if (!roles[role.id][cc]) throw new Error(`pay scale for ${role.id} in unknown country ${cc}`);
      roles[role.id][cc] = LEVEL_ORDER.map((level): [number, number] => [scale.bands[level][0], scale.bands[level][1]]);
      (scales[role.id] ??= {})[cc] = scale.source;
    }
    byFamily.set(role.family, [...(byFamily.get(role.family) ?? []), base[0]]);
  }
  const families: SalaryTable['families'] = {};
  for (const family of [...byFamily.keys()].sort()) families[family] = bands(median(byFamily.get(family)!));

  return {
    year: input.year,
    levels: LEVEL_ORDER,
    countries: Object.fromEntries(countryCodes.map((cc) => [cc, { currency: input.countries[cc].currency, source: input.countries[cc].source }])),
    soc,
    roles,
    families,
    scales,
  };
}

/** three significant figures: precise enough for an estimate, honest about being one */
export function roundSignificant(value: number): number {
  if (value === 0) return 0;
  const magnitude = 10 ** (Math.floor(Math.log10(Math.abs(value))) - 2);
  return Math.round(value / magnitude) * magnitude;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
