/**
 * How the header of each job and degree is written, so that a parser reads it back as it was
 * meant: a degree on one line with its school and dates ("MSc in Data Science — Ridgemont
 * University | 2021 – 2023"), a job's title with its dates above its employer and place. Where a header
 * can still be read two ways (a title without a title's word, a school without a school's word),
 * the section is read back with the engine's own entry readers and the entry is written in the
 * next plain form that reads right: employer above title, degree and subject apart. The forms
 * are all ones people print; the check only picks among them.
 */
import { parseEducation } from '../cv/parse/education';
import { DEGREE } from '../cv/parse/education-words';
import { isActionLine } from '../cv/parse/action-line';
import { BULLETS_LABEL, isProse } from '../cv/parse/entry-blocks';
import { parseExperience } from '../cv/parse/experience';
import { findDateRange, findSingleDate } from '../cv/parse/dates';
import { isBullet } from '../cv/parse/text-shape';
import { unplacedLine } from '../cv/extract/unplaced-line';
import type { ExtractedLine } from '../cv/types';

export interface EntryText {
  title: string;
  /** printed on the title's line after it, in the details' style (a degree's dates) */
  aside: string | null;
  details: string[];
  paragraphs: string[];
  bullets: string[];
  /** each field named on its line: the reader joins a long one wrapped onto the next line */
  labelled?: true;
}

export interface JobHead {
  position?: string;
  employer?: string;
  location?: string;
  dates: string | null;
  paragraphs: string[];
  bullets: string[];
}

export interface DegreeHead {
  institution?: string;
  degree?: string;
  subject?: string;
  dates: string | null;
  grade: string | null;
  /** lines below the degree that no field holds (its thesis), printed as written */
  notes?: string[];
  /** "in" / "en" / "in": joins degree and subject */
  connector: string;
}

