import type { ExperienceEntry, ExtractedLine } from '../types';
import { findDateRange, findSingleDate, withoutDates, type DateRange } from './dates';
import { HEADER_LABEL, LEADING_YEARS, OPENING_LABEL, splitEntryBlocks, type EntryBlock } from './entry-blocks';
import { headerFields, isPlaceField, type HeaderField } from './entry-fields';
import { townsNamed } from './gazetteer';
import { namesNonJob, readsAsNoName } from './job-field-evidence';
import { employerScore, hasTitleWord, titleScore } from './job-title-words';
import { isJobBoardEmployerLine, stripBullet, wordCount } from './text-shape';
import { joinWrappedLines } from './wrapped-lines';

function datesOf(header: string[]): { range: DateRange | null; rest: string[] } {
  for (let i = 0; i < header.length; i++) {
    const range = findDateRange(header[i]) ?? findSingleDate(header[i]);
    if (range) {
      const rest = [...header];
      // "January 2019 - January 2021 (2 years 1 month)": the tenure after the dates goes with them
      rest[i] = withoutDates(header[i], range).replace(/\(\s*\d+\+?\s*(?:years?|yrs?|months?|mos?)(?:\s+\d+\s*(?:months?|mos?))?\s*\)|·\s*\d+\s*(?:yrs?|years?|mos?|months?)(?:\s+\d+\s*(?:mos?|months?))?/gi, '').trim();
      return { range, rest: rest.filter(Boolean) };
    }
  }
  return { range: null, rest: header };
}

const best = (fields: HeaderField[], score: (text: string) => number) =>
  fields.reduce<HeaderField | null>((top, f) => (score(f.text) > 0 && (!top || score(f.text) > score(top.text)) ? f : top), null);

const clean = (text: string | undefined) => text?.replace(/^[\s,;:|–—-]+|[\s,;:|–—-]+$/g, '').trim() || null;
/** "2018 to 2021: Associate Dean, Redwood State University.": the full stop closing a one-line position is no name's ("Acme Inc." keeps its own). */
const withoutClosingStop = (line: string) =>
  LEADING_YEARS.test(line) && /[^.]\.$/.test(line) && !/\.\s/.test(line) && wordCount(line) <= 12 && !ABBREVIATION_END.test(line) ? line.slice(0, -1) : line;

/** The areas teams are named after ("Platform", "Backend", "Payments Core"): they qualify a title, they employ no one. */
const TEAM_WORDS = new Set([
  'platform', 'platforms', 'backend', 'back-end', 'frontend', 'front-end', 'fullstack', 'full-stack', 'infrastructure', 'infra', 'payments',
  'data', 'mobile', 'web', 'security', 'growth', 'product', 'design', 'research', 'operations', 'ops', 'sales', 'marketing', 'finance',
  'engineering', 'analytics', 'devops', 'cloud', 'core', 'api', 'apis', 'identity', 'search', 'ads', 'ml', 'ai', 'reliability', 'tooling',
  'billing', 'checkout', 'commerce', 'ios', 'android', 'qa', 'quality', 'networking', 'storage', 'compute', 'machine', 'learning',
  'experience', 'customer', 'support', 'applications', 'systems', 'team', 'embedded', 'firmware', 'hardware', 'ux', 'ui', 'services',
]);
const isTeamName = (text: string) => {
  const words = text.toLowerCase().split(/\s+/);
  return words.length <= 3 && words.every((w) => TEAM_WORDS.has(w));
};

const LEGAL_FORM = /\b(?:inc|ltd|llc|llp|plc|gmbh|ag|corp|corporation|limited|pvt|s\.?a|b\.?v|s\.?l|sas|sarl|kgaa|co)\b\.?/i;
const LEGAL_FORM_ONLY = new RegExp(`^${LEGAL_FORM.source}$`, 'i');

/**
 * "HR Manager, Midwest Medical Partners" as the only field: the first comma separates title
 * and employer (the other way round when the words say so).
 */
