import type { ExperienceEntry } from '../types';
import { findDateRange, findSingleDate, withoutDates, type DateRange } from './dates';
import { HEADER_LABEL, LEADING_YEARS, type EntryBlock } from './entry-blocks';
import { headerFields, type HeaderField } from './entry-fields';
import { ABBREVIATION_END, isNameLike } from './experience-names';
import { assignRoles, namesPostUnit, type RoleOrder } from './experience-roles';
import { parsePlace } from './location';
import { splitFields, stripBullet, wordCount } from './text-shape';
import { withoutTenure } from './tenure';

function datesOf(header: string[]): { range: DateRange | null; rest: string[] } {
  for (let i = 0; i < header.length; i++) {
    const range = findDateRange(header[i]) ?? findSingleDate(header[i]);
    if (range) {
      const rest = [...header];
      // "January 2019 - January 2021 (2 years 1 month)": the tenure after the dates goes with them
      rest[i] = withoutTenure(withoutDates(header[i], range));
      return { range, rest: rest.filter(Boolean) };
    }
  }
  return { range: null, rest: header };
}

/** One full stop, at the end, that no abbreviation or legal form ("Acme Inc.") owns: a sentence's, which no name keeps. */
const closedByStop = (text: string) => /[^.]\.$/.test(text) && !/\.\s/.test(text) && !ABBREVIATION_END.test(text);

/** "2018 to 2021: Associate Dean, Redwood State University.": the full stop closing a one-line position is no name's. */
const withoutClosingStop = (line: string) => (LEADING_YEARS.test(line) && wordCount(line) <= 12 && closedByStop(line) ? line.slice(0, -1) : line);

const LABEL_ROLE: Record<string, HeaderField['role']> = {
  organisation: 'employer', organization: 'employer', company: 'employer', 'company name': 'employer', employer: 'employer', client: 'employer',
  designation: 'title', position: 'title', 'position held': 'title', role: 'title', 'job title': 'title', title: 'title',
};

/**
 * "Location: City, ST": the label names the place, whatever its words; read as a plain field, a
 * town no gazetteer knows would be taken for the missing title.
 */
const PLACE_LABEL = /^(?:location|place)$/i;

/** A closing bracket that holds a year: "(part time to 2011, full time from 2013)", "(2009 – 2011)". */
const TENURE_NOTE = /^(.*?\S)\s*\(([^()]*\b(?:19|20)\d\d\b[^()]*)\)$/;

/** Labelled header lines give their field directly; other labels ("Duration:") are dropped. */
function labelledFields(header: string[]): { fields: HeaderField[]; rest: string[]; place: string | null } {
  const fields: HeaderField[] = [];
  const rest: string[] = [];
  let place: string | null = null;
  header.forEach((line, index) => {
    const label = line.match(HEADER_LABEL);
    if (!label) return void rest.push(line);
    const labelled = line.slice(label[0].length).trim();
    const role = LABEL_ROLE[label[1].toLowerCase()];
    const isPlace = PLACE_LABEL.test(label[1]) && place === null;
    if (!role && !isPlace) return void rest.push(labelled);
    // the dates may share the field's line ("Location: City, ST | 2007 – Present", "Job title: Analyst | 2019 – 2021"):
    // they stay to be read, whole (split into fields, a range's dash would cut it)
    const range = findDateRange(labelled) ?? findSingleDate(labelled);
    // "Position: Customer Service Advisor (part time to 2011, full time from 2013)": a bracket dating the terms is a note, not the post's words
    const noted = role === 'title' ? labelled.match(TENURE_NOTE) : null;
    let content = noted ? noted[1] : range ? withoutDates(labelled, range).replace(/^[\s|,;–—-]+|[\s|,;–—-]+$/g, '') : labelled;
    if (range) rest.push(labelled.slice(range.index, range.index + range.length));
    if (isPlace) return void (place = content || null);
    if (!content) return;
    // "Position: Trainee Engineer to Divisional Manager.": a form's answer closed by a full stop, which no name keeps ("Acme Inc." does)
    if (role === 'title' && closedByStop(content)) content = content.slice(0, -1);
    // "Company: Microsoft Corporation - Microsoft India Global Technical Support Center, Bangalore":
    // the label's first field is the name; what the line adds (a unit, a town) is read like any header line
    const [first, ...more] = splitFields(content);
    // "Designation: Graduate Engineer Trainee – Maintenance": a post's unit after the dash is the post's
    // ("Support Engineer – Microsoft India" under "Microsoft Corporation" names the employer again)
    const others = header.filter((_, k) => k !== index).join(' ').toLowerCase();
    const postUnit =
      role === 'title' && more.length === 1 && /\s[–—-]\s/.test(content) && namesPostUnit(more[0]) && !more[0].split(/\s+/).some((w) => w.length > 2 && others.includes(w.toLowerCase()));
    const named = more.length > 0 && isNameLike(first) && !postUnit;
    fields.push({ text: named ? first : content, line: index, role });
    if (named) rest.push(more.join(' | '));
  });
  return { fields, rest, place };
}

