import type { WageTexts } from './sources';
import { tsvRecords } from './read-csv';

/** annual wage percentiles; null where the source suppresses the cell, Infinity where it top-codes it */
export interface Percentiles {
  p10: number | null;
  p25: number | null;
  p50: number | null;
  p75: number | null;
  p90: number | null;
  mean: number | null;
}

export interface OewsRow extends Percentiles {
  soc: string;
  title: string;
  employment: number;
  year: number;
}

export interface AsheRow extends Percentiles {
  code: string;
  level: number;
  title: string;
  year: number;
}

export interface IloRow {
  country: string;
  iso3: string;
  year: number;
  /** mean monthly earnings of employees, 2021 PPP $ */
  meanMonthlyPpp: number;
  source: string;
}

export interface WageTables {
  oews: OewsRow[];
  /** US all-occupations mean (OEWS has no such row in the detailed file: employment-weighted mean of the rows) */
  ashe: AsheRow[];
  /** full-time, all employees (the UK benchmark row) */
  asheAll: AsheRow | null;
  ilo: IloRow[];
  /** SOC 2018 code → ISCO-08 unit groups, preferring links BLS does not mark partial */
  socToIsco: Map<string, string[]>;
  /** OEWS aggregate code → its SOC 2018 parts */
  oewsParts: Map<string, string[]>;
}

const num = (v: string | undefined): number | null => (v === undefined || v.trim() === '' ? null : Number(v));

export function parseWages(t: WageTexts): WageTables {
  const oews = tsvRecords(t.oews).map((r) => {
    const top = new Set((r.topcoded_fields ?? '').split(',').filter(Boolean));
    const cell = (k: string) => (top.has(k) ? Infinity : num(r[k]));
    return {
      soc: r.soc_code,
      title: r.title,
      employment: num(r.employment) ?? 0,
      year: Number(r.year),
      p10: cell('a_pct10'),
      p25: cell('a_pct25'),
      p50: cell('a_median'),
      p75: cell('a_pct75'),
      p90: cell('a_pct90'),
      mean: cell('a_mean'),
    };
  });
  const asheRows = tsvRecords(t.ashe).filter((r) => r.population === 'full_time');
  const toAshe = (r: Record<string, string>): AsheRow => ({
    code: r.soc2020_code,
    level: Number(r.soc_level),
    title: r.title,
    year: Number(r.year),
    p10: num(r.p10),
    p25: num(r.p25),
    p50: num(r.median),
    p75: num(r.p75),
    p90: num(r.p90),
    mean: num(r.mean),
  });
  const ilo = tsvRecords(t.ilostat)
    .filter((r) => r.sex === 'T' && r.obs_status !== 'Unreliable' && r.iso3_from_note)
    .map((r) => ({ country: r.country, iso3: r.iso3_from_note, year: Number(r.year), meanMonthlyPpp: Number(r.mean_monthly_earnings_ppp2021), source: r.source_survey }));
  const full = new Map<string, string[]>();
  const partial = new Map<string, string[]>();
  const oewsParts = new Map<string, string[]>();
  for (const r of tsvRecords(t.socIsco)) {
    if (r.oews_components_soc2018) oewsParts.set(r.soc_code, r.oews_components_soc2018.split(/[,;\s]+/).filter(Boolean));
    if (!r.isco08_code) continue;
    const target = r.partial === '1' ? partial : full;
    const list = target.get(r.soc_code) ?? [];
    if (!list.includes(r.isco08_code)) list.push(r.isco08_code);
    target.set(r.soc_code, list);
  }
  // BLS marks a link partial when it covers only part of the occupation: full links win
  const socToIsco = new Map([...partial, ...full]);
  return {
    oews,
    ashe: asheRows.filter((r) => r.soc2020_code).map(toAshe),
    asheAll: asheRows.filter((r) => !r.soc2020_code).map(toAshe)[0] ?? null,
    ilo,
    socToIsco,
    oewsParts,
  };
}