function splitLoneField(fields: HeaderField[]): HeaderField[] {
  if (fields.length !== 1 || fields[0].role || !fields[0].text.includes(', ')) return fields;
  const [head, ...tail] = fields[0].text.split(/,\s+/);
  const rest = tail.join(', ');
  // "Quality Builders, Inc.": the legal form after its comma is the employer's name still
  if (LEGAL_FORM_ONLY.test(rest)) return fields;
  // "Staff Engineer, Platform", "Senior Engineer, Backend": the team or field of the role, no employer
  if (titleScore(head) > 0 && isTeamName(rest)) return [{ ...fields[0], role: 'title' }];
  const swapped = employerScore(head) > 0 && titleScore(rest) > 0 && titleScore(head) === 0;
  return [
    { text: swapped ? rest : head, line: fields[0].line, role: 'title' },
    { text: swapped ? head : rest, line: fields[0].line, role: 'employer' },
  ];
}

/**
 * "Operations Manager, Amazon UK Services Ltd — Avonmouth": a title and an employer named by
 * its legal form share one field, and no other field names an organisation.
 */
function splitTitleEmployerField(fields: HeaderField[]): HeaderField[] {
  const joined = fields.find((f) => !f.role && f.text.includes(', '));
  if (!joined || fields.some((f) => f !== joined && (f.role === 'employer' || employerScore(f.text) > 1))) return fields;
  const cut = joined.text.indexOf(', ');
  const [head, tail] = [joined.text.slice(0, cut), joined.text.slice(cut + 2)];
  if (titleScore(head) <= 0 || titleScore(tail) > 0 || employerScore(tail) < 2) return fields;
  return fields.flatMap((f) => (f === joined ? [{ ...f, text: head, role: 'title' as const }, { ...f, text: tail, role: 'employer' as const }] : [f]));
}

/**
 * "ThoughtWorks - Bengaluru, Karnataka", "Capgemini, Canada": the name straight before a place
 * on its line is the employer's (a title is not followed by a town).
 */
function beforePlace(candidates: HeaderField[], fields: HeaderField[]): HeaderField | null {
  return candidates.find((f) => {
    const next = fields[fields.indexOf(f) + 1];
    return next && next.line === f.line && !next.role && isPlaceField(next.text) && titleScore(f.text) <= 0;
  }) ?? null;
}

/**
 * Which of an entry's names a section prints first: "Acme Corp" above "Data Analyst" in one CV,
 * "Data Analyst" above "Acme Corp" in another. Every entry of a section follows its template.
 */
export type RoleOrder = 'title-first' | 'employer-first';

/**
 * What one entry says about its section's order: exactly one of its names reads as a title
 * (or, with none, exactly one as an organisation) and another does not.
 */
function orderEvidence(fields: HeaderField[]): RoleOrder | null {
  if (fields.some((f) => f.role)) return null;
  const named = fields.filter((f) => !isPlaceField(f.text));
  if (named.length < 2) return null;
  const titled = named.filter((f) => titleScore(f.text) > 0);
  if (titled.length === 1) return titled[0] === named[0] ? 'title-first' : 'employer-first';
  const organisations = named.filter((f) => employerScore(f.text) > 0);
  if (titled.length === 0 && organisations.length === 1) return organisations[0] === named[0] ? 'employer-first' : 'title-first';
  return null;
}

/** The order a section's telling entries agree on: all of a few, or four in five of many. */
export function sectionOrder(entries: HeaderField[][]): RoleOrder | null {
  const votes = entries.map(orderEvidence).filter((v): v is RoleOrder => v !== null);
  const titleFirst = votes.filter((v) => v === 'title-first').length;
  const agreed = (count: number) => (votes.length < 3 ? count === votes.length : count * 5 >= votes.length * 4);
  if (votes.length === 0) return null;
  if (agreed(titleFirst)) return 'title-first';
  return agreed(votes.length - titleFirst) ? 'employer-first' : null;
}

/**
 * An entry whose own words do not tell its title from its employer ("Curator" / "Aldous
 * Gallery"; "Sr. Engineering Manager" / "Globex Assistant"; "Acme Analytics (8 employee
 * startup)" / "Data Science Intern") follows its section's order.
 */