/**
 * "Job title: Freelance Game Programmer" with no employer's label under it: a header that labels
 * its fields says which it has, so its missing employer is missing, not the one above continued.
 */
export function labelsTitleAlone(block: EntryBlock): boolean {
  const roles = block.header.map((line) => LABEL_ROLE[line.match(HEADER_LABEL)?.[1].toLowerCase() ?? '']);
  return roles.includes('title') && !roles.includes('employer');
}

/**
 * "Assistant Principal, Lakeside School District, New" above "York": a town's name wrapped after
 * the header's last comma. The words before the break go to the next line when together they
 * name a place and alone they do not ("…, Berlin" above "Germany" stays as it is).
 */
function withWrappedTowns(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i + 1 < out.length; i++) {
    const comma = out[i].lastIndexOf(',');
    const tail = out[i].slice(comma + 1).trim();
    const next = out[i + 1];
    if (comma < 0 || !/^\p{Lu}[\p{L}.]*(?: \p{Lu}[\p{L}.]*)?$/u.test(tail) || !/^\p{Lu}/u.test(next)) continue;
    if (parsePlace(tail) || !parsePlace(splitFields(next)[0] ?? '')) continue;
    // the town's own name, before its region, must be one ("Offline Maps" above "Redmond, WA" is no town)
    const joined = `${tail} ${next}`;
    if (parsePlace(joined.split(',')[0].trim())) [out[i], out[i + 1]] = [out[i].slice(0, comma).trimEnd(), joined];
  }
  return out;
}

/** The words that qualify a date rather than name anything: "Expected June 2014", "Grad. May 2011", "Since 2000". */
const DATE_QUALIFIER = /^(?:expected|anticipated|grad\.?|graduated|graduation|since|from|until|till)$/i;

/**
 * "Summer 2001, Summer 2002" / "Expected June 2014" above "Sep 2014 | Mountain View, CA": the
 * header's dates are read once; a second date, or the word that qualified the first, left as a
 * field of its own names no employer and no post.
 */
function isDateLeftover(text: string): boolean {
  if (DATE_QUALIFIER.test(text.trim())) return true;
  const range = findDateRange(text) ?? findSingleDate(text);
  if (!range) return false;
  const rest = withoutDates(text, range);
  return rest === '' || DATE_QUALIFIER.test(rest);
}

/** An entry's header read into fields, with its dates. */
export function headerOf(block: EntryBlock): { fields: HeaderField[]; range: DateRange | null; place: string | null } {
  const labelled = labelledFields(block.header.map(withoutClosingStop));
  const { range, rest } = datesOf(labelled.rest);
  const fields = headerFields(withWrappedTowns(rest)).filter((f) => f.role !== undefined || !isDateLeftover(f.text));
  return { fields: [...labelled.fields, ...fields], range, place: labelled.place };
}

/**
 * "Leitung eines DFG-Projekts zu Ionenkanälen" under "Universität Heidelberg": a German duty
 * written as nouns, with no verb, reads like one more header line. A header line of several
 * words that gave the entry neither its post, employer, place nor dates is what the job was,
 * so it stays as the entry's description rather than vanishing.
 */
function unplacedHeaderLines(block: EntryBlock, roles: { title: string | null; employer: string | null }, range: DateRange | null): string[] {
  // only a whole entry (its post, employer and dates found) says the line is no header of its own
  if (!range || !roles.title || !roles.employer) return [];
  const named = [roles.title, roles.employer].filter((text) => text.length >= 3);
  const holds = (line: string) => findDateRange(line) !== null || findSingleDate(line) !== null || named.some((name) => line.includes(name) || name.includes(line.trim()));
  // the lines after the last one that named the entry: what follows its header, not a piece of it
  const last = block.header.findLastIndex(holds);
  return block.header.slice(last + 1).filter((line) => wordCount(line.trim()) >= 4 && !HEADER_LABEL.test(line.trim()));
}

export function toEntry(block: EntryBlock, { fields, range, place }: { fields: HeaderField[]; range: DateRange | null; place: string | null }, order: RoleOrder | null): ExperienceEntry {
  const roles = assignRoles(fields, order);
  const unplaced = unplacedHeaderLines(block, roles, range);
  return {
    ...roles,
    // a place on the header line itself is the job's own ("Infosys LTD -  MAHARASHTRA, IN" above "Location: Pune, India")
    location: roles.location ?? place,
    start: range?.start ?? null,
    end: range?.current ? null : (range?.end ?? null),
    current: range?.current ?? false,
    rawDates: range?.raw ?? null,
    // a bullet with neither letter nor digit ("?" for a glyph the font could not map) says nothing
    bullets: block.bullets.map(stripBullet).filter((b) => /[\p{L}\p{N}]/u.test(b)),
    description: [...unplaced, ...block.description],
  };
}
