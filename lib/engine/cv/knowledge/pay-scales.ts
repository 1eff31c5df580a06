/** National pay scales (curated/salaries.ts, shipped in data/wages.json) as salary bands. */
import wagesFile from './data/wages.json';
import type { WageTable } from './data-files';
import { WAGE_COUNTRIES } from './curated/wage-countries';
import type { ExperienceLevel, SalaryBand } from './types';

const scales = (wagesFile as unknown as WageTable).scales ?? {};

export function payScaleBand(roleId: string, country: string, level: ExperienceLevel): SalaryBand | null {
  const cc = country.toUpperCase();
  const scale = scales[roleId]?.[cc];
  const band = scale?.bands[level];
  if (!scale || !band) return null;
  const currency = cc === 'GB' ? 'GBP' : cc === 'US' ? 'USD' : WAGE_COUNTRIES[cc]?.currency;
  if (!currency) return null;
  return { min: band[0], max: band[1], currency, period: 'year', country: cc, source: `Pay scale: ${scale.source}`, year: 2024 };
}
