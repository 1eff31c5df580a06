import type { ExtractedLine, Section, SectionType } from '../types';
import type { HeadingCandidate } from './heading-candidate';
import { entryTagDates, headingText, sectionTypeOf, WRAPPED_GUTTER_DATES } from './heading-type';
import { styledHeadings } from './styled-headings';
import { synonymHeadings, withoutEntryLabels, withoutSubheadings } from './synonym-headings';
import { MONTH_NAME_ALTERNATION, stripAccents } from './month-names';
import { withoutSkillRowLabels } from './skill-row-labels';
import { fold, isBullet } from './text-shape';
import { findDateRange } from './dates';
import { DEGREE, GRADE, INSTITUTION } from './education-words';
import { hasTitleWord } from './job-title-words';

/** A section with the extracted lines behind it, for parsers that use layout hints. */
export interface SectionSpan {
  section: Section;
  lines: ExtractedLine[];
}

/**
 * On the first page a new column starts a new block: text at the top of the main column
 * (the name, a tagline) must not run on into the sidebar's last section. Such a block
 * without a heading is read like the header block.
 */
function columnStarts(lines: ExtractedLine[], headingIndexes: number[]): number[] {
  return lines.flatMap((line, i) => {
    const previous = lines[i - 1];
    if (!previous || line.page !== 1 || previous.page !== 1 || line.column === previous.column) return [];
    // "Wound care" beside "Telemetry monitoring" under SKILLS: a list set in two CSS columns starts
    // below the heading in force, inside its section; a block of its own starts above it
    // and level with a row of it
    const heading = headingIndexes.filter((h) => h < i).at(-1);
    const rows = heading === undefined ? [] : lines.slice(heading + 1, i);
    const level = rows.some((row) => row.page === 1 && Math.abs(row.y - line.y) <= Math.max(2, line.fontSize * 0.5));
    return heading !== undefined && lines[heading].page === 1 && line.y > lines[heading].y && level ? [] : [i];
  });
}

/**
 * Where the content beside a gutter heading starts: the content rows under it show it (the
 * heading's own line begins at the gutter). Indents are measured from there.
 */
function contentX(heading: ExtractedLine, rest: ExtractedLine[]): number {
  const under = rest.slice(0, 3).filter((l) => !isBullet(l.text) && l.page === heading.page && l.x > heading.x).map((l) => l.x);
  return under.length ? Math.min(...under) : heading.x;
}

/** "EXPERIENCIA (10/2022-05/2023)" inside the experience section: the job's date line. */
function withTagDates(line: ExtractedLine, type: SectionType): ExtractedLine {
  const tag = entryTagDates(line.text);
  return tag && tag.type === type ? { ...line, text: tag.dates } : line;
}

/**
 * "Augsburg, im November 2026", "Lyon, le 3 mars 2026": the place and date a German or French
 * CV is signed with, under its last section, with the signer's name below it or not. It closes
 * the CV and belongs to no section.
 */
const TOWN = `\\p{L}[\\p{L}.'-]*`;
const MONTH_YEAR = `(?:${MONTH_NAME_ALTERNATION})\\.?\\s+(?:de\\s+)?(?:19|20)\\d\\d`;
const DAY = `\\d{1,2}(?:\\.|er|st|nd|rd|th)?\\s*(?:de\\s+)?`;
/** a town of up to three words with "im", "le" or a day before the date; a one-word town before a bare month and year */
const SIGNATURE = new RegExp(
  `^(?:${TOWN}(?: ${TOWN}){0,2},\\s*(?:(?:im|am|den|le|el|em|il|op)\\s+(?:${DAY})?|${DAY})(?:${MONTH_YEAR}|\\d{1,2}\\.\\s*(?:19|20)\\d\\d)|${TOWN},\\s*${MONTH_YEAR})$`,
  'u',
);
/** "Markus Schneider" under "Stuttgart, 12. März 2026": the signer's name, two to four capitalised words. */
const SIGNER = /^\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*){1,3}$/u;
/** "Milano, ottobre 2026      Marco Colombo": the signer's name on the same line, after a wide gap */
const withoutSignerBeside = (text: string) => {
  const at = text.search(/\s{2,}\S+(?:\s\S+){0,3}$/);
  return at > 0 && SIGNER.test(text.slice(at).trim()) ? text.slice(0, at) : text;
};
const isSignature = (line: ExtractedLine) => line.text.length <= 80 && SIGNATURE.test(stripAccents(withoutSignerBeside(line.text.trim()).toLowerCase()));

