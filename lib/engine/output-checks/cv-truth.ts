/**
 * What a CV plainly shows, read from its raw text and its human labels rather than from the
 * engine's parse: the yardstick the output checks hold every claim against. Deliberately
 * simple and generous ("the word LinkedIn is on the page"): a claim that something is absent
 * must survive even a naive reading of the page.
 */
import { findSkills, lookupSkill } from '../cv/knowledge';
import { segmentsOf } from '../cv/facts/document-text';
import { findDateRange } from '../cv/parse/dates';
import { monthOf, monthOfDate, periodsIn, type PrintedPeriod } from '../cv/facts/traces';
import { sectionTypeOf } from '../cv/parse/heading-type';
import { BULLET_GLYPHS } from '../cv/parse/text-shape';
import { withoutOthersLevels } from '../cv/parse/languages';
import type { SectionType } from '../cv/types';
import type { CvLabels, LabelledJob } from './corpus';

export interface CvTruth {
  text: string;
  labels: CvLabels | null;
  /** lines, or for texts pasted without line breaks, runs separated by wide spaces */
  segments: string[];
  headings: Set<SectionType>;
  /** every date range printed anywhere, as absolute months */
  periods: PrintedPeriod[];
  /** the web addresses the file links to: a profile shown as an icon or a bare handle keeps its address there */
  links: readonly string[];
}

/** A pasted CV's one long run can hold every job's dates: the yardstick reads more of them than the facts layer. */
const MOST_PERIODS_IN_A_SEGMENT = 20;

export function readTruth(text: string, labels: CvLabels | null, now: Date, links: readonly string[] = []): CvTruth {
  const segments = segmentsOf(text);
  const headings = new Set<SectionType>();
  for (const s of segments) {
    const type = s.length <= 60 ? sectionTypeOf(s) : null;
    if (type) headings.add(type);
  }
  const nowMonth = monthOfDate(now);
  return { text, labels, segments, headings, periods: segments.flatMap((s) => periodsIn(s, nowMonth, MOST_PERIODS_IN_A_SEGMENT)), links };
}

// ---- contact --------------------------------------------------------------------------------