const key = (text: string | null | undefined) => (text ?? '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

const present = (values: (string | null | undefined)[]): string[] =>
  values.filter((v): v is string => typeof v === 'string' && v.trim() !== '');

/**
 * Stand-ins for extracted lines, so the engine's entry readers can read a section as written. They
 * are a PDF's lines (a font size, single spacing, one left edge): the reader joins such lines more
 * readily than a DOCX's paragraphs ("…, Google Play Books, Accessibility | Mountain View, CA" takes
 * the paragraph below it for the rest of a wrapped list), so a form that reads right here reads
 * right in both.
 */
const asLines = (texts: string[]): ExtractedLine[] =>
  texts.map((text) => ({ text, page: 1, column: 0, x: 0, y: 0, fontSize: 10, bold: false, headingHint: false, gapBefore: 1 }));

/**
 * A DOCX's paragraphs reach the reader without sizes or gaps, and some of its joins need neither
 * ("B.A. — CITY COLLEGE OF" takes the subject below it for the rest of the school's name, where a
 * PDF's line heights keep them apart): a form scores what it reads back as the worse of the two.
 */
const asParagraphs = (texts: string[]): ExtractedLine[] => texts.map((text) => unplacedLine(text));

/**
 * What a reader makes of a section's text as PDF lines and as DOCX paragraphs, kept per text: the
 * chooser scores every entry of a section against the same text, pass after pass.
 */
function readerOfSection<R>(read: (lines: ExtractedLine[]) => R): (lines: string[]) => readonly [R, R] {
  const seen = new Map<string, readonly [R, R]>();
  return (lines) => {
    const key = lines.join('\n');
    let both = seen.get(key);
    if (!both) {
      both = [read(asLines(lines)), read(asParagraphs(lines))];
      seen.set(key, both);
    }
    return both;
  };
}

/** The entries' lines as the renderers print them: dates without a title still get a line of their own. */
function linesOf(entries: EntryText[]): string[] {
  return entries.flatMap((e) => [
    ...(e.title ? [e.aside ? `${e.title}  |  ${e.aside}` : e.title] : e.aside ? [e.aside] : []),
    ...(e.details.length ? [e.details.join('  |  ')] : []),
    ...e.paragraphs,
    ...e.bullets.map((b) => `• ${b}`),
  ]);
}

/**
 * A line of prose under a job that a reader would take for a header line ("Marketing Tools:",
 * "Highlights at Kestrel Labs", "Platform Team") is printed as a bullet: as a plain line it
 * would join the title and employer above it.
 */
export function splitProse(lines: string[]): { paragraphs: string[]; bullets: string[] } {
  const paragraphs: string[] = [];
  const bullets: string[] = [];
  for (const line of lines) {
    const prose = !isBullet(line) && !findDateRange(line) && (isProse(line) || isActionLine(line) || BULLETS_LABEL.test(line.trim()));
    (prose ? paragraphs : bullets).push(line);
  }
  return { paragraphs, bullets };
}

/**
 * How much of an entry a section's lines give back: each test passed (its names read, as
 * many times as the section holds them, its dates) is a point. `full` is every point.
 */
interface ReadBackScore<T> {
  score: (lines: string[], item: T) => number;
  full: number;
}

/**
 * Picks, entry by entry, the first form the whole section reads back wholly right in, else the
 * first that reads back the most of it. The forms of the entries after the one being decided
 * stay as they are, so one entry's choice is judged with its neighbours around it. An entry no
 * form of which reads wholly right beside its neighbours' first forms ("Degree: Kenya
 * Certificate" below it still reads as its degree) is decided again once the neighbours have
 * their own forms, keeping its form unless another reads back more.
 */
const DECIDING_PASSES = 2;
function chooseIn<T>(items: T[], options: EntryText[][], { score, full }: ReadBackScore<T>): { chosen: EntryText[]; points: number } {
  const chosen = options.map((o) => o[0]);
  const usable = (form: EntryText) => fitsLine(form) || Boolean(form.labelled);
  const pointsOf = (i: number) => (usable(chosen[i]) ? score(linesOf(chosen), items[i]) : 0);
  const undecided = new Set(items.keys());
  for (let pass = 0; pass < DECIDING_PASSES && undecided.size; pass++) {
    for (const i of [...undecided]) {
      let best = { form: chosen[i], points: pass === 0 ? 0 : pointsOf(i) };
      for (const form of options[i]) {
        if (!usable(form)) continue;
        chosen[i] = form;
        const got = score(linesOf(chosen), items[i]);
        if (got > best.points) best = { form, points: got };
        if (got === full) break;
      }
      chosen[i] = best.form;
      if (best.points === full) undecided.delete(i);
    }
  }
  return { chosen, points: items.reduce((sum: number, _, i) => sum + pointsOf(i), 0) };
}

/**
 * The section's styles (say, every degree before its school, or every school first: a section
 * keeps one order, and a reader learns it from the entries that tell) are tried in turn; the
 * first under which the entries read back the most is kept.
 */
function choose<T>(items: T[], styles: ((item: T) => EntryText[])[], scored: ReadBackScore<T>): EntryText[] {
  let best: { chosen: EntryText[]; points: number } | null = null;
  for (const forms of styles) {
    const tried = chooseIn(items, items.map(forms), scored);
    if (!best || tried.points > best.points) best = tried;
    if (best.points === items.length * scored.full) break;
  }
  return best?.chosen ?? [];
}

/**
 * Points for the names of an entry read back: one when some entry read has them, one more when
 * as many do as the section holds ("BSc — Magadh University" twice, for two subjects: one
 * entry read back would still name it).
 */
function namePoints<R, T>(read: R[], items: T[], item: T, same: (a: R, b: T) => boolean, twin: (a: T, b: T) => boolean): number {
  const found = read.filter((r) => same(r, item)).length;
  if (!found) return 0;
  return found >= items.filter((other) => twin(other, item)).length ? 2 : 1;
}

type Month = { year: number; month: number | null } | null | undefined;
const monthOf = (d: Month) => (d ? `${d.year}-${d.month ?? ''}` : '');
/** A range as one key, for a printed range and a read job alike */
const rangeKey = (r: { start: Month; end: Month; current: boolean }) => `${monthOf(r.start)}/${r.current ? 'present' : monthOf(r.end)}`;
/** "Jun 2010 – Sep 2010" as the reader keeps a job's dates; null when the printed dates read as none */
function datesKey(dates: string | null): string | null {
  const range = dates ? (findDateRange(dates) ?? findSingleDate(dates)) : null;
  return range ? rangeKey(range) : null;
}

/**
 * A header line longer than the page is wide wraps, and a reader may take its second half for
 * another field ("Rocky" / "Mountain | 2012"): forms that fit one line go first.
 */
const TITLE_LINE_MAX = 80;
/** A line's width in average characters: capitals are about 1.4 times as wide ("UNDERGRADUATE DEGREE in …" wraps sooner). */
const widthOf = (text: string) => text.length + 0.4 * (text.match(/\p{Lu}/gu)?.length ?? 0);
const fitsLine = (form: EntryText) => widthOf(form.title) + (form.aside ? widthOf(form.aside) + 5 : 0) <= TITLE_LINE_MAX;

/**
 * "• Linux" straight above the next job's "Website Administrator" / "Aug 2009 – Jan 2010": some
 * templates bullet the employer's line, so a short bullet of capitalised words ending a job reads
 * as the next job's employer. Such a bullet moves before the job's sentences; the bullets stay
 * the same, in nearly the same order.
 */
const NAME_PARTICLE = /^(?:of|and|&|for|the|de|du|des|la|le|y|e|für|und|der|van|von)$/i;
export function readsAsName(bullet: string): boolean {
  const words = bullet.trim().split(/\s+/);
  return words.length <= 6 && !/\d/.test(bullet) && !/[.!?:;]$/.test(bullet.trim()) && words.every((w) => /^[\p{Lu}(&]/u.test(w) || NAME_PARTICLE.test(w));
}

/**
 * "Northwind Systems, Consulting at Lakeside Alumni Relations --" / "Springfield, IL, Principal": a line of
 * names, no sentence, too long for the page wraps, and its last line alone reads as a name as well.
 */
function wrapsIntoName(bullet: string): boolean {
  const text = bullet.trim();
  if (widthOf(text) <= TITLE_LINE_MAX || /[.!?]$/.test(text) || isActionLine(text)) return false;
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return words.filter((w) => /^[\p{Lu}(&]/u.test(w) || NAME_PARTICLE.test(w)).length * 5 >= words.length * 4;
}

/** A line that, ending a job, a reader may take for the next job's header. */
export const endsLikeHeader = (bullet: string) => readsAsName(bullet) || wrapsIntoName(bullet);

export function lastBulletNoName(bullets: string[]): string[] {
  if (!bullets.length || !endsLikeHeader(bullets[bullets.length - 1])) return bullets;
  const last = bullets.findLastIndex((b) => !endsLikeHeader(b));
  if (last < 0) return bullets;
  return [...bullets.slice(0, last), ...bullets.slice(last + 1), bullets[last]];
}

/**
 * A job's bullets that all read like a header, under its sentences: the last sentence goes
 * after them, as a bullet, so the job still ends on a sentence.
 */
export function sentenceLast(paragraphs: string[], bullets: string[]): { paragraphs: string[]; bullets: string[] } {
  if (!paragraphs.length || !bullets.length || !endsLikeHeader(bullets[bullets.length - 1])) return { paragraphs, bullets };
  return { paragraphs: paragraphs.slice(0, -1), bullets: [...bullets, paragraphs[paragraphs.length - 1]] };
}

/**
 * The header labels the engine's reader takes as naming the field ("Employer:", "Job title:"); it
 * knows them in English only, so a CV in another language is not given them.
 */
export interface JobLabels {
  employer: string;
  title: string;
  location: string;
}
export const ENGLISH_JOB_LABELS: JobLabels = { employer: 'Employer', title: 'Job title', location: 'Location' };

/**
 * Both labelled forms of a job, employer first and title first, as pairs like the plain forms. The
 * dates go on the first line, where a reader starts the entry, and the place below, named by its
 * label ("SUNY Morrisville | 1997 – 1998" unlabelled below the fields reads as the next job); where
 * the first line has no room for the dates, they go below with the place.
 */
function labelledPairs(labels: JobLabels, position: string, employer: string, body: Omit<EntryText, 'title' | 'details'>, job: JobHead): EntryText[] {
  const pair = (aside: string | null, below: string[]): EntryText[] => {
    const paragraphs = [...(below.length ? [below.join('  |  ')] : []), ...body.paragraphs];
    return [
      { ...body, aside, paragraphs, title: `${labels.title}: ${position}`, details: [`${labels.employer}: ${employer}`] },
      { ...body, aside, paragraphs, title: `${labels.employer}: ${employer}`, details: [`${labels.title}: ${position}`] },
    ];
  };
  const place = job.location ? [`${labels.location}: ${job.location}`] : [];
  return [...pair(job.dates, place), ...(job.dates ? pair(null, present([job.location, job.dates])) : [])];
}

export function jobEntries(jobs: JobHead[], labels: JobLabels | null = null): EntryText[] {
  const forms = (job: JobHead): EntryText[] => {
    const { paragraphs, bullets } = splitProse(job.paragraphs);
    // the dates on the title's line: a dated line starts an entry for any reader, and a title such as
    // "Volunteer" or "Projects" set bold on a line of its own would read as a section heading
    const listed = lastBulletNoName([...bullets, ...job.bullets]);
    // without bullets the sentences end the job, and their last line is the one to be no header's
    const body = { aside: job.dates, ...sentenceLast(listed.length ? paragraphs : lastBulletNoName(paragraphs), listed) };
    const { position, employer } = job;
    const name = position ?? employer ?? '';
    const headed: EntryText[] =
      position && employer
        ? [
            { ...body, title: position, details: present([employer, job.location]) },
            { ...body, title: employer, details: present([position, job.location]) },
            // an undated job after dated ones has no line a reader starts an entry at, and is read as notes
            // on the job above: labelled, its employer line opens an entry
            ...(labels ? labelledPairs(labels, position, employer, body, job) : []),
          ]
        : [
            { ...body, title: name, details: present([job.location]) },
            { ...body, title: '', aside: null, details: present([name, job.location, job.dates]) },
            // "Acme, Inc." above "City, ST": a place the reader knows no town of is read as the missing title;
            // named by its label it is the place
            ...(labels && job.location ? [{ ...body, title: name, details: [`${labels.location}: ${job.location}`] }] : []),
            // "Abc Group" or "Speaker" alone says neither employer nor title, and a reader guesses from its
            // words: the labelled form people print for such a header says which it is
            ...(labels ? [{ ...body, title: `${position ? labels.title : labels.employer}: ${name}`, aside: null, details: present([job.location, job.dates]) }] : []),
            // and a place that reads as a title ("NUS.") under it is named by its label too
            ...(labels && job.location
              ? [{ ...body, title: `${position ? labels.title : labels.employer}: ${name}`, aside: null, details: present([`${labels.location}: ${job.location}`, job.dates]) }]
              : []),
          ];
    // "…, Google Play Books, Accessibility | Mountain View, CA" above a sentence: a reader may take the
    // sentence for the rest of a wrapped list and lose the employer; then the sentences are bulleted
    return body.paragraphs.length ? [...headed, ...headed.map((f) => ({ ...f, paragraphs: [], bullets: [...f.paragraphs, ...f.bullets] }))] : headed;
  };
  const employerFirst = (job: JobHead) => {
    const all = forms(job);
    // the same forms with employer and title swapped: every other one, as forms() builds them in pairs
    return job.position && job.employer ? all.map((_, i) => all[i ^ 1]) : all;
  };
  const named = (e: { title: string | null; employer: string | null }, job: JobHead) => key(e.title) === key(job.position) && key(e.employer) === key(job.employer);
  const twin = (a: JobHead, b: JobHead) => key(a.position) === key(b.position) && key(a.employer) === key(b.employer);
  // the dates count too: a header that reads its names right may leave its dates to the prose below it
  const readBack = readerOfSection(parseExperience);
  const points = (read: ReturnType<typeof parseExperience>, job: JobHead) => {
    if (read.length > jobs.length) return 0;
    const names = namePoints(read, jobs, job, named, twin);
    const printed = datesKey(job.dates);
    const dated = read.some((e) => named(e, job) && (printed === null || rangeKey(e) === printed));
    return names && dated ? names + 1 : names;
  };
  // a form scores the worse of its two reads
  const score = (lines: string[], job: JobHead) => Math.min(...readBack(lines).map((read) => points(read, job)));
  return choose(jobs, [forms, employerFirst], { score, full: 3 });
}

/** The labels the engine's reader takes as naming an education entry's fields ("School:", "Degree:"); English only, like the job labels. */
export interface DegreeLabels {
  school: string;
  degree: string;
  subject: string;
}
export const ENGLISH_DEGREE_LABELS: DegreeLabels = { school: 'School', degree: 'Degree', subject: 'Subject' };

/**
 * The form people print on forms: each field on a line of its own, named. The last resort for an
 * entry whose words say neither school nor degree ("Children and Adults" / "CPR Certification"),
 * or a degree without a school beside a school without a degree, which any plain form runs together.
 */
function labelledDegree(school: DegreeHead, labels: DegreeLabels): EntryText {
  const { institution, degree, subject } = school;
  const title = institution ? `${labels.school}: ${institution}` : `${labels.degree}: ${degree ?? ''}`;
  return {
    title,
    aside: school.dates,
    details: [],
    paragraphs: present([institution && degree ? `${labels.degree}: ${degree}` : null, subject ? `${labels.subject}: ${subject}` : null, school.grade, ...(school.notes ?? [])]),
    bullets: [],
    labelled: true,
  };
}

export function degreeEntries(schools: DegreeHead[], labels: DegreeLabels | null = null): EntryText[] {
  const forms = (school: DegreeHead) => {
    const { institution, degree, subject } = school;
    const titled = (...parts: (string | undefined)[]) => present(parts).join(' — ');
    const base = { aside: school.dates, paragraphs: [], bullets: [] };
    // "MSc in Data Science": the form parsers split a degree line on, when the degree names itself as one;
    // a long subject goes on the line below, beside the grade (a long line reads as prose)
    const named = degree && subject ? [...(school.connector ? [`${degree} ${school.connector} ${subject}`] : []), `${degree}, ${subject}`] : [degree ?? subject];
    if (!DEGREE.test(degree ?? '')) named.reverse();
    const shapes = [
      ...named.map((d) => ({ d, subject: null })),
      ...(degree && subject ? [{ d: degree, subject }] : []),
    ];
    // a subject and a long grade or honour would wrap, and the wrapped end ("Department.") reads as the
    // rest of the school's name: then the grade goes on a line of its own
    const notes = school.notes ?? [];
    const lines = (details: string[]) =>
      widthOf(details.join('  |  ')) > TITLE_LINE_MAX && details.length > 1
        ? { details: details.slice(0, -1), paragraphs: [...details.slice(-1), ...notes] }
        : { details, paragraphs: notes };
    const headed = (title: (d: string | undefined) => string, apart: (d: string | undefined) => { title: string; details: (string | null | undefined)[] }): EntryText[] => [
      ...shapes.map(({ d, subject: s }) => ({ ...base, ...lines(present([s, school.grade])), title: title(d) })),
      // a degree and school too long to share their line with the dates: the one on a line of its own below the other
      ...(institution ? shapes.map(({ d, subject: s }) => ({ ...base, ...lines(present([...apart(d).details, s, school.grade])), title: apart(d).title })) : []),
    ];
    const labelled = labels && (institution || degree) ? [labelledDegree(school, labels)] : [];
    return {
      degreeFirst: [...headed((d) => titled(d, institution), (d) => ({ title: d ?? '', details: [institution] })), ...labelled],
      schoolFirst: [...headed((d) => titled(institution, d), (d) => ({ title: institution ?? '', details: [d] })), ...labelled],
    };
  };
  // a form that reads right but leaves a piece of itself read as another entry (a subject beside its dates) does not
  // "Bachelor of Nursing" written whole (no subject beside it) reads back as the degree "Bachelor" of the subject "Nursing": the same name
  const named = (e: { institution?: string | null; degree?: string | null; field?: string | null }, school: DegreeHead) =>
    key(e.institution) === key(school.institution) &&
    (key(e.degree) === key(school.degree) || (!school.subject && Boolean(e.degree && e.field) && key(`${e.degree} of ${e.field}`) === key(school.degree)));
  const readBack = readerOfSection(parseEducation);
  const score = (lines: string[], school: DegreeHead) =>
    Math.min(...readBack(lines).map((read) => (read.length <= schools.length ? namePoints(read, schools, school, named, named) : 0)));
  return choose(schools, [(s) => forms(s).degreeFirst, (s) => forms(s).schoolFirst], { score, full: 2 });
}