/**
 * "Autorizzo il trattamento dei miei dati personali ai sensi del … GDPR", "Wyrażam zgodę na
 * przetwarzanie moich danych osobowych …": the consent to data processing Italian and Polish CVs
 * close with (a law named, and a consent verb). It is no credential or skill of the last section.
 */
const DATA_LAW = /\b(?:gdpr|rgpd|dsgvo|rodo|2016\/679|196\/2003|dati personali|danych osobowych|datos personales|donnees personnelles|dados pessoais|personal data|personenbezogenen daten)\b/;
const CONSENT_VERB = /\b(?:autorizzo|acconsento|autorizo|consiento|consinto|j'autorise|i (?:hereby )?(?:authori[sz]e|consent|agree)|einverstanden|willige|wyrazam|zgode)\b/;
const isDataConsent = (line: ExtractedLine) => {
  const text = stripAccents(line.text.slice(0, 400).toLowerCase());
  return text.length >= 30 && DATA_LAW.test(text) && CONSENT_VERB.test(text);
};

/** Where the signature closing a section's lines starts (its place and date, then perhaps the signer's name, after any consent to data processing); -1 when there is none. */
function signatureStart(lines: ExtractedLine[]): number {
  const n = lines.length;
  let start = -1;
  if (n > 1 && isSignature(lines[n - 1])) start = n - 1;
  else if (n > 2 && isSignature(lines[n - 2]) && lines[n - 1].text.length <= 60 && SIGNER.test(lines[n - 1].text.trim())) start = n - 2;
  const end = start < 0 ? n : start;
  // the consent may wrap over a few lines
  let consent = end;
  while (consent > 1 && end - consent < 4 && isDataConsent(lines[consent - 1])) consent--;
  if (consent === end && end > 2 && isDataConsent(lines[end - 2])) consent = end - 2;
  return consent < end ? consent : start;
}

/**
 * "EDUCATION    CLINICAL EXPERIENCE": two column headings side by side reach plain text as an
 * empty education heading straight above the other, whose content opens with the degrees. The
 * degrees, schools and grades before the first job's month-dated range are education's.
 */
const isEducationLine = (text: string) => DEGREE.test(text) || GRADE.test(text) || (INSTITUTION.test(text) && !hasTitleWord(text));
const isJobDateLine = (text: string) => {
  const range = findDateRange(text);
  return range !== null && (range.start?.month != null || range.current);
};

function educationRunLength(lines: ExtractedLine[]): number {
  if (!lines.length || !DEGREE.test(lines[0].text)) return 0;
  const stop = lines.findIndex((l) => isJobDateLine(l.text));
  const before = stop < 0 ? lines : lines.slice(0, stop);
  return before.findLastIndex((l) => isEducationLine(l.text)) + 1;
}

function withSideBySideEducation(spans: SectionSpan[]): SectionSpan[] {
  return spans.flatMap((span, i) => {
    const next = spans[i + 1];
    const previous = spans[i - 1];
    if (previous && previous.section.type === 'education' && previous.lines.length === 0 && previous.section.startLine + 1 === span.section.startLine && span.section.type !== 'education') {
      const n = educationRunLength(span.lines);
      return n > 0 ? [{ section: { ...span.section, lines: span.section.lines.slice(n) }, lines: span.lines.slice(n) }] : [span];
    }
    if (span.section.type !== 'education' || span.lines.length > 0 || !next || span.section.startLine + 1 !== next.section.startLine || next.section.type === 'education') return [span];
    const n = educationRunLength(next.lines);
    return n > 0 ? [{ section: { ...span.section, lines: next.section.lines.slice(0, n) }, lines: next.lines.slice(0, n) }] : [span];
  });
}

/**
 * "ADDITIONAL CERTIFIED TRAINING", "Training Courses", "Additional Solidworks Training": a heading
 * naming training with more words than an education heading's lists courses attended, the CV's
 * certifications, when it says so or names no degree under it ("PROFESSIONAL TRAINING" over
 * "Awarded Master of Public Health" stays education).
 */
const COURSES_WORD = /\b(?:additional|certified|courses?|short)\b/;
function coursesUnderTraining(span: SectionSpan): SectionSpan {
  const heading = fold(headingText(span.section.heading));
  if (span.section.type !== 'education' || !/\btraining\b/.test(heading) || sectionTypeOf(span.section.heading) === 'education') return span;
  const courses = COURSES_WORD.test(heading) || !span.lines.some((line) => DEGREE.test(line.text));
  return courses ? { ...span, section: { ...span.section, type: 'certifications' } } : span;
}

/** Cuts the CV into sections; lines before the first heading form the 'contact' header block. */
export function splitSections(lines: ExtractedLine[], isKnownSkill: (name: string) => boolean = () => false): SectionSpan[] {
  const known = withoutSubheadings(lines, synonymHeadings(lines));
  const styled = [...known, ...styledHeadings(lines, known)].filter((h) => !h.listLabel);
  const found = withoutEntryLabels(lines, styled.sort((a, b) => a.index - b.index));
  const headings = withoutSkillRowLabels(lines, found, isKnownSkill);
  const headingIndexes = new Set(headings.flatMap((h) => (h.spansTwoLines ? [h.index, h.index + 1] : [h.index])));
  const blocks: (Omit<HeadingCandidate, 'type'> & { type: SectionType; headed: boolean })[] = [
    ...headings.map((h) => ({ ...h, headed: true })),
    ...columnStarts(lines, headings.map((h) => h.index)).filter((i) => !headingIndexes.has(i)).map((index) => ({ index, type: 'contact' as SectionType, headed: false })),
  ];
  if (!blocks.some((b) => b.index === 0)) blocks.push({ index: 0, type: 'contact', headed: false });
  blocks.sort((a, b) => a.index - b.index);
  const spans: SectionSpan[] = [];
  blocks.forEach((block, i) => {
    const end = i + 1 < blocks.length ? blocks[i + 1].index : lines.length;
    const rest = lines.slice(block.headed ? block.index + (block.spansTwoLines ? 2 : 1) : block.index, end);
    const heading = lines[block.index];
    const next = rest[0];
    if (block.content && next && WRAPPED_GUTTER_DATES.test(next.text)) rest[0] = { ...next, text: next.text.replace(WRAPPED_GUTTER_DATES, '').trim() };
    const wrapped = block.wrapped;
    if (wrapped && wrapped.index < end) rest[wrapped.index - block.index - 1] = { ...lines[wrapped.index], text: wrapped.content };
    const content = block.content ? [{ ...heading, text: block.content, x: contentX(heading, rest) }, ...rest] : rest;
    const body = content.map((l) => withTagDates(l, block.type));
    if (!block.headed && body.length === 0) return;
    spans.push({
      section: {
        type: block.type,
        heading: !block.headed ? '' : block.heading ? block.heading : block.spansTwoLines ? headingText(`${heading.text} ${lines[block.index + 1].text}`) : headingText(block.content ? heading.text.slice(0, heading.text.indexOf(block.content)) : heading.text),
        lines: body.map((l) => l.text),
        startLine: block.headed ? block.index : -1,
      },
      lines: body,
    });
  });
  const last = spans.at(-1);
  const signedAt = last ? signatureStart(last.lines) : -1;
  if (last && signedAt > 0) {
    last.lines = last.lines.slice(0, signedAt);
    last.section.lines = last.section.lines.slice(0, signedAt);
  }
  return withSideBySideEducation(spans).map(coursesUnderTraining);
}
