/**
 * What an experience entry is: a job, a declared career break, or something else the parser
 * took for a job (a bullet fragment, an award, a project, a certificate, a degree). Only a job
 * with a readable title or employer and a printed date range is well-formed enough to carry a
 * red flag; every other entry still counts where it is harmless (it fills a gap, it is listed).
 */
import { findDateRange } from '../parse/dates';
import { parsePlace } from '../parse/location';
import { LOWER_CASE_BRAND } from '../parse/experience-names';
import { employerScore, titleScore } from '../parse/job-title-words';
import { fold } from '../parse/text-shape';
import type { ExperienceEntry } from '../types';

export type RoleKind = 'job' | 'break' | 'other';

/**
 * A declared break ("Career break (caring for a family member)", "Parental leave") fills a gap
 * honestly but is not an employer, a role or years of experience.
 */
const BREAK =
  /\b(?:career break|sabbatical|parental leave|maternity leave|paternity leave|family leave|carer'?s? leave|gap year|career pause|travell?ing|elternzeit|auszeit|baja (?:maternal|por maternidad)|cong[ée] (?:parental|maternit[ée]|sabbatique))\b/i;

const AWARD = /\b(?:award(?:ed)?|prize|winner|won|honou?rs?|scholarship|medal|dean['’]?s list|hackathon|competition|finalist|olympiad|nominee|recipient)\b/i;
const CREDENTIAL = /\b(?:certified|certification|certificate|licen[cs]e|course|coursework|bootcamp|udemy|coursera|mooc|nanodegree|program|programme|specialization|specialisation|workshop|seminar|practicum|observation|student teaching)\b/i;
const STUDY_PLACEMENT = /\b(?:practicum|student teach(?:er|ing)|teaching practice|classroom observation)\b/i;
const PROJECT = /\b(?:project|thesis|dissertation|capstone|open[- ]source|hobby|personal website|portfolio)\b/i;
const DEGREE = /\b(?:bachelor|master|b\.?\s?tech|m\.?\s?tech|b\.?\s?sc|m\.?\s?sc|mba|bba|phd|ph\.d|diploma|degree|gpa|cgpa|high school|secondary school|hsc|ssc|12th|10th)\b/i;
/** names that end in a full stop legitimately: "Acme Co.", "Omnious. Co., Ltd." */
const ABBREVIATION_END = /\b(?:inc|ltd|co|corp|llc|plc|pvt|gmbh|s\.a|b\.v|jr|sr|st|dept|univ)\.$/i;

/** Why a header field cannot be a title or an employer, or null when it can. */
function fragmentReason(text: string): string | null {
  const t = text.trim();
  if (!/\p{L}{2,}/u.test(t)) return `"${t}" has no name in it`;
  if (/^\p{Ll}/u.test(t) && !LOWER_CASE_BRAND.test(t)) return `"${t}" starts mid-sentence`;
  const words = t.split(/\s+/).length;
  if (words > 12) return `"${t.slice(0, 40)}…" is a sentence`;
  // a sentence ends in a stop and reads as prose: several ordinary lower-case words ("DSV Road Sp. z o.o." is a name)
  const prose = (t.match(/(?<![\p{L}.])\p{Ll}{3,}(?![\p{L}.])/gu) ?? []).length;
  if (/[.!?;]$/.test(t) && words > 3 && prose >= 2 && !ABBREVIATION_END.test(t)) return `"${t.slice(0, 40)}" is a sentence`;
  if (/:\s*\S/.test(t)) return `"${t.slice(0, 40)}" is a labelled line`;
  // "NHFS First Aid, Health, and Safety for Coaches": fields of several entries run together
  if ((t.match(/,/g) ?? []).length >= 2) return `"${t.slice(0, 40)}" runs several fields together`;
  if (/^\d/.test(t) && !/\p{L}{3,}/u.test(t.replace(/^\d+\s*/, ''))) return `"${t}" is a number`;
  return null;
}

export interface RoleShape {
  kind: RoleKind;
  /** the entry can carry a flag (gap, short tenure): a job with a sound name and a printed range */
  wellFormed: boolean;
  /** why it cannot, when it cannot */
  doubt: string | null;
  /** the dates are a range as printed, not a single date read as start and end */
  ranged: boolean;
}

/** the fields of an entry its shape is read from */
const SHAPE_FIELDS = ['title', 'employer', 'start', 'end', 'current', 'rawDates'] as const;
export type ShapedEntry = Pick<ExperienceEntry, (typeof SHAPE_FIELDS)[number]>;
/** equal for entries whose shapes are read from equal fields (an edited bullet changes none of them) */
export const shapeKey = (entry: ShapedEntry) => JSON.stringify(SHAPE_FIELDS.map((field) => entry[field]));

export function roleShape(entry: ShapedEntry): RoleShape {
  const names = [entry.title, entry.employer].filter((n): n is string => Boolean(n?.trim()));
  const all = names.join(' ');
  // a CV built from fields (no date text) states its range outright; a parsed one must print a range, not one date
  const ranged = Boolean(entry.start && (entry.current || entry.end) && (entry.rawDates === null || findDateRange(entry.rawDates)));
  if (BREAK.test(all)) return { kind: 'break', wellFormed: ranged, doubt: ranged ? null : 'a break without a date range', ranged };
  // a teaching practicum or student-teaching placement is part of a degree, whatever its title says
  if (STUDY_PLACEMENT.test(all)) return { kind: 'other', wellFormed: false, doubt: 'the entry reads as a study placement', ranged };
  const jobWords = names.some((n) => titleScore(n) > 0);
  const other =
    (DEGREE.test(entry.title ?? '') && !jobWords && 'a degree') ||
    (AWARD.test(all) && !jobWords && 'an award') ||
    (CREDENTIAL.test(all) && !jobWords && 'a certificate or course') ||
    (PROJECT.test(all) && !jobWords && 'a project') ||
    null;
  if (other) return { kind: 'other', wellFormed: false, doubt: `the entry reads as ${other}`, ranged };
  if (names.length === 0) return { kind: 'other', wellFormed: false, doubt: 'the entry has neither title nor employer', ranged };
  const fragment = names.map(fragmentReason).find(Boolean);
  if (fragment) return { kind: 'other', wellFormed: false, doubt: fragment, ranged };
  // a flag needs a title, and a title or an employer that reads as one ("Nokia and Microsoft" at "B2X Process" does not)
  if (!entry.title || (titleScore(entry.title) <= 0 && !(entry.employer && employerScore(entry.employer) > 0))) {
    return { kind: 'job', wellFormed: false, doubt: entry.title ? `"${entry.title}" does not read as a job title` : 'the entry has no job title', ranged };
  }
  // "at Pune", "at Palo Alto, CA": an employer that is only a place is a header the parser split wrongly
  if (entry.employer && !entry.title && parsePlace(entry.employer) && employerScore(entry.employer) === 0) {
    return { kind: 'job', wellFormed: false, doubt: `the employer "${entry.employer}" is a place`, ranged };
  }
  if (entry.employer && entry.title && parsePlace(entry.employer) && employerScore(entry.employer) === 0 && titleScore(entry.employer) === 0) {
    return { kind: 'job', wellFormed: false, doubt: `the employer "${entry.employer}" is a place`, ranged };
  }
  if (!ranged) {
    return { kind: 'job', wellFormed: false, doubt: entry.start ? `only one date is printed ("${entry.rawDates ?? ''}")` : 'no dates are printed', ranged };
  }
  return { kind: 'job', wellFormed: true, doubt: null, ranged };
}

/**
 * Roles that are short by design: an internship, a trainee or graduate scheme, a fixed-term
 * contract, locum or temporary post, a fellowship, work contributed to an open-source project.
 * The title (or employer line) already says so, which is exactly what the short-tenure advice
 * asks for, so they are not flagged.
 */
const FIXED_TERM =
  /\b(?:intern|fellow|fellowship|postdoc|postdoctoral|open[- ]source|contributor|interns|internship|trainee|traineeship|graduate scheme|placement|apprentice|apprenticeship|co-?op|summer|seasonal|temporary|temp|locum|contractor|contract role|contract position|maternity cover|fixed[- ]term|freelance|freelancer|interim|volunteer|werkstudent(?:in)?|praktikum|praktikant(?:in)?|stage|stagiaire|alternance|pr[áa]cticas|becario|becaria|est[áa]gio|estagi[áa]ri[oa]|stagiair|sta[żz]|sta[żz]ysta|praktykant)\b/i;

/** a school, college or university, or a teaching post anywhere ("Music Educator, Youth Music Program"): its posts run by term */
const EDUCATIONAL_EMPLOYER = /\b(?:school|college|university|universit[äéà]t?|academy|kindergarten|preschool|campus|institute of technology|educator|teacher|instructor|tutor|lecturer)\b/i;
/** months a school term or year starts in (Aug, Sep, Jan) and ends in (Dec, May, Jun, Jul) */
const TERM_STARTS = new Set([1, 8, 9]);
const TERM_ENDS = new Set([5, 6, 7, 12]);

/**
 * A post at a school or university that runs one term or one school year (Sep 2007 – Dec 2007,
 * Aug 2008 – Jun 2009): its length is the school calendar's, not the candidate's choice.
 */
function isAcademicTerm(entry: Pick<ExperienceEntry, 'title' | 'employer' | 'start' | 'end'>): boolean {
  const { start, end } = entry;
  if (!start?.month || !end?.month || !EDUCATIONAL_EMPLOYER.test(`${entry.employer ?? ''} ${entry.title ?? ''}`)) return false;
  const months = (end.year - start.year) * 12 + end.month - start.month + 1;
  return months <= 11 && TERM_STARTS.has(start.month) && TERM_ENDS.has(end.month);
}

export const isFixedTerm = (entry: Pick<ExperienceEntry, 'title' | 'employer'> & Partial<Pick<ExperienceEntry, 'start' | 'end'>>) =>
  FIXED_TERM.test(`${entry.title ?? ''} ${entry.employer ?? ''}`) || isAcademicTerm({ start: null, end: null, ...entry });

/** words any two titles share without naming one field: particles and the words titles are made of */
const linkWord = (word: string) => word.length < 4 || /^(?:and|for|with|the|und|des|del|della|pour)$/.test(word);

/**
 * "Environmental Scientist" then "Senior Environmental Consultant", "Marketing Analyst" then "Marketing
 * Manager": titles sharing the word that names the field (not a title's head or its seniority) are one
 * field, whatever occupation families the knowledge base files them under.
 */
export function shareFieldWord(a: string | null, b: string | null): boolean {
  if (!a || !b) return false;
  const fieldWords = (title: string) => new Set(fold(title).split(/[^\p{L}]+/u).filter((w) => !linkWord(w) && titleScore(w) <= 0));
  const second = fieldWords(b);
  return [...fieldWords(a)].some((w) => second.has(w));
}
