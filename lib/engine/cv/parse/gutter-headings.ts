import type { ExtractedLine, SectionType } from '../types';
import type { HeadingCandidate } from './heading-candidate';
import { DEGREE, isInstitution } from './education-words';
import { headingText, sectionTypeOf, sectionTypeWithin } from './heading-type';
import { findDateRange } from './dates';
import { isAllCaps, isBullet, isTitleCase, wordCount } from './text-shape';

/** Headings that share their line with the section's first content: gutters and label columns. */

/**
 * The section a gutter's or label column's label names. "Work" there heads the jobs (JSON Resume
 * themes print the schema's section names: "WORK  Razorpay"); alone on a line it is the wrapped end of
 * another heading ("Volunteer" / "Work"), so it is no synonym of its own.
 */
const labelType = (label: string): SectionType | null => sectionTypeOf(label) ?? (/^work$/i.test(headingText(label)) ? 'experience' : null);

/** "Experience  Staff Engineer, Platform  Aug 2024 - Present": a short label, a wide gap, content. */
function gutterSplit(text: string): { label: string; content: string } | null {
  if (text.length > 300 || isBullet(text)) return null;
  const m = text.match(/^(\S.{0,40}?)(?:\s{2,}|\t)(\S.*)$/);
  if (!m || wordCount(m[1]) > 4 || !/^[\p{L}][\p{L} &/'’-]*$/u.test(m[1].trim())) return null;
  return { label: m[1].trim(), content: m[2].trim() };
}

/**
 * Section titles in a left gutter, each beside its section's first row, in title case and no
 * style of their own ("Experience  Staff Engineer …", "Technical" / "Skills" wrapped over two
 * rows of a skills grid). One such row could be a table's label; two or more naming sections
 * are the page's layout.
 */
export function gutterHeadings(lines: ExtractedLine[]): Map<number, HeadingCandidate> {
  const found = new Map<number, HeadingCandidate>();
  const splits = lines.map((line) => gutterSplit(line.text));
  splits.forEach((split, index) => {
    if (!split || found.has(index)) return;
    // "SKILLS    LANGUAGES": two headings side by side, not a heading and its content
    if (sectionTypeOf(split.content)) return;
    const type = labelType(split.label);
    if (type) return void found.set(index, { index, type, content: split.content, heading: split.label });
    for (let j = index + 1; j <= index + 2 && j < lines.length; j++) {
      const next = splits[j];
      const joined = next ? sectionTypeOf(`${split.label} ${next.label}`) : null;
      if (next && joined) {
        found.set(index, { index, type: joined, content: split.content, heading: `${split.label} ${next.label}`, wrapped: { index: j, content: next.content } });
        found.set(j, { index: j, type: joined });
        return;
      }
    }
  });
  const headings = [...found.values()].filter((h) => h.content !== undefined);
  return headings.length >= 2 ? new Map(headings.map((h) => [h.index, h])) : new Map();
}

/**
 * Table-like CVs put the heading in a left column with the content beside it:
 * "LICENSES        Arizona RN License #RN123456". Capitals and a wide gap are required,
 * so a sentence that starts with "Skills" stays a sentence.
 */
export function labelColumnHeading(line: ExtractedLine): { type: SectionType; heading: string; content: string } | null {
  const m = line.text.match(/^(\S.{1,40}?)(?:\s{2,}|\t)(\S.*)$/);
  if (!m || isBullet(line.text) || !(isAllCaps(m[1]) || line.headingHint)) return null;
  // "SKILLS    LANGUAGES": two headings side by side, not a heading and its content
  const type = sectionTypeOf(m[2]) || (isAllCaps(m[2]) && sectionTypeWithin(m[2])) ? null : labelType(m[1]);
  return type ? { type, heading: headingText(m[1]), content: m[2].trim() } : null;
}

/**
 * "Experience Disney Interactive Media Group January 2008": a gutter label whose gap a text export
 * shrank to one space, glued to the first row of its section. Read only for the sections whose
 * rows are dated, when the row names something in capitals and ends in its date, or is a name
 * alone with the entry's dates on the lines below ("Work Experience Carnegie Mellon University" /
 * "Postdoctoral Scientist" / "2010 – Present"). The caller also requires that no other line heads
 * that section.
 */
const GLUED_TYPES = new Set<SectionType>(['experience', 'education']);
const ENDS_IN_DATE = /\b(?:19|20)\d\d\s*$/;
const CONNECTING = /^(?:in|with|of|at|for|on|and|to|as|the|a|an|from|since|im|mit|en|con|de|dans|avec)$/i;
/** How many lines below a glued name its entry's dates may come: title, place, dates. */
const DATES_WITHIN = 3;
export function gluedLabel(lines: ExtractedLine[], index: number): { type: SectionType; heading: string; content: string } | null {
  const text = lines[index].text;
  if (text.length > 200 || isBullet(text)) return null;
  const dated = ENDS_IN_DATE.test(text);
  if (!dated && !lines.slice(index + 1, index + 1 + DATES_WITHIN).some((l) => findDateRange(l.text))) return null;
  const words = text.split(/\s+/);
  for (let k = 1; k <= 3 && k < words.length - 1; k++) {
    const label = words.slice(0, k).join(' ');
    const type = sectionTypeOf(label);
    const next = words[k];
    if (!type || !GLUED_TYPES.has(type) || !/^\p{Lu}/u.test(label) || !/^\p{Lu}/u.test(next) || CONNECTING.test(next)) continue;
    const content = words.slice(k).join(' ');
    // "Career Experience/Job History": a heading's words after the label make the line a heading, not a name
    if (!dated && (!isTitleCase(content) || /\d/.test(content) || sectionTypeWithin(content))) continue;
    return { type, heading: label, content };
  }
  return null;
}

/**
 * "EDUCATION: Western Kentucky University": the heading in capitals with a colon, and the
 * section's first row after it on the same line. Read only for education, when what follows
 * names a school or a degree (the caller also requires that no other line heads that section);
 * "Skills: Python, Go" and other inline labels stay lines of their own.
 */
export function colonLabel(text: string): { type: SectionType; heading: string; content: string } | null {
  if (text.length > 200 || isBullet(text)) return null;
  const m = text.match(/^([^:]{3,40}):\s+(\S.*)$/);
  if (!m || !isAllCaps(m[1]) || sectionTypeOf(m[1]) !== 'education') return null;
  const content = m[2].trim();
  if (!/^\p{Lu}/u.test(content) || !(isInstitution(content) || DEGREE.test(content))) return null;
  return { type: 'education', heading: headingText(m[1]), content };
}