function byOrder(rest: HeaderField[], order: RoleOrder): { title: HeaderField; employer: HeaderField } | null {
  const titled = rest.filter((f) => titleScore(f.text) > 0);
  // two names, each a name: what the order decides; more is a header this rule cannot read
  if (rest.length !== 2 || titled.length === 1 || !rest.every((f) => isNameLike(f.text))) return null;
  // "Functional Consultant / WM Lead" above "SAP EWM": a second title is no employer
  const untitled = rest.filter((f) => titleScore(f.text) <= 0);
  if (order === 'title-first') {
    const title = titled.length === 0 || titled.includes(rest[0]) ? rest[0] : titled[0];
    const after = untitled.filter((f) => rest.indexOf(f) > rest.indexOf(title));
    return { title, employer: best(after.filter((f) => employerScore(f.text) >= 2), employerScore) ?? after[0] ?? rest.find((f) => f !== title)! };
  }
  // a real organisation's word ("Inc", "University") outweighs the order; an "&" alone does not
  const organisations = untitled.filter((f) => employerScore(f.text) >= 2);
  const employer = best(organisations, employerScore) ?? rest[0];
  return { employer, title: titled.find((f) => f !== employer) ?? rest.find((f) => f !== employer)! };
}

/**
 * "Data Analyst" above "Ohio Valley State University — IT Service Desk — Columbus, Ohio": with the
 * title on a line of its own, the employer's line names the employer as printed, its team or
 * division after a dash or a slash included (the place stays apart).
 */
function wholeEmployerLine(fields: HeaderField[], title: HeaderField, employer: HeaderField): string | null {
  // a job board's "Microsoft -  Redmond -" cuts the employer from its place with that dash
  if (employer.role || !employer.source || title.line === employer.line || isJobBoardEmployerLine(employer.source)) return null;
  if (fields.some((f) => f !== title && f.line === title.line && !isPlaceField(f.text))) return null;
  const parts = fields.filter((f) => f.line === employer.line && !f.role && !isPlaceField(f.text));
  // a part with a comma is a place or a list ("San Jose, CA, (WASC)"), not the rest of a name
  if (parts.length < 2 || !parts.includes(employer) || parts.some((f) => titleScore(f.text) > 0 || (f !== parts[0] && f.text.includes(',')))) return null;
  const source = employer.source;
  let from = source.indexOf(parts[0].text);
  if (from < 0) return null;
  const start = from;
  for (let i = 0; i < parts.length; i++) {
    const at = source.indexOf(parts[i].text, from);
    // only dashes and slashes join a name's parts; pipes and wide gaps separate fields
    if (at < 0 || (i > 0 && !/^\s+[–—\/-]\s+$/.test(source.slice(from, at)))) return null;
    from = at + parts[i].text.length;
  }
  return source.slice(start, from);
}

