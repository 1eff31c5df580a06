/**
 * The one timeline of the work history, with one rule for each question every output asks:
 *  - open-ended roles: "Present" runs to the reference date; a single printed date is that
 *    month alone (never "until now"); a start without an end counts its month only;
 *  - career breaks fill a gap but are not experience;
 *  - overlapping roles count once;
 *  - a gap (over six months between the end of everything so far and the next start) is stated
 *    only between two well-formed jobs, when nothing else printed on the page (a degree, a
 *    project, an undated role) could cover it;
 *  - a short tenure (under a year, ended, dated to the month, not fixed-term by its title) only
 *    for a well-formed job;
 *  - years of experience are the months covered by jobs, in whole years; a seasonal role
 *    ("Summer 2012 and 2013") covers its seasons only;
 *  - a side role (summer, part-time, seasonal by its words, overlapping another job) counts its
 *    months but never stands for the career: not the latest job, not the seniority of titles.
 */
import type { ExperienceEntry, ParsedCv } from '../types';
import { isFixedTerm, roleShape, shapeKey, type RoleKind, type RoleShape } from './role-shape';
import { cached } from './cached';
import { heldWhileStudying, movedWithinEmployer } from './expected-moves';
import { monthOf, type PrintedPeriod } from './traces';
import { isSideMarked, seasonalSpans, type Span } from './seasonal';

export interface TimelineRole {
  /** index into ParsedCv.experience */
  index: number;
  title: string | null;
  employer: string | null;
  /** absolute month (year × 12 + month − 1); null without a readable start */
  start: number | null;
  /** last month of the role: the reference month for a current role */
  end: number | null;
  current: boolean;
  /** end − start + 1 when both are known and in order */
  months: number | null;
  hasDateText: boolean;
  /** both ends give the month, not only the year */
  monthPrecision: boolean;
  kind: RoleKind;
  /** a job with a sound title or employer and a printed date range: it can carry a flag */
  wellFormed: boolean;
  /** why it cannot carry a flag */
  doubt: string | null;
  /** the seasons a seasonal role was worked, when its range is not one stretch */
  spans: Span[] | null;
  /** a seasonal or part-time job held beside another job: it does not say what the career is */
  side: boolean;
}

export interface TimelineGap {
  /** role indexes around the gap */
  before: number;
  after: number;
  /** first and last month without a role */
  from: number;
  to: number;
  months: number;
  /** the roles around it give years only, so the months are the least the gap can be */
  yearsOnly: boolean;
}

export interface TimelineFacts {
  asOfMonth: number;
  /** every entry, in CV order */
  roles: TimelineRole[];
  /** gaps a red flag or a question may state */
  gaps: TimelineGap[];
  /** role indexes with a short tenure a red flag or a question may state */
  shortTenures: number[];
  /** the CV ends at a past role and nothing printed covers the time since */
  sinceLastRole: { role: number; months: number } | null;
  /** job entries without a readable start */
  undated: number[];
  /** entries that end before they start */
  reversed: number[];
  /** months covered by jobs (not breaks, not other entries), overlaps once */
  experienceMonths: number;
  /** experienceMonths in whole years: the figure every output states */
  experienceYears: number;
  /** the most recent job: a current one, else the latest end, else the first listed */
  latest: number | null;
}

/** A gap between jobs longer than this is worth explaining (recruiter convention: 6 months). */
export const GAP_MONTHS = 6;
/** Tenure under this many months reads as short to recruiters. */
export const SHORT_TENURE_MONTHS = 12;

function toRole(entry: ExperienceEntry, index: number, asOfMonth: number, shapes?: Map<string, RoleShape>): TimelineRole {
  const shape = shapes ? cached(shapes, shapeKey(entry), () => roleShape(entry)) : roleShape(entry);
  const start = entry.start ? monthOf(entry.start, 'start') : null;
  const end = entry.current ? asOfMonth : entry.end ? monthOf(entry.end, 'end') : start;
  const spans = start !== null && end !== null && end >= start ? seasonalSpans(entry, start, end) : null;
  return {
    index,
    title: entry.title,
    employer: entry.employer,
    start,
    end,
    current: entry.current,
    months: spans ? spans.reduce((s, p) => s + p.end - p.start + 1, 0) : start !== null && end !== null && end >= start ? end - start + 1 : null,
    hasDateText: Boolean(entry.rawDates?.trim()),
    monthPrecision: Boolean(entry.start?.month && (entry.current || entry.end?.month)),
    kind: shape.kind,
    wellFormed: shape.wellFormed && start !== null && end !== null && end >= start && start <= asOfMonth,
    doubt: shape.doubt,
    spans,
    side: false,
  };
}

/** a job marked seasonal or part-time whose time overlaps another job that is not */
function markSideRoles(roles: TimelineRole[], cv: ParsedCv): void {
  const marked = roles.map((r) => r.kind === 'job' && r.start !== null && r.end !== null && isSideMarked(cv.experience[r.index]));
  for (const r of roles) {
    if (!marked[r.index]) continue;
    r.side = roles.some((o) => o !== r && o.kind === 'job' && !marked[o.index] && o.start !== null && o.end !== null && o.start <= r.end! && o.end >= r.start!);
  }
}

