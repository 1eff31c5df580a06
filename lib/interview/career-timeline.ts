import type { ExperienceEntry, ParsedCv, YearMonth } from '../analysis/types';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A month count used for arithmetic. A year without a month is read as January when it opens a
 * period and December when it closes one, so "2019 – 2020" counts as two full years.
 */
export function monthIndex(date: YearMonth, edge: 'start' | 'end'): number {
  const month = date.month ?? (edge === 'start' ? 1 : 12);
  return date.year * 12 + (month - 1);
}

export function nowIndex(now: Date): number {
  return now.getUTCFullYear() * 12 + now.getUTCMonth();
}

export function formatYearMonth(date: YearMonth): string {
  return date.month ? `${MONTHS[date.month - 1]} ${date.year}` : String(date.year);
}

export interface DatedRole {
  index: number; // into ParsedCv.experience
  entry: ExperienceEntry;
  startIndex: number;
  /** month index of the last month in the role; `now` for current roles */
  endIndex: number;
  months: number;
}

/** Roles with a usable start date, oldest first; undated roles cannot be placed on a timeline. */
export function datedRoles(parsed: ParsedCv, now: Date): DatedRole[] {
  const roles: DatedRole[] = [];
  parsed.experience.forEach((entry, index) => {
    if (!entry.start) return;
    const startIndex = monthIndex(entry.start, 'start');
    const endIndex = entry.current || !entry.end ? nowIndex(now) : monthIndex(entry.end, 'end');
    if (endIndex < startIndex) return;
    roles.push({ index, entry, startIndex, endIndex, months: endIndex - startIndex + 1 });
  });
  return roles.sort((a, b) => a.startIndex - b.startIndex || a.index - b.index);
}

/** Months covered by any of the given roles, counting overlapping roles once. */
export function coveredMonths(roles: DatedRole[]): number {
  const sorted = [...roles].sort((a, b) => a.startIndex - b.startIndex);
  let total = 0;
  let cursor = -Infinity;
  for (const role of sorted) {
    const from = Math.max(role.startIndex, cursor);
    if (role.endIndex >= from) total += role.endIndex - from + 1;
    cursor = Math.max(cursor, role.endIndex + 1);
  }
  return total;
}

export interface EmploymentGap {
  before: DatedRole;
  after: DatedRole;
  /** whole months with no role: left Mar 2020, joined Apr 2022 → Apr 2020–Mar 2022, 24 months */
  months: number;
}

/**
 * Gaps longer than six months are asked about (the recruiter convention the analysis' red flags
 * use too, so the interview and the report agree); shorter breaks are ordinary job searches.
 */
export const GAP_THRESHOLD_MONTHS = 7;

export function employmentGaps(parsed: ParsedCv, now: Date): EmploymentGap[] {
  const roles = datedRoles(parsed, now);
  const gaps: EmploymentGap[] = [];
  let latest: DatedRole | null = null;
  for (const role of roles) {
    if (latest) {
      const months = role.startIndex - latest.endIndex - 1;
      if (months >= GAP_THRESHOLD_MONTHS) gaps.push({ before: latest, after: role, months });
    }
    if (!latest || role.endIndex > latest.endIndex) latest = role;
  }
  return gaps;
}

/** Under a year in a finished role is what recruiters call a short tenure. */
export const SHORT_TENURE_MONTHS = 12;

export function shortTenures(parsed: ParsedCv, now: Date): DatedRole[] {
  return datedRoles(parsed, now).filter((r) => !r.entry.current && r.entry.end && r.months < SHORT_TENURE_MONTHS);
}

export function totalExperienceYears(parsed: ParsedCv, now: Date): number {
  return Math.floor(coveredMonths(datedRoles(parsed, now)) / 12);
}

/** The most recent role: a current one first, then the latest start; undated roles keep CV order. */
export function latestRole(parsed: ParsedCv, now: Date): { index: number; entry: ExperienceEntry } | null {
  const dated = datedRoles(parsed, now);
  if (dated.length > 0) {
    const best = [...dated].sort((a, b) => b.endIndex - a.endIndex || b.startIndex - a.startIndex)[0];
    return { index: best.index, entry: best.entry };
  }
  return parsed.experience.length > 0 ? { index: 0, entry: parsed.experience[0] } : null;
}

/** Months since the latest role ended, when no role is current (0 otherwise). */
export function monthsSinceLastRole(parsed: ParsedCv, now: Date): { role: DatedRole; months: number } | null {
  const roles = datedRoles(parsed, now);
  if (roles.length === 0 || parsed.experience.some((e) => e.current)) return null;
  const last = [...roles].sort((a, b) => b.endIndex - a.endIndex)[0];
  return { role: last, months: nowIndex(now) - last.endIndex };
}
