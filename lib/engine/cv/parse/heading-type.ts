import type { SectionType } from '../types';
import { findDateRange } from './dates';
import { HEADING_SYNONYMS, WHOLE_HEADING_ONLY } from './heading-synonyms';
import { fold, trimWhere, wordCount } from './text-shape';

/** Which section a heading's words name: the synonym table applied to a heading as printed. */

const SYNONYM_TYPES = new Map<string, SectionType>(
  Object.entries(HEADING_SYNONYMS).flatMap(([type, names]) => names.map((name) => [name, type as SectionType] as [string, SectionType])),
);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** One alternation of every synonym, longest first, matched on word boundaries. */
const SYNONYM_ALTERNATION = [...SYNONYM_TYPES.keys()].filter((name) => !WHOLE_HEADING_ONLY.has(name)).sort((a, b) => b.length - a.length).map(escape).join('|');
const ANY_SYNONYM = new RegExp(`(?:^|[^\\p{L}])(${SYNONYM_ALTERNATION})(?:$|[^\\p{L}])`, 'u');
/** Every synonym in a heading (lookarounds, so two may touch: "experience/job history"). */
const EVERY_SYNONYM = new RegExp(`(?<!\\p{L})(?:${SYNONYM_ALTERNATION})(?!\\p{L})`, 'gu');

/**
 * Letter-spaced headings (CSS letter-spacing in online CV builders) reach the text layer as
 * "P R O F E S S I O N A L S U M M A RY": single letters (kerned pairs at most) with the word
 * breaks lost. Joined up, they are matched against the synonyms without their spaces.
 */
const LETTER_SPACED = /^(?:\p{L}{1,2} ){4,}\p{L}{1,2}$/u;
/**
 * Small capitals set as a capital and a smaller run of capitals reach the text layer split after
 * each word's first letter, kerned pairs split too: "P ROFE SSI ONAL E XPER IENCE".
 */
const SMALL_CAPS = /^\p{Lu} \p{Lu}[\p{Lu} ,&]*$/u;
const COMPACT_TYPES = new Map([...SYNONYM_TYPES].map(([name, type]) => [name.replace(/[^\p{L}]/gu, ''), type]));

const isLetter = (ch: string) => /\p{L}/u.test(ch);
/** What decorates a heading around its words: "— Skills —", "## Experience", "■ PROFILE". */
const isDecoration = (ch: string) => /[\s#•·▪■►▸◆♦=_~*—–-]/.test(ch);

/** A letter-spaced or small-caps heading's letters joined up, or null when the line is neither. */
export function unspaced(text: string): string | null {
  // a letter-spaced heading is a few dozen letters; a longer line is something else
  if (text.length > 200) return null;
  const clean = trimWhere(text, (ch) => !isLetter(ch));
  if (LETTER_SPACED.test(clean)) return clean.replace(/ /g, '');
  return clean.length <= 60 && SMALL_CAPS.test(clean) ? clean.replace(/[^\p{L}]/gu, '') : null;
}

/**
 * Dates or a count after a heading: "EXPERIENCIA (10/2022-05/2023)", "Projects (3)". In a
 * gutter layout the bracket wraps onto the next row, before that row's content.
 */
const GUTTER_DATES = /[(\[][^()[\]]{0,40}\d[^()[\]]{0,40}[)\]]$/;
export const WRAPPED_GUTTER_DATES = /^[(\[][^()[\]]{0,40}\d[^()[\]]{0,40}[)\]](?:\s{2,}|$)/;

/**
 * "EXPERIENCIA (06/2023-ACTUALIDAD)" over each job of a Spanish CV's experience section: a
 * heading word with a job's date range in brackets tags one entry and carries its dates. The
 * dates as printed, or null for a line that is no such tag ("Projects (3)" counts, no range).
 */
export function entryTagDates(text: string): { type: SectionType; dates: string } | null {
  if (text.length > 80) return null;
  const bracket = text.trimEnd().match(GUTTER_DATES)?.[0];
  if (!bracket) return null;
  const dates = bracket.slice(1, -1).trim();
  const type = sectionTypeOf(text);
  const range = type ? findDateRange(dates) : null;
  return type && range && (range.end || range.current) ? { type, dates } : null;
}

/** Headings are often numbered, decorated or end in a colon: "1. EXPERIENCE:", "— Skills —". */
export function headingText(text: string): string {
  const bare = trimWhere(text, isDecoration).replace(/^(\d{1,2}|[ivx]{1,4})[.)]\s+/i, '');
  return (bare.endsWith(':') ? bare.slice(0, -1) : bare).trimEnd().replace(GUTTER_DATES, '').trim();
}

