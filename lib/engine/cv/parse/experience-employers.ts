import type { ExperienceEntry } from '../types';
import { isPlaceField, type HeaderField } from './entry-fields';
import { rangeWithin } from './experience-blocks';
import { isTeamName } from './experience-names';
import { LEGAL_FORM } from './legal-form';
import { employerScore, titleScore } from './job-title-words';

/**
 * A promotion is often written as a second title under the same employer: an entry with a
 * title and dates but no employer continues the employer (and place) above it. A third and
 * fourth title below continue it too ("Office Manager, 2007 to present" / "Secretary, 1998 to
 * 2007" / "Office Clerk, 1997 to 1998"): each continues the entry above as read.
 */
export function inheritEmployers(entries: ExperienceEntry[], placed: Set<ExperienceEntry>): ExperienceEntry[] {
  const out: ExperienceEntry[] = [];
  for (const entry of entries) {
    const previous = out[out.length - 1];
    const continues = !entry.employer && !placed.has(entry) && entry.title && entry.start && previous?.employer;
    if (!continues) {
      out.push(entry);
      continue;
    }
    // "March to August 2009" / "Columbian College" / "January to May 2009" / "Graduate Intern": an employer with
    // dates and nothing else, continued by a role dated outside them, is that role's employer line; the dates beside
    // it belong to a block the reading order broke, and kept as a job of their own they repeat the role below
    // ("Northwind Inc. (2005 to Present)" over "Director, 2010 to Present" is the employer's tenure over its roles)
    if (isStub(previous) && !rangeWithin(entry, previous)) out.pop();
    out.push({ ...entry, employer: previous.employer, location: entry.location ?? previous.location });
  }
  return out;
}

/** An employer read with no title and no line of work under it. */
function isStub(entry: ExperienceEntry): boolean {
  return entry.title === null && entry.bullets.length === 0 && entry.description.length === 0;
}

/**
 * "Acme Corporation" above "Staff Engineer, Platform Infrastructure  Aug 2024 – Present": an
 * employer printed once as a banner over its roles. Roles below it written the same way, one
 * line of "Title, Team" and dates ("Senior Engineer, Payments Core  Jul 2022 – Aug 2024"), are
 * held at the banner's employer; their comma names a team, not a new employer.
 */
export function underBanners(entries: ExperienceEntry[], headers: { fields: HeaderField[] }[]): ExperienceEntry[] {
  let banner: ExperienceEntry | null = null;
  return entries.map((entry, i) => {
    const named = headers[i].fields.filter((f) => !isPlaceField(f.text));
    const lines = new Set(named.map((f) => f.line));
    if (lines.size >= 2) {
      const first = named.filter((f) => f.line === Math.min(...lines));
      banner = first.length === 1 && entry.employer === first[0].text && titleScore(first[0].text) <= 0 && entry.start !== null ? entry : null;
      return entry;
    }
    const lone = named.length === 1 && !named[0].role && named[0].text.includes(', ');
    // "Analyst, Globex Ltd", "Hilfskraft, Technische Universität Berlin" name another employer, banner or not
    const tail = named[0]?.text.slice(named[0].text.indexOf(', ') + 2) ?? '';
    if (!banner || !lone || !entry.start || LEGAL_FORM.test(tail) || (employerScore(tail) > 0 && !isTeamName(tail))) return entry;
    return { ...entry, title: named[0].text, employer: banner.employer, location: entry.location ?? banner.location };
  });
}
