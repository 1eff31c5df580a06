/**
 * Pay by occupation and country from public wage statistics (../shared/data/wages):
 *
 * - United States: BLS OEWS May 2024, annual wage percentiles (10/25/50/75/90) of the O*NET
 *   code's SOC (or of the OEWS aggregate that holds it).
 * - United Kingdom: ONS ASHE 2024 (provisional), full-time annual gross pay percentiles of the UK
 *   SOC 2020 group paired with the occupation: a curated group for common occupations
 *   (curated/wage-countries.ts UK_GROUPS), else the unit group whose title shares most words with
 *   the O*NET names within the matching ISCO major group, else none (the UK is then modelled
 *   like the countries below, from its ASHE full-time mean).
 * - Elsewhere: ILOSTAT national mean monthly earnings of employees (in PPP $ at the 2021 PPP
 *   factors, latest plausible year) × 12 × the country's 2021 PPP factor gives the mean annual
 *   pay in local currency of that year (curated/wage-countries.ts: World Bank factors); a country
 *   ILOSTAT does not cover takes the mean its statistics office publishes (NATIONAL_MEANS). An
 *   occupation's percentile is that mean × (US percentile / US all-occupation mean) ^ β: the
 *   occupation's pay relative to the US mean, carried over to the country. β (< 1: pay is less
 *   spread between occupations in Europe than in the US) is fitted on the occupations that have
 *   both US and UK figures, by least squares on log relative medians through the origin.
 * - A country whose mean earnings are below half the US mean (ILOSTAT, both in PPP $) is left
 *   unpriced (MODEL_SUPPORT). β carries the spread of pay between occupations found in the UK
 *   and the US; poorer economies pay skilled work a far larger multiple of their mean (the mean
 *   there is pulled down by low-paid and informal work), so the model understated them several
 *   times over: a senior software developer in India at INR 4.3–5 lakh a year, one in Brazil
 *   at BRL 59k–68k. With no pay by occupation for those countries in the data, no figure is
 *   better than that one.
 *
 * No figure is invented: a country without a mean or a PPP factor has no estimate, and reports
 * say so.
 */
import countries from 'i18n-iso-countries';
import type { NationalMean, UK_GROUPS as UkGroups, WageCountry } from '../curated/wage-countries';
import { titleTokens } from '../title-tokens';
import type { OccupationRecord, PercentileRow, WageTable } from '../data-files';
import type { AsheRow, OewsRow, Percentiles, WageTables } from './read-wages';


export interface WageInputs {
  wages: WageTables;
  occupations: readonly OccupationRecord[];
  names: (onetTitle: string) => string[];
  onetTitles: ReadonlyMap<string, string>;
  countries: Readonly<Record<string, WageCountry>>;
  /** ILOSTAT countries left unpriced (why, in the curated table) */
  unpriced: Readonly<Record<string, string>>;
  nationalMeans: Readonly<Record<string, NationalMean>>;
  ukGroups: typeof UkGroups;
}

/**
 * ILOSTAT observations outside this range of mean monthly earnings (PPP $) are errors of the
 * series, not pay: Rwanda's 2024 mean reads 0.003; the lowest plausible national means are about
 * 250 (Madagascar, the Gambia), the highest about 8,200 (Luxembourg).
 */
const PLAUSIBLE_MONTHLY_PPP: readonly [number, number] = [50, 10_000];

/** the lowest share of the US mean earnings (PPP) at which the UK–US spread of pay by occupation is carried over */
export const MODEL_SUPPORT = 0.5;

const percentiles = (p: Percentiles): PercentileRow =>
  [p.p10, p.p25, p.p50, p.p75, p.p90].map((v) => (v === Infinity ? -TOP_CODE : v));
/** OEWS publishes "#" for wages of at least $239,200 a year */
const TOP_CODE = 239_200;

/** ISCO-08 major group (first digit) → the UK SOC 2020 major groups that hold the same kind of work */
const UK_MAJORS: Readonly<Record<string, readonly string[]>> = {
  '0': ['1', '3'],
  '1': ['1'],
  '2': ['2'],
  '3': ['3'],
  '4': ['4'],
  '5': ['6', '7'],
  '6': ['5', '9'],
  '7': ['5', '8'],
  '8': ['8'],
  '9': ['9'],
};
/** below this title similarity no UK group is paired (the UK figure is then modelled); outside the ISCO major group's UK groups a pairing needs CLOSE_UK_SIMILARITY */
const MIN_UK_SIMILARITY = 0.5;
const CLOSE_UK_SIMILARITY = 0.75;