function normalizeHeading(text: string): string {
  const words = fold(headingText(text))
    .split('&')
    .map((part) => part.trim())
    .join(' and ');
  return words.replace(/[’`]/g, "'").replace(/\s+/g, ' ');
}

const withAmpersand = (name: string) => name.replace(/ and /g, ' & ');

/**
 * "Edu c ati on", "Ex peri ence": a heading whose font's kerning the text layer read as word
 * breaks, in pieces of a few letters. Only the pieces joined into a heading's name make it one.
 */
const KERNING_BROKEN = /^(?:\p{L}{1,4} ){2,}\p{L}{1,4}$/u;

/**
 * "Methodenkenntnisse", "Laborkenntnisse", "PC-Kenntnisse": a German compound whose head is
 * "Kenntnisse" lists skills of the kind its first part names (the language ones are synonyms).
 */
const KNOWLEDGE_COMPOUND = /^\p{L}[\p{L}-]{2,}kenntnisse$/u;

/** The section type a heading names, matching the whole heading against the synonyms. */
export function sectionTypeOf(text: string): SectionType | null {
  const letters = unspaced(text);
  if (letters) return COMPACT_TYPES.get(fold(letters)) ?? null;
  const normalized = normalizeHeading(text);
  const named = SYNONYM_TYPES.get(normalized) ?? SYNONYM_TYPES.get(withAmpersand(normalized)) ?? slashedType(normalized) ?? (KNOWLEDGE_COMPOUND.test(normalized) ? 'skills' : null);
  const clean = trimWhere(text.trim(), (ch) => !isLetter(ch));
  return named ?? (KERNING_BROKEN.test(clean) ? (COMPACT_TYPES.get(fold(clean.replace(/ /g, ''))) ?? null) : null);
}

/** "Career Experience/Job History": two names of one section joined by a slash. */
function slashedType(normalized: string): SectionType | null {
  if (normalized.length > 80) return null;
  if (!normalized.includes('/')) return joinedType(normalized);
  const parts = normalized.split('/').map((part) => part.trim());
  // "Software/Tools" labels a project's tools; whole headings on both sides name a section
  if (parts.some((part) => wordCount(part) < 2)) return null;
  const types = parts.map((part) => SYNONYM_TYPES.get(part) ?? null);
  return types.every((t) => t !== null && t === types[0]) ? types[0] : null;
}

/**
 * "Formal Education and Ongoing Training": a heading of one section named twice, joined by
 * "and". One half is a whole name of the section, the other names the same section within a
 * few words; halves naming two sections ("Skills and Experience") name neither.
 */
function joinedType(normalized: string): SectionType | null {
  const parts = normalized.split(' and ').map((part) => part.trim());
  // "… Education and Special Education.": a sentence's end, not a heading
  if (parts.length !== 2 || parts.some((part) => wordCount(part) > 3 || !/^[\p{L} ']+$/u.test(part))) return null;
  const exact = parts.map((part) => SYNONYM_TYPES.get(part) ?? null);
  const type = exact.find((t) => t !== null);
  if (!type) return null;
  return parts.every((part, i) => exact[i] === type || (exact[i] === null && SYNONYM_TYPES.get(part.match(ANY_SYNONYM)?.[1] ?? '') === type)) ? type : null;
}

/**
 * "Technology (years of experience)", "Skill (level)": a column header of a skills table, whose
 * bracket says what the figures beside each skill measure. Those words name no section;
 * "Academic (Teaching Experience)" keeps its bracket, which says what the section holds.
 */
const MEASURE_QUALIFIER = /\([^()]{0,40}\b(?:years?|yrs?|months?|level|proficiency|rating|self-rated)\b[^()]{0,40}\)/g;

function withoutQualifier(heading: string): string {
  const outside = heading.replace(MEASURE_QUALIFIER, ' ').trim();
  return /\p{L}/u.test(outside) ? outside : heading;
}

/**
 * A heading's words after the last section name it holds: "Specialist" in "Activities Specialist",
 * "Designer" in "User Experience Designer", "" in "Paralegal Experience". A job-title word there
 * makes the line a job ("Volunteer Coordinator"); before the name it says what the section holds.
 */
export function wordsAfterSectionName(text: string): string {
  const heading = normalizeHeading(text);
  const last = [...heading.matchAll(EVERY_SYNONYM)].at(-1);
  return last ? heading.slice(last.index + last[0].length).trim() : heading;
}

const DRIVING_LICENCE = /\bdriv(?:ing|er'?s?)\s+licen[cs]es?\b/;

/** Headings of employment as such: they outrank "leadership" or "activities" in one heading. */
const WORK_HEADING = /\b(?:work|employment|professional|career)\b/;
const VOLUNTARY = /\b(?:volunteer\w*|voluntary|voluntariado|benevolat|ehrenamt\w*)\b/;

/**
 * "Relevant Work Experience (selected)": a synonym inside a short heading. "Leadership and Work
 * Experience" holds two; the work one names what the section holds, unless it is voluntary.
 */
export function sectionTypeWithin(text: string): SectionType | null {
  const heading = withoutQualifier(normalizeHeading(text));
  const found = heading.match(ANY_SYNONYM)?.[1];
  // "Driving licence" is a label of the personal details (its value beside it), no list of credentials
  if (!found || DRIVING_LICENCE.test(heading)) return null;
  const type = SYNONYM_TYPES.get(found)!;
  if (type === 'volunteer' && WORK_HEADING.test(heading) && /\bexperience\b/.test(heading) && !VOLUNTARY.test(heading)) return 'experience';
  // "Higher Education Experience", "Skills Training Experience": the experience is the head; the words before it name its field
  if (type !== 'volunteer' && /\bexperiences?$/.test(heading)) return 'experience';
  return type;
}
