/**
 * A salary estimate for an occupation, a country and a level, from data/wages.json (method in
 * build/build-wages.ts). The level reads a band of the occupation's pay distribution: entry the
 * 10th–25th percentile, mid 25th–50th, senior 50th–75th, lead 75th–90th; executive the same band
 * as lead, since the statistics stop at the 90th percentile. That reading is a modelling choice,
 * not a published figure, and the source string says which percentiles were used.
 */
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import wagesFile from './data/wages.json';
import type { WageTable } from './data-files';
import type { ExperienceLevel, RoleFamily, SalaryBand } from './types';

const wages = wagesFile as unknown as WageTable;
countries.registerLocale(en);

const BANDS: Record<ExperienceLevel, readonly [number, number]> = {
  entry: [0, 1],
  mid: [1, 2],
  senior: [2, 3],
  lead: [3, 4],
  executive: [3, 4],
};
const PERCENTILE = ['10th', '25th', '50th', '75th', '90th'];

/** countries with an estimate: national statistics (US, GB) or a country mean (ILOSTAT, or a national mean) spread by occupation */
export function wageCountries(): string[] {
  return ['US', 'GB', ...Object.keys(wages.countries)];
}

/** the country's name ("Spain", "Netherlands"), for messages; null for a code that names no country */
export function wageCountryName(cc: string): string | null {
  const code = cc.toUpperCase();
  if (code === 'US') return 'the United States';
  if (code === 'GB') return 'the United Kingdom';
  const name = wages.countries[code]?.name ?? countries.getName(code, 'en') ?? null;
  return name && WITH_ARTICLE.has(code) ? `the ${name}` : name;
}

/** countries whose English name takes "the" in running text ("no estimate for the Netherlands") */
const WITH_ARTICLE: ReadonlySet<string> = new Set(['NL', 'PH', 'AE', 'DO', 'BS', 'MH', 'SB', 'CF', 'KM', 'CZ']);

/** why a country the statistics cover has no estimate all the same ("the ILOSTAT series for Liberia mixes …"), or null */
export function wageGapReason(cc: string): string | null {
  return wages.unpriced?.[cc.toUpperCase()] ?? null;
}

/** 3 significant figures: an estimate should not look more precise than it is */
function round(n: number): number {
  if (n <= 0) return 0;
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 2);
  return Math.round(n / magnitude) * magnitude;
}

/** the two percentiles of a band, nearest published ones where a cell is suppressed; top-coded cells as their floor */
function band(row: ReadonlyArray<number | null>, level: ExperienceLevel): { lo: number; hi: number; topCoded: boolean } | null {
  const values = row.map((v) => (v === null ? null : Math.abs(v)));
  const topCoded = row.some((v, i) => v !== null && v < 0 && i >= BANDS[level][0] && i <= BANDS[level][1]);
  const at = (i: number) => {
    for (let d = 0; d < values.length; d++) {
      const lower = values[i - d];
      const upper = values[i + d];
      if (upper !== undefined && upper !== null) return upper;
      if (lower !== undefined && lower !== null) return lower;
    }
    return null;
  };
  const [a, b] = BANDS[level];
  const lo = at(a);
  const hi = at(b);
  return lo === null || hi === null ? null : { lo, hi: Math.max(lo, hi), topCoded };
}

/**
 * ASHE suppresses unreliable cells ("Electricians" publish no 90th percentile); the nearest
 * published figure alone would make a band of one figure (GBP 46,000–46,000). A suppressed cell
 * is the nearest published one moved by the ratio between the same two percentiles of the
 * occupation's US pay, so the band keeps a width the statistics support.
 */
function fillSuppressed(row: ReadonlyArray<number | null>, us: ReadonlyArray<number | null>): Array<number | null> {
  const abs = (v: number | null | undefined) => (v === null || v === undefined ? null : Math.abs(v));
  return row.map((v, i) => {
    if (v !== null) return Math.abs(v);
    for (let d = 1; d < row.length; d++) {
      for (const j of [i - d, i + d]) {
        const near = abs(row[j]);
        const ui = abs(us[i]);
        const uj = abs(us[j]);
        if (near !== null && ui && uj) return near * (ui / uj);
      }
    }
    return null;
  });
}

