/**
 * Sections present: what the parse read as a section (or as fields of one), what the page
 * shows a heading for, and the content of the sections no field holds (awards, publications,
 * volunteering, interests, and anything under an unrecognised heading), which the improved
 * CV must keep.
 */
import { findDateRange } from '../parse/dates';
import { fold, isBullet, stripBullet, wordCount } from '../parse/text-shape';
import { joinWrappedLines } from '../parse/wrapped-lines';
import type { ExtractedLine, ParsedCv, SectionType } from '../types';
import type { DocumentText } from './document-text';
import { languagesInProse } from './languages';
import { presenceOf, type Presence } from './presence';
import { hasCredentialTrace, hasEducationTrace, hasWorkTrace, headingTraces } from './traces';

export type SectionPresence = Record<Exclude<SectionType, 'contact' | 'other'>, Presence>;

export interface KeptSection {
  type: SectionType;
  /** the heading as written */
  heading: string;
  /** its lines, wrapped lines joined, in order */
  lines: string[];
}

export interface SectionFacts {
  presence: SectionPresence;
  /** sections whose content no parsed field holds */
  kept: KeptSection[];
}

/** Sections the parser turns into fields; everything else is kept as written. */
const FIELD_SECTIONS = new Set<SectionType>(['contact', 'summary', 'experience', 'education', 'skills', 'certifications', 'languages', 'projects']);

/** Sections whose dates belong to something other than a job. */
const NOT_WORK = new Set<SectionType>(['education', 'certifications', 'projects', 'volunteer', 'awards', 'publications', 'languages', 'skills']);
const JOB_LABEL = /^\s*(?:company(?: name)?|employer|organi[sz]ation|designation|job title|position)\s*:/im;

/** "– Present", "to date", "since 2007", "1/10-Present": something still going on */
const OPEN_ENDED = /[-–—‐]\s*(?:present|current|now|ongoing|till date|to date)\b|\bto\s+(?:present|date)\b|\bsince\s+(?:\p{L}+\s+)?(?:19|20)\d\d\b/iu;

/**
 * A job the parser did not read: a date range printed outside education and the like, or a
 * labelled employer or title. Anything still going on ("July 2009 to Present", "since 2007")
 * outside education counts wherever the parser put it: a misread heading sends a whole career
 * into "skills" or "awards", and "no experience" must not be said of it.
 */
function workTrace(cv: ParsedCv): boolean {
  return cv.sections.some(
    (s) =>
      (!NOT_WORK.has(s.type) && s.lines.some((l) => findDateRange(l) !== null || JOB_LABEL.test(l))) ||
      (s.type !== 'education' && s.lines.some((l) => OPEN_ENDED.test(l))),
  );
}

/**
 * A "Languages" section that names no spoken language ("Languages: C#, Java", a programming
 * languages table): no language field holds it, so it is kept as written under its heading.
 */
function isUnreadLanguages(cv: ParsedCv, section: ParsedCv['sections'][number]): boolean {
  return section.type === 'languages' && cv.languages.length === 0 && languagesInProse(section.lines).length === 0;
}

/**
 * "MARIA CRISTINA R. VILLANUEVA" over "Applicant" at the foot of the page: the candidate's name set
 * like a heading closes the CV as its signature (under the declaration that all is true); what
 * follows is a signature line, not a section the improved CV should print.
 */
export function isSignatureBlock(heading: string, candidateName: string | null | undefined): boolean {
  if (!candidateName || heading.length > 120) return false;
  const key = (text: string) => fold(text).replace(/[^\p{L}]+/gu, ' ').trim();
  return key(heading) !== '' && key(heading) === key(candidateName);
}

/**
 * "Ich suche", "Looking for", "Je recherche": a networking profile's note of what its owner wants
 * next (a new post, contacts, an exchange on a topic) speaks to the platform's members, not to the
 * employer a CV is sent to; like references, it is no section the improved CV should print.
 */