export function buildWages(input: WageInputs): WageTable {
  const { wages } = input;
  const oewsBySoc = new Map(wages.oews.map((r) => [r.soc, r]));
  const usRows: WageTable['us']['rows'] = {};
  for (const r of [...wages.oews].sort((a, b) => (a.soc < b.soc ? -1 : 1))) usRows[r.soc] = percentiles(r);
  const parts: Record<string, string> = {};
  for (const [aggregate, list] of [...wages.oewsParts].sort()) for (const p of list) if (!oewsBySoc.has(p)) parts[p] = aggregate;
  const usMean = employmentWeightedMean(wages.oews);
  const usYear = wages.oews[0]?.year ?? 0;

  const ukByTitle = new Map(wages.ashe.map((r) => [r.title.toLowerCase(), r]));
  const ukRows: WageTable['uk']['rows'] = {};
  for (const r of [...wages.ashe].sort((a, b) => (a.code < b.code ? -1 : 1))) if (r.p50 !== null) ukRows[r.code] = [r.title, ...percentiles(r)];
  const pairUk = ukPairing(wages.ashe.filter((r) => r.level === 4 && r.p50 !== null));
  const bySoc: Record<string, string> = {};
  for (const o of input.occupations) {
    const curated = input.ukGroups[o.soc];
    if (curated) {
      const row = ukByTitle.get(curated.toLowerCase());
      if (!row) throw new Error(`UK_GROUPS: no ASHE group titled "${curated}" for ${o.soc}`);
      bySoc[o.soc] = row.code;
      continue;
    }
    const isco = wages.socToIsco.get(o.soc.slice(0, 7)) ?? wages.socToIsco.get(parts[o.soc.slice(0, 7)] ?? '') ?? [];
    const majors = new Set(isco.flatMap((c) => UK_MAJORS[c[0]] ?? []));
    const code = pairUk(input.names(input.onetTitles.get(o.soc) ?? o.title), majors);
    if (code) bySoc[o.soc] = code;
  }
  const ukMean = wages.asheAll?.mean ?? 0;

  // β: log relative medians, UK against US, over the occupations with both
  let sxy = 0;
  let sxx = 0;
  let n = 0;
  for (const o of input.occupations) {
    const code = bySoc[o.soc];
    const us = oewsBySoc.get(o.soc.slice(0, 7)) ?? oewsBySoc.get(parts[o.soc.slice(0, 7)] ?? '');
    const uk = code ? wages.ashe.find((r) => r.code === code) : undefined;
    if (!us?.p50 || us.p50 === Infinity || !uk?.p50 || !o.soc.endsWith('.00')) continue;
    const x = Math.log(us.p50 / usMean);
    const y = Math.log(uk.p50 / ukMean);
    sxy += x * y;
    sxx += x * x;
    n++;
  }
  const beta = Math.round((sxx > 0 ? sxy / sxx : 1) * 1000) / 1000;

  const latest = new Map<string, (typeof wages.ilo)[number]>();
  for (const r of wages.ilo) {
    if (r.meanMonthlyPpp < PLAUSIBLE_MONTHLY_PPP[0] || r.meanMonthlyPpp > PLAUSIBLE_MONTHLY_PPP[1]) continue;
    const prior = latest.get(r.iso3);
    if (!prior || r.year > prior.year) latest.set(r.iso3, r);
  }
  const countryTable: WageTable['countries'] = {};
  const unpriced: Record<string, string> = { ...input.unpriced };
  const usIlo = latest.get('USA');
  if (!usIlo) throw new Error('ILOSTAT: no mean earnings for the United States, the reference of MODEL_SUPPORT');
  const usMonthly = Math.round(usIlo.meanMonthlyPpp);
  for (const [iso3, r] of [...latest].sort()) {
    const cc = countries.alpha3ToAlpha2(iso3);
    const local = cc ? input.countries[cc] : undefined;
    if (!cc || !local || cc === 'US' || cc === 'GB' || input.unpriced[cc]) continue;
    const name = countries.getName(cc, 'en') ?? r.country;
    const monthly = Math.round(r.meanMonthlyPpp);
    if (monthly < MODEL_SUPPORT * usMonthly) {
      unpriced[cc] =
        `the statistics give ${name}'s mean pay of employees (ILOSTAT ${r.year}: ${monthly.toLocaleString('en-US')} PPP $ a month, against ${usMonthly.toLocaleString('en-US')} in the United States in ${usIlo.year}) but not pay by occupation, ` +
        `and where mean earnings are below half the US mean, skilled occupations earn a far larger multiple of the mean than the US and UK figures the model carries over, so a modelled range would understate them several times over`;
      continue;
    }
    countryTable[cc] = {
      currency: local.currency,
      meanAnnual: Math.round(r.meanMonthlyPpp * 12 * local.ppp),
      year: r.year,
      name,
      basis:
        `ILOSTAT mean monthly earnings of employees in ${name}, ${r.year} (${r.source.replace(/^[A-Z]+ - /, '')}): ` +
        `${monthly.toLocaleString('en-US')} PPP $ × 12, converted to ${local.currency} at the World Bank's 2021 PPP factor (${local.ppp} ${local.currency} per international $), the one ILOSTAT's series is expressed in`,
    };
  }
  for (const [cc, m] of Object.entries(input.nationalMeans).sort()) {
    if (countryTable[cc]) throw new Error(`NATIONAL_MEANS: ${cc} is priced from ILOSTAT already`);
    countryTable[cc] = { currency: m.currency, meanAnnual: m.meanAnnual, year: m.year, name: m.name, basis: m.source };
  }
  const families: WageTable['families'] = {};
  const byFamily = new Map<string, Array<{ row: OewsRow; weight: number }>>();
  for (const o of input.occupations) {
    if (!o.soc.endsWith('.00')) continue;
    const row = oewsBySoc.get(o.soc.slice(0, 7));
    if (!row || row.employment <= 0) continue;
    byFamily.set(o.family, [...(byFamily.get(o.family) ?? []), { row, weight: row.employment }]);
  }
  for (const [family, rows] of [...byFamily].sort()) {
    families[family] = (['p10', 'p25', 'p50', 'p75', 'p90'] as const).map((k) => weightedMedian(rows.map(({ row, weight }) => ({ value: row[k] === Infinity ? TOP_CODE : row[k], weight }))));
  }
  return {
    families,
    us: { year: usYear, mean: Math.round(usMean), source: `BLS OEWS May ${usYear}`, rows: usRows, parts },
    uk: { year: wages.asheAll?.year ?? 0, mean: ukMean, source: `ONS ASHE ${wages.asheAll?.year ?? ''} (provisional), full-time employees`, rows: ukRows, bySoc },
    beta,
    betaOccupations: n,
    countries: countryTable,
    unpriced,
  };
}

