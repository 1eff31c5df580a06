/**
 * The roles of the CV as the interview questions use them, read from the CV facts' timeline
 * (never a timeline of its own): jobs in date order with their entries, the latest job.
 */
import type { CvFacts } from '../../cv/facts';
import type { ExperienceEntry, ParsedCv, YearMonth } from '../../cv/types';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function formatYearMonth(date: YearMonth): string {
  return date.month ? `${MONTHS[date.month - 1]} ${date.year}` : String(date.year);
}

export interface DatedRole {
  index: number; // into ParsedCv.experience
  entry: ExperienceEntry;
  startIndex: number;
  /** last month of the role: the reference month for a current role */
  endIndex: number;
  months: number;
}

/** Jobs with a readable start, oldest first; breaks and entries that are not jobs left out. */
export function datedRoles(parsed: ParsedCv, facts: CvFacts): DatedRole[] {
  return facts.timeline.roles
    .filter((r) => r.kind === 'job' && r.start !== null && r.end !== null && r.end >= r.start)
    .sort((a, b) => a.start! - b.start! || a.index - b.index)
    .map((r) => ({ index: r.index, entry: parsed.experience[r.index], startIndex: r.start!, endIndex: r.end!, months: r.months! }));
}

/** The most recent job (a current one first); without dates, the first listed. */
export function latestRole(parsed: ParsedCv, facts: CvFacts): { index: number; entry: ExperienceEntry } | null {
  const index = facts.timeline.latest;
  return index === null ? null : { index, entry: parsed.experience[index] };
}
