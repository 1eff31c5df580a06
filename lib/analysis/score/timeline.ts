/**
 * The work history as a timeline: job intervals in absolute months, gaps between consecutive
 * jobs, tenures, total experience and title seniority. Shared by career progression, red
 * flags, ATS date checks, salary level and summaries.
 */
import type { ExperienceEntry, ParsedCv, YearMonth } from '../types';
import { seniorityRank } from './seniority';

export interface TimelineJob {
  /** index into ParsedCv.experience */
  index: number;
  title: string | null;
  employer: string | null;
  /** absolute month number (year × 12 + month − 1); null when the date is missing or unreadable */
  start: number | null;
  end: number | null;
  current: boolean;
  /** tenure in months, when both ends are known */
  months: number | null;
  rank: number;
  hasDateText: boolean;
}

export interface EmploymentGap {
  /** the job that ended before the gap and the one that started after it */
  before: TimelineJob;
  after: TimelineJob;
  from: number;
  to: number;
  months: number;
}

export interface Timeline {
  /** dated jobs, oldest start first */
  jobs: TimelineJob[];
  /** every entry, in CV order */
  entries: TimelineJob[];
  gaps: EmploymentGap[];
  /** entries whose start lies after their end */
  reversed: TimelineJob[];
  /** entries without a usable start date */
  undated: TimelineJob[];
  /** months covered by at least one job (overlaps counted once) */
  totalMonths: number;
  nowMonth: number;
}

/** A gap between jobs longer than this is worth explaining (recruiter convention: 6 months). */
export const GAP_MONTHS = 6;

export function toMonth(date: YearMonth, edge: 'start' | 'end'): number {
  // A year without a month could be any month: read it generously (January for a start,
  // December for an end) so that a gap is only reported when it is certain.
  const month = date.month ?? (edge === 'start' ? 1 : 12);
  return date.year * 12 + month - 1;
}

export function monthLabel(month: number): string {
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${names[month % 12]} ${Math.floor(month / 12)}`;
}

function toJob(entry: ExperienceEntry, index: number, nowMonth: number): TimelineJob {
  const start = entry.start ? toMonth(entry.start, 'start') : null;
  const end = entry.end ? toMonth(entry.end, 'end') : entry.current ? nowMonth : null;
  return {
    index,
    title: entry.title,
    employer: entry.employer,
    start,
    end,
    current: entry.current,
    months: start !== null && end !== null && end >= start ? end - start + 1 : null,
    rank: seniorityRank(entry.title),
    hasDateText: Boolean(entry.rawDates?.trim()),
  };
}

/** months covered by the dated jobs, overlaps counted once (jobs sorted by start) */
export function coveredMonths(jobs: readonly TimelineJob[]): number {
  let total = 0;
  let reach = -Infinity;
  for (const job of jobs) {
    if (job.start === null || job.end === null || job.end < job.start) continue;
    const from = Math.max(job.start, reach + 1);
    if (job.end >= from) total += job.end - from + 1;
    reach = Math.max(reach, job.end);
  }
  return total;
}

export function buildTimeline(cv: ParsedCv, now: Date): Timeline {
  const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const entries = cv.experience.map((e, i) => toJob(e, i, nowMonth));
  const jobs = entries
    .filter((j) => j.start !== null)
    .sort((a, b) => a.start! - b.start! || a.index - b.index);
  const gaps: EmploymentGap[] = [];
  let latest: TimelineJob | null = null;
  for (const job of jobs) {
    if (latest && latest.end !== null && job.start! - latest.end - 1 > GAP_MONTHS) {
      gaps.push({ before: latest, after: job, from: latest.end + 1, to: job.start! - 1, months: job.start! - latest.end - 1 });
    }
    if (job.end !== null && (!latest || latest.end === null || job.end > latest.end)) latest = job;
  }
  return {
    jobs,
    entries,
    gaps,
    reversed: entries.filter((j) => j.start !== null && j.end !== null && j.end < j.start),
    undated: entries.filter((j) => j.start === null),
    totalMonths: coveredMonths(jobs),
    nowMonth,
  };
}

export function years(months: number): number {
  return Math.round((months / 12) * 10) / 10;
}