/** Assigns header fields to title, employer and location using explicit wording, then word scores, then order. */
export function assignRoles(input: HeaderField[], order: RoleOrder | null = null): { title: string | null; employer: string | null; location: string | null } {
  const withoutPlaces = input.filter((f) => !isPlaceField(f.text));
  const fields = withoutPlaces.length === 1 ? [...splitLoneField(withoutPlaces), ...input.filter((f) => isPlaceField(f.text))] : splitTitleEmployerField(input);
  const placeField = fields.find((f) => !f.role && isPlaceField(f.text) && fields.length > 1);
  // "Infosys LTD - MAHARASHTRA, IN" above "Location: Pune, India": a second place is no title either
  const named = fields.filter((f) => f.role || !isPlaceField(f.text));
  let rest = named.length > 0 ? named : fields.filter((f) => f !== placeField);
  let title = rest.find((f) => f.role === 'title') ?? null;
  let employer = rest.find((f) => f.role === 'employer') ?? null;
  // "R-Systems - Sacramento, CA": the name before a place is the employer whatever the section's order
  const ordered = !title && !employer && order && !beforePlace(rest, fields) ? byOrder(rest, order) : null;
  if (ordered) ({ title, employer } = ordered);
  if (!title) title = best(rest.filter((f) => f !== employer), titleScore);
  if (!employer) {
    const others = rest.filter((f) => f !== title);
    // "Software Engineering Intern" holds an organisation's word too; a name without a title's word is the employer first
    const untitled = others.filter((f) => titleScore(f.text) <= 0);
    employer = beforePlace(others, fields) ?? best(untitled, employerScore) ?? untitled[0] ?? best(others, employerScore) ?? others[0] ?? null;
  }
  if (!title) title = rest.find((f) => f !== employer) ?? null;
  rest = rest.filter((f) => f !== title && f !== employer);
  const employerLine = title && employer ? wholeEmployerLine(fields, title, employer) : null;
  let location = placeField?.text ?? rest.find((f) => isPlaceField(f.text))?.text ?? null;
  const titleText = title?.text;
  let employerText = employerLine ?? employer?.text;
  // "St. Mary's Secondary School, Naas": a short capitalised tail after the employer is its town.
  // Particles may join the words: "Red Bull GmbH, Fuschl am See", "Stratford-upon-Avon". "Acme, Inc." is no town.
  const tail = employerText?.match(/^(.+),\s+(\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:am|an|im|bei|der|sur|upon|on|de|del|la|le|du|do|da)\s+)?\p{Lu}[\p{L}'’.-]*){0,2})$/u);
  // "Cloud Networking, Books, Accessibility" is a list of teams, not a name and its town
  const town = tail && employerScore(tail[2]) === 0 && !hasTitleWord(tail[2]) && (!tail[1].includes(',') || townsNamed(tail[2]).length > 0 || /^[A-Z]{2}$/.test(tail[2])) ? tail : null;
  if (town && !location) [employerText, location] = [town[1], town[2].trim()];
  else if (town && location) employerText = town[1];
  return { title: clean(titleText), employer: clean(employerText), location: clean(location ?? undefined) };
}

const LABEL_ROLE: Record<string, HeaderField['role']> = {
  organisation: 'employer', organization: 'employer', company: 'employer', 'company name': 'employer', employer: 'employer', client: 'employer',
  designation: 'title', position: 'title', role: 'title', 'job title': 'title', title: 'title',
};

/** Labelled header lines give their field directly; other labels ("Duration:", "Location:") are dropped. */
function labelledFields(header: string[]): { fields: HeaderField[]; rest: string[] } {
  const fields: HeaderField[] = [];
  const rest: string[] = [];
  header.forEach((line, index) => {
    const label = line.match(HEADER_LABEL);
    if (!label) return void rest.push(line);
    const content = line.slice(label[0].length).trim();
    const role = LABEL_ROLE[label[1].toLowerCase()];
    if (role) fields.push({ text: content, line: index, role });
    else rest.push(content);
  });
  return { fields, rest };
}

/** An entry's header read into fields, with its dates. */
function headerOf(block: EntryBlock): { fields: HeaderField[]; range: DateRange | null } {
  const labelled = labelledFields(block.header.map(withoutClosingStop));
  const { range, rest } = datesOf(labelled.rest);
  return { fields: [...labelled.fields, ...headerFields(rest)], range };
}

function toEntry(block: EntryBlock, { fields, range }: { fields: HeaderField[]; range: DateRange | null }, order: RoleOrder | null): ExperienceEntry {
  const roles = assignRoles(fields, order);
  return {
    ...roles,
    start: range?.start ?? null,
    end: range?.current ? null : (range?.end ?? null),
    current: range?.current ?? false,
    rawDates: range?.raw ?? null,
    // a bullet with neither letter nor digit ("?" for a glyph the font could not map) says nothing
    bullets: block.bullets.map(stripBullet).filter((b) => /[\p{L}\p{N}]/u.test(b)),
    description: block.description,
  };
}

const datedLine = (text: string) => findDateRange(text) !== null || findSingleDate(text) !== null;
const isDated = (block: EntryBlock) => block.header.some(datedLine);

/** "January 2012 – November 2012", "Duration: 2010 to 2012": a header that is its dates and nothing else. */
function isOnlyDates(block: EntryBlock): boolean {
  return block.header.length > 0 && block.header.every((h) => {
    const range = findDateRange(h) ?? findSingleDate(h);
    return range !== null && withoutDates(h, range).replace(HEADER_LABEL, '').replace(/^[\p{L} ]{2,20}:?$/u, '') === '';
  });
}

/**
 * "Duration: Jan 2015 – Mar 2016" / "Role: Developer" under a job's "Project:" or "Client:"
 * line: a header made only of labelled lines, none of which names an employer or a
 * designation, details a project of the job above. It is never a job of its own.
 */
const isProjectDetails = (block: EntryBlock) =>
  block.header.length > 0 && block.header.every((h) => HEADER_LABEL.test(h)) && !block.header.some((h) => OPENING_LABEL.test(h));

function append(target: EntryBlock, block: EntryBlock, { header = false } = {}) {
  if (header) target.header.push(...block.header);
  else target.description.push(...block.header);
  target.description.push(...block.description);
  target.bullets.push(...block.bullets);
}

/**
 * In a section whose entries are dated, every job has dates: the dates printed a few lines
 * under its title and employer (a "Client:" line between) go to the undated entry above, and
 * an undated block that takes no such dates is a note of the entry above ("Experience in Test
 * & Defect Management", a project's name, a "Tech stack" line), not a job. An invented job
 * turns into a false gap or a false "job hopping" flag.
 */
function mergeStrayBlocks(blocks: EntryBlock[]): EntryBlock[] {
  const anyDated = blocks.some((b) => b.header.some((h) => findDateRange(h)));
  const out: EntryBlock[] = [];
  blocks.forEach((block, i) => {
    const previous = out[out.length - 1];
    if (previous && previous.header.length > 0 && !isDated(previous) && isOnlyDates(block)) return void append(previous, block, { header: true });
    if (previous && isProjectDetails(block)) return void append(previous, block);
    const next = blocks[i + 1];
    const takesNextDates = next !== undefined && isOnlyDates(next);
    // "Employer: Animation School" says in words that a job starts here, dated or not
    const labelledJob = block.header.some((h) => OPENING_LABEL.test(h));
    if (previous && anyDated && !isDated(block) && !takesNextDates && !labelledJob) {
      // "COMPANY, INC., City, ST" / "2005 - 2006" / a line about the company / "Sales Director": the title of the entry above
      const lateTitle = block.header.length === 1 && titleScore(block.header[0]) > 0 && wordCount(block.header[0]) <= 6 && !previous.header.some((h) => titleScore(h) > 0);
      return void append(previous, block, { header: lateTitle });
    }
    out.push(block);
  });
  return out.filter((b) => b.header.length > 0 || b.bullets.length > 0);
}

/** A line naming a job title and no organisation: "Office manager", "Sales Associate | Jan 2020 – Present". */
function isTitleLine(text: string): boolean {
  if (HEADER_LABEL.test(text) || text.length > 80) return false;
  const range = findDateRange(text);
  const rest = range ? withoutDates(text, range) : text;
  return titleScore(rest) > 0 && employerScore(rest) === 0;
}

/**
 * "Office manager" / "The Phone Company" / "Office manager" / "Nod Publishing": entries printed
 * with neither dates nor bullets run together into one header. When the header falls into runs
 * of one shape (two or three lines, the title at the same place in each, the other lines naming
 * no title and, after the first run, no dates), each run is an entry; the bullets below belong
 * to the last.
 */
function splitRepeatedHeaders(block: EntryBlock): EntryBlock[] {
  const { header } = block;
  for (let size = 2; size <= 3 && size * 2 <= header.length; size++) {
    if (header.length % size !== 0) continue;
    const runs = Array.from({ length: header.length / size }, (_, i) => header.slice(i * size, (i + 1) * size));
    const at = runs[0].findIndex(isTitleLine);
    const oneShape = (run: string[], i: number) =>
      isTitleLine(run[at]) &&
      run.every((text, j) => j === at || (!isTitleLine(text) && (i === 0 || !datedLine(text)))) &&
      run.some((text, j) => j !== at && !isPlaceField(text));
    if (at < 0 || !runs.every(oneShape)) continue;
    return runs.map((run, i) => (i === runs.length - 1 ? { ...block, header: run } : { header: run, bullets: [], description: [] }));
  }
  return [block];
}

/**
 * A promotion is often written as a second title under the same employer: an entry with a
 * title and dates but no employer continues the employer (and place) above it.
 */
function inheritEmployers(entries: ExperienceEntry[], placed: Set<ExperienceEntry>): ExperienceEntry[] {
  return entries.map((entry, i) => {
    const previous = entries[i - 1];
    if (entry.employer || placed.has(entry) || !entry.title || !entry.start || !previous?.employer) return entry;
    return { ...entry, employer: previous.employer, location: entry.location ?? previous.location };
  });
}

/**
 * "Mar 2021 - Present" above "• Staff Engineer, Globex Systems LLC": when an entry's header is
 * only its dates, a first bullet that names a title or an employer is the rest of the header.
 */
function promoteBulletedRole(block: EntryBlock): EntryBlock {
  const onlyDates = block.header.length > 0 && block.header.every((h) => {
    const range = findDateRange(h) ?? findSingleDate(h);
    return range !== null && withoutDates(h, range) === '';
  });
  const first = block.bullets[0] ? stripBullet(block.bullets[0]) : '';
  const roleLike = first && wordCount(first) <= 8 && !/[.!?]$/.test(first) && (titleScore(first) > 0 || employerScore(first) > 1);
  return onlyDates && roleLike ? { ...block, header: [...block.header, first], bullets: block.bullets.slice(1) } : block;
}

/** "Kakao Corp.", "DSV Road Sp. z o.o.", "Acme S.A." end in a full stop that is no sentence's. */
const ABBREVIATION_END = /(?:^|\s)(?:\p{Lu}\p{L}{0,3}\.|(?:\p{L}{1,2}\.){2,3}|(?:inc|corp|ltd|co|bros|pvt)\.)$/u;

/**
 * A title or an employer is a name: short, starting with a capital or a digit, not a sentence
 * or a sentence's fragment ("Application server.", "& its infrastructure)", "➔ Manage …").
 */
/**
 * What a header line holds that names nothing: a tenure ("11 months", "December (15 days)"),
 * a page marker ("Page 2 of 2"), a bare year ("2009 (P)"), or a form's or a table's label
 * ("NAME", "Position", "TEAM SIZE 21").
 */
const NOT_A_NAME = /^(?:\p{L}+\s*)?\(?\d+\+?\s*(?:years?|yrs?|months?|mos?|weeks?|days?)\)?$|^page\s+\d+(?:\s+of\s+\d+)?$|^(?:19|20)\d\d\b\W*(?:\(\p{L}\))?$|^(?:name|resume|position|industry|duration|period|team\s+size(?:\s*:?\s*\d+)?|designation|company|organi[sz]ation|role|location|client|project)$/iu;

function isNameLike(text: string | null): text is string {
  if (!text || NOT_A_NAME.test(text.trim())) return false;
  const words = wordCount(text);
  if (words > 10 || text.length > 90 || !/^[\p{Lu}\p{N}"“(]/u.test(text)) return false;
  if (/[.!?;:]$/.test(text) && !ABBREVIATION_END.test(text)) return false;
  return (text.match(/[()]/g)?.length ?? 0) % 2 === 0 && !readsAsNoName(text);
}

/**
 * An entry is a job when what it names reads as a title or an employer and it is dated or
 * names a job or an organisation outright. Prose fragments, project notes and table debris
 * that the entry splitter lifted into a header are dropped: an invented job turns into a false
 * gap or a false "job hopping" flag.
 */
function plausibleJob(entry: ExperienceEntry): ExperienceEntry | null {
  // "Masters Thesis" @ "RFID Antenna Design", "2nd saxophone" @ "Member of Springvale Town Orchestra": an award, a
  // membership, a thesis or a degree listed under an experience heading is no job, unless the other field plainly names one
  const nonJob = { title: entry.title !== null && namesNonJob(entry.title), employer: entry.employer !== null && namesNonJob(entry.employer) };
  if (nonJob.title && !(entry.employer && employerScore(entry.employer) > 0 && !nonJob.employer)) return null;
  if (nonJob.employer && !(entry.title && titleScore(entry.title) > 0 && !nonJob.title)) return null;
  // "Manager" @ "London": a town is where the job was, not whom it was for
  const placeAsEmployer = entry.employer !== null && isPlaceField(entry.employer);
  const located = placeAsEmployer ? { ...entry, employer: null, location: entry.location ?? entry.employer } : entry;
  const title = isNameLike(located.title) && !nonJob.title ? located.title : null;
  const employer = isNameLike(located.employer) && !nonJob.employer ? located.employer : null;
  if (!title && !employer) return null;
  // "(TRiO Student Support Services)" alone: a bracketed note wrapped from the line above names no employer
  if (!title && employer && /^\([^()]+\)$/.test(employer.trim())) return null;
  const dated = entry.start !== null || entry.end !== null || entry.current || entry.rawDates !== null;
  const named = (title !== null && titleScore(title) > 0) || (employer !== null && employerScore(employer) > 0);
  if (!dated && !named) return null;
  return settleRoles({ ...located, title, employer });
}

/**
 * What is left once the header's fields are judged: "Owner, Myownfoodsite.com" or "Teacher
 * Assistant: Smithville Primary School" with no employer holds both; "Surf Shop, Retail Sales
 * Associate" holds them the other way round; "Enterprise Rent-a-Car" as the title and
 * "Management Trainee Intern" as the employer are swapped.
 */
function settleRoles(entry: ExperienceEntry): ExperienceEntry {
  const { title, employer } = entry;
  if (title && employer && titleScore(title) <= 0 && titleScore(employer) > 0 && employerScore(employer) === 0 && !isPlaceField(title)) {
    return { ...entry, title: employer, employer: title };
  }
  if (!title || employer) return entry;
  const cut = title.match(/^(.+?)(?:,|:)\s+(.+)$/);
  if (!cut) return entry;
  const [head, tail] = [cut[1].trim(), cut[2].trim()];
  if (isPlaceField(tail)) return titleScore(head) > 0 ? { ...entry, title: head, location: entry.location ?? tail } : entry;
  const place = tail.match(/^(.+?),\s+(.+)$/);
  const named = (text: string) => isNameLike(text) && titleScore(text) <= 0;
  if (titleScore(head) > 0 && named(tail) && !isTeamName(tail)) return { ...entry, title: head, employer: tail };
  // "Silver Adult Training Centre, Johnsonville": the employer with its town
  if (titleScore(head) > 0 && place && named(place[1]) && isPlaceField(place[2])) return { ...entry, title: head, employer: place[1], location: entry.location ?? place[2] };
  // only after a comma: "DePaul University: Resident Advisor" in a compilation of CVs is left as written
  if (cut[0].charAt(cut[1].length) === ',' && titleScore(head) <= 0 && titleScore(tail) > 0 && isNameLike(head) && !isPlaceField(head)) return { ...entry, title: tail, employer: head };
  return entry;
}



/**
 * "Acme Corporation" above "Staff Engineer, Platform Infrastructure  Aug 2024 – Present": an
 * employer printed once as a banner over its roles. Roles below it written the same way, one
 * line of "Title, Team" and dates ("Senior Engineer, Payments Core  Jul 2022 – Aug 2024"), are
 * held at the banner's employer; their comma names a team, not a new employer.
 */
function underBanners(entries: ExperienceEntry[], headers: { fields: HeaderField[] }[]): ExperienceEntry[] {
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

export function parseExperience(lines: ExtractedLine[]): ExperienceEntry[] {
  const blocks = mergeStrayBlocks(splitEntryBlocks(joinWrappedLines(lines))).flatMap(splitRepeatedHeaders).map(promoteBulletedRole);
  const headed = blocks.filter((b) => b.header.length > 0);
  const headers = headed.map(headerOf);
  const order = sectionOrder(headers.map((h) => h.fields));
  const entries = underBanners(headed.map((block, i) => toEntry(block, headers[i], order)), headers);
  const plausible = entries.map(plausibleJob);
  // "Analyst, London | 2009 – 2010" names a place where the employer goes: a job elsewhere, not a promotion
  const placed = new Set(plausible.filter((e, i): e is ExperienceEntry => e !== null && entries[i].employer !== null && e.employer === null && e.location === entries[i].employer));
  return inheritEmployers(plausible.filter((e): e is ExperienceEntry => e !== null), placed);
}