function usRow(soc: string): { row: ReadonlyArray<number | null>; code: string } | null {
  const soc6 = soc.slice(0, 7);
  const code = wages.us.rows[soc6] ? soc6 : wages.us.parts[soc6];
  return code && wages.us.rows[code] ? { row: wages.us.rows[code], code } : null;
}

const percentileText = (level: ExperienceLevel) => `${PERCENTILE[BANDS[level][0]]}–${PERCENTILE[BANDS[level][1]]} percentile`;

/**
 * Pay for an O*NET occupation (by its code) in a country at a level, or null when there is no
 * data: the United States and the United Kingdom from their national statistics, other
 * countries modelled from their mean pay of employees (ILOSTAT, or the statistics office's) and
 * the occupation's US pay relative to the US mean. `family` prices a target known only by its family (the family's median
 * occupation).
 */
export function wageEstimate(target: { soc: string } | { family: RoleFamily }, country: string, level: ExperienceLevel): SalaryBand | null {
  const cc = country.toUpperCase();
  const us = 'soc' in target ? usRow(target.soc) : null;
  const familyRow = 'family' in target ? wages.families[target.family] : undefined;
  const usValues = us?.row ?? familyRow;
  const what = us ? `SOC ${us.code}` : 'family' in target ? `the median ${target.family} occupation` : '';
  const capped = level === 'executive' ? '; pay above the 90th percentile is not in the statistics' : '';
  if (cc === 'US') {
    const b = usValues ? band(usValues, level) : null;
    if (!b) return null;
    return {
      min: round(b.lo),
      max: round(b.hi),
      currency: 'USD',
      period: 'year',
      country: 'US',
      year: wages.us.year,
      source: `${wages.us.source}, ${what}: ${percentileText(level)}${b.topCoded ? ' (top-coded: at least $239,200)' : ''}${capped}`,
    };
  }
  if (cc === 'GB' && 'soc' in target) {
    const code = wages.uk.bySoc[target.soc];
    const row = code ? wages.uk.rows[code] : undefined;
    const published = row ? (row.slice(1) as Array<number | null>) : null;
    const filled = published && usValues ? fillSuppressed(published, usValues) : published;
    const b = filled ? band(filled, level) : null;
    const [a, z] = BANDS[level];
    const estimated = published !== null && (published[a] === null || published[z] === null);
    // a band whose ends collapse to one figure is no range: let the model below price it
    if (b && b.hi > b.lo) {
      return {
        min: round(b.lo),
        max: round(b.hi),
        currency: 'GBP',
        period: 'year',
        country: 'GB',
        year: wages.uk.year,
        source: `${wages.uk.source}, UK SOC 2020 ${code} "${row![0]}": ${percentileText(level)}${estimated ? ' (a percentile ASHE does not publish is estimated from the nearest published one and the shape of the US distribution)' : ''}${capped}`,
      };
    }
  }
  // modelled: a country mean in local currency, spread by the occupation's US relative pay
  const c = wages.countries[cc];
  const model = cc === 'GB' ? { mean: wages.uk.mean, currency: 'GBP', year: wages.uk.year, basis: `${wages.uk.source} mean` } : c ? { mean: c.meanAnnual, currency: c.currency, year: c.year, basis: c.basis } : null;
  if (!model || !usValues) return null;
  const b = band(usValues, level);
  if (!b) return null;
  const scale = (usPay: number) => model.mean * (usPay / wages.us.mean) ** wages.beta;
  return {
    min: round(scale(b.lo)),
    max: round(scale(b.hi)),
    currency: model.currency,
    period: 'year',
    country: cc,
    year: model.year,
    source:
      `Modelled estimate: the mean annual pay of employees (${model.currency} ${Math.round(model.mean).toLocaleString('en-US')}; ${model.basis}), ` +
      `scaled by ${what}'s US pay (${wages.us.source}, ${percentileText(level)}) relative to the US mean, to the power ${wages.beta} (fitted on ${wages.betaOccupations} occupations with UK and US figures)${capped}`,
  };
}