function weightedMedian(items: Array<{ value: number | null; weight: number }>): number | null {
  const known = items.filter((i): i is { value: number; weight: number } => i.value !== null).sort((a, b) => a.value - b.value);
  const total = known.reduce((s, i) => s + i.weight, 0);
  let sum = 0;
  for (const i of known) {
    sum += i.weight;
    if (sum >= total / 2) return Math.round(i.value);
  }
  return null;
}

function employmentWeightedMean(rows: readonly OewsRow[]): number {
  let total = 0;
  let weight = 0;
  for (const r of rows) {
    if (r.mean === null || r.mean === Infinity || r.employment <= 0) continue;
    total += r.mean * r.employment;
    weight += r.employment;
  }
  return weight > 0 ? total / weight : 0;
}

/** the UK unit group whose title shares most (IDF-weighted) words with one of the O*NET names */
function ukPairing(groups: readonly AsheRow[]): (names: string[], majors: ReadonlySet<string>) => string | null {
  const tokens = groups.map((g) => new Set(titleTokens(g.title.replace(/\bn\.e\.c\.?/i, ''))));
  const df = new Map<string, number>();
  for (const set of tokens) for (const t of set) df.set(t, (df.get(t) ?? 0) + 1);
  const weight = (t: string) => Math.log(1 + groups.length / (df.get(t) ?? 0.5));
  const sum = (set: Iterable<string>) => [...set].reduce((s, t) => s + weight(t), 0);
  return (names, majors) => {
    let best: { code: string; score: number } | null = null;
    for (const name of names) {
      const query = new Set(titleTokens(name));
      if (query.size === 0) continue;
      // the most distinctive word of the name must be shared: "Database Architect" is not an architect
      const key = [...query].sort((a, b) => weight(b) - weight(a) || (a < b ? -1 : 1))[0];
      groups.forEach((g, i) => {
        const shared = [...query].filter((t) => tokens[i].has(t));
        if (!shared.includes(key)) return;
        const s = 0.5 * (sum(shared) / sum(tokens[i])) + 0.5 * (sum(shared) / sum(query));
        if (majors.size > 0 && !majors.has(g.code[0]) && s < CLOSE_UK_SIMILARITY) return;
        if (!best || s > best.score + 1e-9) best = { code: g.code, score: s };
      });
    }
    return best && (best as { score: number }).score >= MIN_UK_SIMILARITY ? (best as { code: string }).code : null;
  };
}