const WISHES_HEADING = /^(?:was\s+)?ich\s+suche|^(?:what\s+)?i(?:'|’|\s+a)m\s+looking\s+for|^looking\s+for|^(?:ce\s+que\s+)?je\s+recherche|^(?:lo\s+que\s+)?busco|^ik\s+zoek/;
export function isWishesSection(heading: string): boolean {
  if (heading.length > 60) return false;
  const text = fold(heading).replace(/[:.]+$/, '').trim();
  return text.length <= 40 && WISHES_HEADING.test(text) && wordCount(text) <= 5;
}

/** a sentence of what was done: six words or more closed by a stop */
const isDescribed = (line: string) => wordCount(stripBullet(line)) >= 6 && /[.!?]$/.test(line.trim());
/** a skill area heading its sentences: a few words, no list, no sentence */
const isAreaHead = (line: string) => !isBullet(line) && wordCount(line) <= 4 && !/[,;:|•·.!?]/.test(line.trim());

/**
 * "Office Administration" over "Managed the schedules of 6 dentists…": a functional CV's skills
 * section groups what was done under skill areas. The skills parser lists no skill from such a
 * group (sentences describe it), so the sentences, with their areas, are kept as written: they are
 * the CV's achievements. Two areas at least make the section one of them; a lone sentence among
 * listed skills is not. The area is kept closed by a colon, a lead-in to its sentences.
 */
export function describedSkillAreas(lines: string[]): string[] {
  const out: string[] = [];
  let areas = 0;
  for (let i = 0; i < lines.length; i++) {
    if (!isDescribed(lines[i])) continue;
    const above = lines[i - 1];
    if (above !== undefined && isAreaHead(above)) {
      out.push(`${above.trim()}:`);
      areas++;
    } else if (out.length === 0) continue;
    else if (above !== undefined && !isDescribed(above)) continue;
    out.push(lines[i]);
  }
  return areas >= 2 ? out : [];
}

/** ExtractedLine stand-ins for text already split into lines, so the parser's line joiner can run on them. */
const asLines = (texts: string[]): ExtractedLine[] =>
  texts.map((text) => ({ text, page: 1, column: 0, x: 0, y: 0, fontSize: 0, bold: false, headingHint: false, gapBefore: 0 }));

export function sectionFacts(cv: ParsedCv, doc: DocumentText, readable: boolean, headingMemo?: Map<string, SectionType | null>): SectionFacts {
  const withContent = new Set(cv.sections.filter((s) => s.lines.some((l) => l.trim())).map((s) => s.type));
  let headings: Set<SectionType> | null = null;
  const headed = (type: SectionType) => (headings ??= doc.fromFields ? new Set() : headingTraces(doc, headingMemo)).has(type);
  const has = (type: SectionType, parsed: boolean, trace: () => boolean = () => false) =>
    presenceOf(parsed || withContent.has(type), () => headed(type) || trace(), readable);
  const presence: SectionPresence = {
    summary: has('summary', Boolean(cv.summary?.trim())),
    experience: has('experience', cv.experience.length > 0, () => workTrace(cv) || hasWorkTrace(doc)),
    education: has('education', cv.education.length > 0, () => hasEducationTrace(doc)),
    skills: has('skills', cv.listedSkills.length > 0),
    certifications: has('certifications', cv.certifications.length > 0, () => hasCredentialTrace(doc)),
    projects: has('projects', cv.projects.length > 0),
    languages: has('languages', cv.languages.length > 0),
    awards: has('awards', false),
    publications: has('publications', false),
    volunteer: has('volunteer', false),
    interests: has('interests', false),
    references: has('references', false),
  };
  let kept: KeptSection[] | undefined;
  return {
    presence,
    // The improved CV reads these, scoring never: an analysis re-scores its CV once per action it
    // weighs, and joining a long CV's wrapped lines each time was a tenth of its cost.
    get kept() {
      return (kept ??= keptSections(cv));
    },
  };
}

function keptSections(cv: ParsedCv): KeptSection[] {
  const joined = (lines: string[]) => joinWrappedLines(asLines(lines.filter((l) => l.trim()))).map((l) => l.text.trim());
  const kept = cv.sections
    .filter((s) => (!FIELD_SECTIONS.has(s.type) || isUnreadLanguages(cv, s)) && s.type !== 'references' && !isWishesSection(s.heading) && !isSignatureBlock(s.heading, cv.contact.name) && s.lines.some((l) => l.trim()))
    .map((s) => ({ type: s.type, heading: s.heading, lines: joined(s.lines) }));
  const described = cv.sections
    .filter((s) => s.type === 'skills')
    .map((s) => ({ type: s.type, heading: s.heading, lines: describedSkillAreas(joined(s.lines)) }))
    .filter((s) => s.lines.length > 0);
  return [...kept, ...described];
}