const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.[a-z]{2,}/iu;
const PHONE_LABEL = /\b(?:phone|mobile|mob|tel|telephone|cell|contact(?: no\.?| number)?)\s*[:.]?\s*\+?\(?\d/i;
const PHONE_SHAPE = /(?<![\d/.-])(?:\+\d{1,3}[\s.-]?)?\(?\d{2,5}\)?[\s.-]?\d{2,5}[\s.-]?\d{2,6}(?![\d/-])/g;

export const hasEmail = (t: CvTruth) => Boolean(t.labels?.email) || EMAIL.test(t.text);
export const hasLinkedIn = (t: CvTruth) => /linked\s?in/i.test(t.text) || t.links.some((url) => /linkedin\.com\/(?:in|pub)\/./i.test(url));
/** a github.com address, "GitHub: handle", or an icon label glued to a handle ("GITHUB-SQUAREjane") */
export const hasGithub = (t: CvTruth) => /github\.com\/\w|\bgithub\s*[:|]\s*@?[\w-]{2,}|GITHUB(?:-[A-Z]+)*[a-z][\w-]+/i.test(t.text) || t.links.some((url) => /github\.com\/\w/i.test(url));
export const hasWebsite = (t: CvTruth) =>
  t.segments.some((s) => /(?:https?:\/\/|www\.)\S+|\b[a-z\d-]+\.(?:com|io|dev|me|net|org|design|page|site|app)\/?\S*/i.test(s.replace(/\S+@\S+/g, '').replace(/\S*(?:linkedin|github)\.com\S*/gi, '')));
export function hasPhone(t: CvTruth): boolean {
  if (t.labels?.phone || PHONE_LABEL.test(t.text)) return true;
  return [...t.text.matchAll(PHONE_SHAPE)].some((m) => {
    const digits = m[0].replace(/\D/g, '');
    // "20072013", "(2005-2007": glued or bracketed years are a date range, not a number to call
    return digits.length >= 8 && digits.length <= 15 && !findDateRange(m[0]);
  });
}
export const hasLocation = (t: CvTruth) => Boolean(t.labels?.location);
export const hasName = (t: CvTruth) => Boolean(t.labels?.name);

// ---- sections and content -------------------------------------------------------------------

/**
 * Labelled jobs. A dotin designation alone is no job: the labels name the position sought too
 * ("Seeking assignments as Software Development"), so titles count only beside an employer.
 */
const labelledJobs = (t: CvTruth) => (t.labels?.jobs?.length ?? 0) + (t.labels?.companies?.length ?? 0);

export const hasSection = (t: CvTruth, type: SectionType) => t.headings.has(type);
export const hasExperience = (t: CvTruth) => labelledJobs(t) > 0 || t.headings.has('experience');
export const hasEducation = (t: CvTruth) => (t.labels?.institutions?.length ?? 0) > 0 || t.headings.has('education');
export const hasSkillsList = (t: CvTruth) => (t.labels?.skills?.length ?? 0) > 0 || t.headings.has('skills');

const BULLET_SEGMENT = new RegExp(`^[${BULLET_GLYPHS}]\\s*\\S|^\\d{1,2}[.)]\\s+\\p{L}`, 'u');
const bulletSegments = (t: CvTruth) => t.segments.filter((s) => BULLET_SEGMENT.test(s));
export const hasBullets = (t: CvTruth) => bulletSegments(t).length >= 2;
const YEAR = /^(?:19|20)\d\d$/;
/** a bullet of five words or more that states a number other than a year */
export const measuredBullets = (t: CvTruth) =>
  bulletSegments(t).filter((s) => s.split(/\s+/).length >= 5 && (s.match(/\d+(?:[.,]\d+)*/g) ?? []).some((n) => !YEAR.test(n)));

const LEVEL = /\b(?:native|mother tongue|fluent|fluency|proficient|proficiency|bilingual|basic|beginner|elementary|intermediate|advanced|conversational|professional|working knowledge|limited|full|business|read|write|speak|excellent|good|[abc][12])\b/i;
/** languages named in a segment that also states a level */
export function languagesWithLevel(t: CvTruth, names: readonly string[]): string[] {
  return names.filter((name) => {
    const re = new RegExp(`(?<!\\p{L})${escape(name)}(?!\\p{L})`, 'iu');
    return t.segments.some((s) => re.test(s) && LEVEL.test(withoutOthersLevels(s, name).replace(re, '')));
  });
}

/** The skill, by its lexicon reading, anywhere on the page (a lexicon alias counts). */
export function mentionsSkill(t: CvTruth, skill: string): boolean {
  const info = lookupSkill(skill);
  const name = (info?.name ?? skill).toLowerCase();
  if (findSkills(t.text).some((m) => m.skill.name.toLowerCase() === name)) return true;
  // names the lexicon does not know ("Internal controls") are searched for as written
  if (info) return false;
  return new RegExp(`(?<![\\p{L}\\p{N}])${escape(skill)}(?![\\p{L}\\p{N}])`, 'iu').test(t.text);
}

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ---- labelled jobs --------------------------------------------------------------------------

export const norm = (text: string | null | undefined) =>
  (text ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Two names for the same thing: one contains the other once punctuation and case are gone. */
export function sameName(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = norm(a);
  const y = norm(b);
  if (x.length < 2 || y.length < 2) return false;
  return x === y || (` ${x} `.includes(` ${y} `) && y.length >= 3) || (` ${y} `.includes(` ${x} `) && x.length >= 3);
}

/** The labelled job a parsed role stands for (employer or title matching), if any. */
export function labelledJobFor(t: CvTruth, title: string | null, employer: string | null): LabelledJob | null {
  const jobs = t.labels?.jobs ?? [];
  return (
    jobs.find((j) => sameName(j.company, employer) && (!title || !j.title || sameName(j.title, title))) ??
    jobs.find((j) => sameName(j.company, employer)) ??
    jobs.find((j) => sameName(j.title, title) && !employer) ??
    null
  );
}

/** Whether the labels name this role at all (dotin labels employers and titles without dates). */
export function isLabelledRole(t: CvTruth, title: string | null, employer: string | null): boolean | null {
  const l = t.labels;
  if (!l) return null;
  if (l.jobs) return labelledJobFor(t, title, employer) !== null;
  // dotin gives empty lists for a file whose annotator labelled no job at all (a guide of sample CVs): not annotated
  if (!l.companies?.length && !l.designations?.length) return null;
  return (l.companies ?? []).some((c) => sameName(c, employer) || sameName(c, title)) || (l.designations ?? []).some((d) => sameName(d, title) || sameName(d, employer));
}

export function labelledMonths(job: LabelledJob, nowMonth: number): { start: number; end: number } | null {
  const parse = (value: string | null, edge: 'start' | 'end'): number | null => {
    if (!value) return null;
    if (value === 'present') return nowMonth;
    const [y, m] = value.split('-').map(Number);
    return monthOf({ year: y, month: m || null }, edge);
  };
  const start = parse(job.start, 'start');
  const end = parse(job.end, 'end');
  return start !== null && end !== null ? { start, end } : null;
}
