import type { SalaryTable } from './build/build-salaries';
import type { ExperienceLevel, RoleFamily, SalaryBand } from './types';

/**
 * Band for a role, else for its family (the family is also accepted directly as the id),
 * else null. The source names the statistic behind the estimate so nobody mistakes it for a
 * quote.
 */
export function lookupSalary(
  table: SalaryTable,
  familyOf: (roleId: string) => RoleFamily | null,
  roleId: string,
  country: string,
  level: ExperienceLevel,
): SalaryBand | null {
  const cc = country.toUpperCase();
  const meta = table.countries[cc];
  const levelIndex = table.levels.indexOf(level);
  if (!meta || levelIndex < 0) return null;

  const own = table.roles[roleId]?.[cc];
  const family = own ? null : (familyOf(roleId) ?? (roleId in table.families ? (roleId as RoleFamily) : null));
  const bands = own ?? (family ? table.families[family]?.[cc] : undefined);
  if (!bands) return null;
  const [min, max] = bands[levelIndex];
  const scale = own ? table.scales?.[roleId]?.[cc] : undefined;
  if (scale) return { min, max, currency: meta.currency, period: 'year', country: cc, source: `Pay-scale estimate (${scale}; ${level} level)`, year: table.year };
  const basis = own ? `US base ≈ BLS OEWS May 2023 median for SOC ${table.soc[roleId]}` : `median of ${family} roles`;
  return {
    min,
    max,
    currency: meta.currency,
    period: 'year',
    country: cc,
    source: `Modelled estimate (${basis}; ${meta.source}; ${level} level multiplier)`,
    year: table.year,
  };
}