/** the jobs that say what the career is: every job but side roles */
export function careerJobs(t: Pick<TimelineFacts, 'roles'>): TimelineRole[] {
  return t.roles.filter((r) => r.kind === 'job' && !r.side);
}

/** months covered by the roles, overlaps counted once */
export function coveredMonths(roles: readonly (Pick<TimelineRole, 'start' | 'end'> & { spans?: Span[] | null })[]): number {
  let total = 0;
  let reach = -Infinity;
  const stretches: Array<{ start: number | null; end: number | null }> = roles.flatMap((r) => r.spans ?? [{ start: r.start, end: r.end }]);
  for (const r of [...stretches].sort((a, b) => (a.start ?? 0) - (b.start ?? 0))) {
    if (r.start === null || r.end === null || r.end < r.start) continue;
    const from = Math.max(r.start, reach + 1);
    if (r.end >= from) total += r.end - from + 1;
    reach = Math.max(reach, r.end);
  }
  return total;
}

/** Roles with a start, oldest first (ties keep CV order). */
export function datedRoles(t: Pick<TimelineFacts, 'roles'>): TimelineRole[] {
  return t.roles.filter((r) => r.start !== null).sort((a, b) => a.start! - b.start! || a.index - b.index);
}

export function buildTimeline(
  cv: ParsedCv,
  asOfMonth: number,
  printed: readonly PrintedPeriod[],
  shapes?: Map<string, RoleShape>,
): TimelineFacts {
  const roles = cv.experience.map((e, i) => toRole(e, i, asOfMonth, shapes));
  markSideRoles(roles, cv);
  const jobs = roles.filter((r) => r.kind === 'job');
  const undated = jobs.filter((r) => r.start === null).map((r) => r.index);
  const reversed = roles.filter((r) => r.start !== null && r.end !== null && r.end < r.start).map((r) => r.index);
  // Every dated entry shapes the walk (a fragment still marks time), but only jobs and breaks end a stretch.
  const dated = datedRoles({ roles }).filter((r) => r.end !== null && r.end >= r.start!);
  // what is printed apart from the roles themselves: a degree, a project, an entry the parser missed
  const ownDates = new Set(cv.experience.map((e) => e.rawDates?.trim()).filter(Boolean));
  const others = printed.filter((p) => !ownDates.has(p.text.trim()));
  const covered = (from: number, to: number) => others.some((p) => p.start <= to && p.end >= from);

  const gaps: TimelineGap[] = [];
  let latest: TimelineRole | null = null;
  for (const role of dated) {
    if (latest && role.start! - latest.end! - 1 > GAP_MONTHS) {
      const from = latest.end! + 1;
      const to = role.start! - 1;
      const sound = latest.wellFormed && role.wellFormed && latest.kind === 'job' && role.kind === 'job';
      if (sound && undated.length === 0 && !covered(from, to)) {
        const yearsOnly = cv.experience[latest.index]?.end?.month == null && cv.experience[role.index]?.start?.month == null;
        gaps.push({ before: latest.index, after: role.index, from, to, months: to - from + 1, yearsOnly });
      }
    }
    if (!latest || role.end! > latest.end!) latest = role;
  }

  const shortTenures = jobs
    .filter((r) => r.wellFormed && r.monthPrecision && !r.current && r.months !== null && r.months < SHORT_TENURE_MONTHS && r.end! < asOfMonth)
    .filter((r) => !isFixedTerm(cv.experience[r.index]) && !r.spans && !r.side)
    .filter((r) => !heldWhileStudying(r, cv) && !movedWithinEmployer(r, jobs))
    .map((r) => r.index);

  const datedJobs = dated.filter((r) => r.kind === 'job');
  const last = [...datedJobs].sort((a, b) => b.end! - a.end! || a.index - b.index)[0] ?? null;
  let sinceLastRole: TimelineFacts['sinceLastRole'] = null;
  // any current entry, or any dated entry ending later (a break, an entry that is not a job), means the CV runs on past it
  if (last && !roles.some((r) => r.current) && last.wellFormed && undated.length === 0 && !dated.some((r) => r.end! > last.end!)) {
    const months = asOfMonth - last.end!;
    if (months > GAP_MONTHS && !covered(last.end! + 1, asOfMonth)) sinceLastRole = { role: last.index, months };
  }

  const experienceMonths = coveredMonths(jobs);
  // a side role is never the latest job while a main one is dated
  const main = datedJobs.filter((r) => !r.side);
  const current = jobs.filter((r) => r.current && r.start !== null && !r.side).sort((a, b) => b.start! - a.start!)[0];
  const lastMain = [...main].sort((a, b) => b.end! - a.end! || a.index - b.index)[0] ?? null;
  return {
    asOfMonth,
    roles,
    gaps,
    shortTenures,
    sinceLastRole,
    undated,
    reversed,
    experienceMonths,
    experienceYears: Math.floor(experienceMonths / 12),
    latest: current?.index ?? lastMain?.index ?? last?.index ?? jobs[0]?.index ?? null,
  };
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Mar 2021" */
export function monthLabel(month: number): string {
  return `${MONTH_NAMES[((month % 12) + 12) % 12]} ${Math.floor(month / 12)}`;
}
