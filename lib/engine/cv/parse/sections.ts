import type { ExtractedLine, Section, SectionType } from '../types';
import { HEADING_SYNONYMS, WHOLE_HEADING_ONLY } from './heading-synonyms';
import { findDateRange, findSingleDate } from './dates';
import { DEGREE } from './education';
import { BULLETS_LABEL } from './entry-blocks';
import { employerScore, hasTitleWord, titleScore } from './job-title-words';
import { fold, isAllCaps, isBullet, trimWhere, wordCount } from './text-shape';

/** A section with the extracted lines behind it, for parsers that use layout hints. */
export interface SectionSpan {
  section: Section;
  lines: ExtractedLine[];
}

const SYNONYM_TYPES = new Map<string, SectionType>(
  Object.entries(HEADING_SYNONYMS).flatMap(([type, names]) => names.map((name) => [name, type as SectionType] as [string, SectionType])),
);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** One alternation of every synonym, longest first, matched on word boundaries. */
const ANY_SYNONYM = new RegExp(
  `(?:^|[^\\p{L}])(${[...SYNONYM_TYPES.keys()].filter((name) => !WHOLE_HEADING_ONLY.has(name)).sort((a, b) => b.length - a.length).map(escape).join('|')})(?:$|[^\\p{L}])`,
  'u',
);

/**
 * Letter-spaced headings (CSS letter-spacing in online CV builders) reach the text layer as
 * "P R O F E S S I O N A L S U M M A RY": single letters (kerned pairs at most) with the word
 * breaks lost. Joined up, they are matched against the synonyms without their spaces.
 */
const LETTER_SPACED = /^(?:\p{L}{1,2} ){4,}\p{L}{1,2}$/u;
const COMPACT_TYPES = new Map([...SYNONYM_TYPES].map(([name, type]) => [name.replace(/[^\p{L}]/gu, ''), type]));

const isLetter = (ch: string) => /\p{L}/u.test(ch);
/** What decorates a heading around its words: "— Skills —", "## Experience", "■ PROFILE". */
const isDecoration = (ch: string) => /[\s#•·▪■►▸◆♦=_~*—–-]/.test(ch);

function unspaced(text: string): string | null {
  // a letter-spaced heading is a few dozen letters; a longer line is something else
  if (text.length > 200) return null;
  const clean = trimWhere(text, (ch) => !isLetter(ch));
  return LETTER_SPACED.test(clean) ? clean.replace(/ /g, '') : null;
}

/** Headings are often numbered, decorated or end in a colon: "1. EXPERIENCE:", "— Skills —". */
export function headingText(text: string): string {
  const bare = trimWhere(text, isDecoration).replace(/^(\d{1,2}|[ivx]{1,4})[.)]\s+/i, '');
  return (bare.endsWith(':') ? bare.slice(0, -1) : bare).trimEnd().replace(GUTTER_DATES, '').trim();
}

/**
 * Dates or a count after a heading: "EXPERIENCIA (10/2022-05/2023)", "Projects (3)". In a
 * gutter layout the bracket wraps onto the next row, before that row's content.
 */
const GUTTER_DATES = /[(\[][^()[\]]{0,40}\d[^()[\]]{0,40}[)\]]$/;
const WRAPPED_GUTTER_DATES = /^[(\[][^()[\]]{0,40}\d[^()[\]]{0,40}[)\]](?:\s{2,}|$)/;

function normalizeHeading(text: string): string {
  const words = fold(headingText(text))
    .split('&')
    .map((part) => part.trim())
    .join(' and ');
  return words.replace(/[’`]/g, "'").replace(/\s+/g, ' ');
}

const withAmpersand = (name: string) => name.replace(/ and /g, ' & ');

/** The section type a heading names, matching the whole heading against the synonyms. */
export function sectionTypeOf(text: string): SectionType | null {
  const letters = unspaced(text);
  if (letters) return COMPACT_TYPES.get(fold(letters)) ?? null;
  const normalized = normalizeHeading(text);
  return SYNONYM_TYPES.get(normalized) ?? SYNONYM_TYPES.get(withAmpersand(normalized)) ?? slashedType(normalized);
}

/** "Career Experience/Job History": two names of one section joined by a slash. */
function slashedType(normalized: string): SectionType | null {
  if (!normalized.includes('/') || normalized.length > 80) return null;
  const parts = normalized.split('/').map((part) => part.trim());
  // "Software/Tools" labels a project's tools; whole headings on both sides name a section
  if (parts.some((part) => wordCount(part) < 2)) return null;
  const types = parts.map((part) => SYNONYM_TYPES.get(part) ?? null);
  return types.every((t) => t !== null && t === types[0]) ? types[0] : null;
}

/** Headings of employment as such: they outrank "leadership" or "activities" in one heading. */
const WORK_HEADING = /\b(?:work|employment|professional|career)\b/;
const VOLUNTARY = /\b(?:volunteer\w*|voluntary|voluntariado|benevolat|ehrenamt\w*)\b/;

/**
 * "Relevant Work Experience (selected)": a synonym inside a short heading. "Leadership and Work
 * Experience" holds two; the work one names what the section holds, unless it is voluntary.
 */
export function sectionTypeWithin(text: string): SectionType | null {
  const heading = normalizeHeading(text);
  const found = heading.match(ANY_SYNONYM)?.[1];
  if (!found) return null;
  const type = SYNONYM_TYPES.get(found)!;
  if (type === 'volunteer' && WORK_HEADING.test(heading) && /\bexperience\b/.test(heading) && !VOLUNTARY.test(heading)) return 'experience';
  return type;
}

function isHeadingShaped(text: string): boolean {
  if (unspaced(text)) return true;
  const clean = headingText(text);
  if (!clean || clean.length > 50 || wordCount(clean) > 6) return false;
  if (/[@\d]|https?:|www\./i.test(clean)) return false;
  // A colon followed by content is an inline label ("Skills: Python, Go"), not a heading.
  return !/:\s*\S/.test(text) && /\p{L}{2,}/u.test(clean);
}

const hasStyleHint = (line: ExtractedLine) => line.headingHint || line.bold || isAllCaps(line.text);
const hasHint = (line: ExtractedLine) => hasStyleHint(line) || /:\s*$/.test(line.text);

const styleOf = (line: ExtractedLine) => `${isAllCaps(line.text)}|${line.bold}|${Math.round(line.fontSize)}|${line.headingHint}`;

function medianFontSize(lines: ExtractedLine[]): number {
  const sizes = lines.map((l) => l.fontSize).filter((size) => size > 0).sort((a, b) => a - b);
  return sizes.length ? sizes[sizes.length >> 1] : 0;
}

/**
 * Bold alone is not distinctive (job titles are bold too): capitals, a larger size, or a
 * real heading style (markdown '#', Word "Heading n", which carry no bold run) are.
 */
function isDistinctiveStyle(line: ExtractedLine, bodySize: number): boolean {
  if (isAllCaps(line.text)) return true;
  if (line.fontSize > 0) return bodySize > 0 && line.fontSize >= bodySize * 1.15;
  return line.headingHint && !line.bold;
}

interface HeadingCandidate {
  index: number;
  type: SectionType;
  /** a heading in a left label column: the rest of its line is the section's first line */
  content?: string;
  /** a heading wrapped onto the next line, which is no content */
  spansTwoLines?: boolean;
  /** a gutter heading wrapped onto a later row ("Technical" … "Skills"): that row's content, the label cut off */
  wrapped?: { index: number; content: string };
  /** the heading as printed, when it is not the line's text */
  heading?: string;
}

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
function gutterHeadings(lines: ExtractedLine[]): Map<number, HeadingCandidate> {
  const found = new Map<number, HeadingCandidate>();
  const splits = lines.map((line) => gutterSplit(line.text));
  splits.forEach((split, index) => {
    if (!split || found.has(index)) return;
    // "SKILLS    LANGUAGES": two headings side by side, not a heading and its content
    if (sectionTypeOf(split.content)) return;
    const type = sectionTypeOf(split.label);
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
function labelColumnHeading(line: ExtractedLine): { type: SectionType; heading: string; content: string } | null {
  const m = line.text.match(/^(\S.{1,40}?)(?:\s{2,}|\t)(\S.*)$/);
  if (!m || isBullet(line.text) || !(isAllCaps(m[1]) || line.headingHint)) return null;
  // "SKILLS    LANGUAGES": two headings side by side, not a heading and its content
  const type = sectionTypeOf(m[2]) || (isAllCaps(m[2]) && sectionTypeWithin(m[2])) ? null : sectionTypeOf(m[1]);
  return type ? { type, heading: headingText(m[1]), content: m[2].trim() } : null;
}

/**
 * "Experience Disney Interactive Media Group January 2008": a gutter label whose gap a text export
 * shrank to one space, glued to the first row of its section. Read only for the sections whose
 * rows are dated, when the row names something in capitals and ends in its date, and only when
 * no other line heads that section.
 */
const GLUED_TYPES = new Set<SectionType>(['experience', 'education']);
const ENDS_IN_DATE = /\b(?:19|20)\d\d\s*$/;
const CONNECTING = /^(?:in|with|of|at|for|on|and|to|as|the|a|an|from|since|im|mit|en|con|de|dans|avec)$/i;
function gluedLabel(text: string): { type: SectionType; heading: string; content: string } | null {
  if (text.length > 200 || !ENDS_IN_DATE.test(text) || isBullet(text)) return null;
  const words = text.split(/\s+/);
  for (let k = 1; k <= 3 && k < words.length - 1; k++) {
    const label = words.slice(0, k).join(' ');
    const type = sectionTypeOf(label);
    const next = words[k];
    if (!type || !GLUED_TYPES.has(type) || !/^\p{Lu}/u.test(label) || !/^\p{Lu}/u.test(next) || CONNECTING.test(next)) continue;
    return { type, heading: label, content: words.slice(k).join(' ') };
  }
  return null;
}

/** "Team" / "leadership": the lower-case end of a wrapped line, straight under it, is no heading. */
const isWrappedRemnant = (line: ExtractedLine) =>
  /^\p{Ll}/u.test(line.text.trim()) && !line.headingHint && !line.bold && line.gapBefore > 0 && line.gapBefore <= 1.25;

const PARTICLE = /^(?:and|of|for|the|in|&|other|und|de|des|et|y|e|en|van|voor)$/i;

/**
 * "Work Experience and Internships" in a plain-text CV has no capitals, bold or size to set it
 * apart; a title-case line after a blank line that names no job or organisation stands in.
 */
function isPlainTitleHeading(line: ExtractedLine, clean: string): boolean {
  if (line.gapBefore <= 1.25 || wordCount(clean) > 5 || /,/.test(clean)) return false;
  const words = clean.replace(/[()]/g, '').split(/\s+/).filter(Boolean);
  const titleCase = words.every((w) => /^\p{Lu}/u.test(w) || PARTICLE.test(w));
  return titleCase && !hasTitleWord(clean) && titleScore(clean) <= 0 && employerScore(clean) < 2;
}

/**
 * "PROFESSIONAL" / "EXPERIENCE", "CERTIFICATIONS &" / "ACCREDITATIONS": a heading set in a
 * narrow column wraps onto a second line. Two short capitalised lines that together name a
 * heading are that heading (on the first line; the second is dropped from the content).
 */
function twoLineHeading(lines: ExtractedLine[], index: number): SectionType | null {
  const [first, second] = [lines[index], lines[index + 1]];
  if (!second || !isAllCaps(first.text) || !isAllCaps(second.text) || wordCount(first.text) > 3 || wordCount(second.text) > 3) return null;
  const open = /[&,]\s*$|\b(?:and|und|et|y)\s*$/i.test(first.text);
  if (sectionTypeOf(first.text) && !open) return null;
  const joined = `${first.text} ${second.text}`;
  return sectionTypeOf(joined) ?? (open ? (sectionTypeOf(first.text) ?? sectionTypeWithin(joined)) : null);
}

function synonymHeadings(lines: ExtractedLine[]): HeadingCandidate[] {
  const found: HeadingCandidate[] = [];
  const gutter = gutterHeadings(lines);
  const wrappedRows = new Set([...gutter.values()].flatMap((h) => (h.wrapped ? [h.wrapped.index] : [])));
  let skip = -1;
  lines.forEach((line, index) => {
    if (index === skip || wrappedRows.has(index)) return;
    const inGutter = gutter.get(index);
    if (inGutter) return void found.push(inGutter);
    const wrapped = twoLineHeading(lines, index);
    if (wrapped) {
      skip = index + 1;
      return void found.push({ index, type: wrapped, spansTwoLines: true });
    }
    const column = labelColumnHeading(line);
    if (column) return void found.push({ index, type: column.type, content: column.content });
    // "Publications: Book Chapters": an academic CV names the kind of publication after a colon
    const kind = line.text.match(/^([^:]{3,40}):\s*([^,:;\d]{2,60})$/);
    if (kind && sectionTypeOf(kind[1]) === 'publications' && wordCount(kind[2]) <= 5) return void found.push({ index, type: 'publications' });
    const glued = gluedLabel(line.text);
    if (glued && !lines.some((other, j) => j !== index && sectionTypeOf(other.text) === glued.type)) return void found.push({ index, type: glued.type, content: glued.content, heading: glued.heading });
    if (isBullet(line.text) || !isHeadingShaped(line.text) || isWrappedRemnant(line)) return;
    const exact = sectionTypeOf(line.text);
    const clean = headingText(line.text);
    const hinted = (hasHint(line) && wordCount(clean) <= 4) || isPlainTitleHeading(line, clean);
    const within = hinted ? sectionTypeWithin(line.text) : null;
    // "TRAINING MANAGER", "Projects Coordinator": a job title under the name, not a heading
    const partial = exact ?? (within && !(hasTitleWord(clean) && within !== 'experience' && within !== 'volunteer') ? within : null);
    // "SAP Modules/ Tools:" under a job labels that job's tool list; only a styled line or a heading's whole name starts a skills section there
    const current = found[found.length - 1]?.type;
    const toolLabel = !exact && partial === 'skills' && /:\s*$/.test(line.text) && !hasStyleHint(line) && (current === 'experience' || current === 'projects');
    // "Highlights at ThoughtWorks", "Projects at Infosys": a label of one job, inside the experience section
    const jobLabel = !exact && current === 'experience' && partial !== 'experience' && /\s(?:at|with|in|for|bei|chez|en)\s+\p{Lu}/u.test(clean);
    if (partial && !toolLabel && !jobLabel) found.push({ index, type: partial });
  });
  return found;
}

/**
 * "CES ASSOCIATE CONSULTANT", "SAP ARIBA -" above "November 2016 to October 2017": in plain
 * text an entry's title and employer can share the headings' capitals. A line naming a job or
 * an organisation, ending in a dash, or followed by dates within three lines heads an entry.
 */
/** Indian school-leaving certificates and boards in an education table: "SSLC", "HSC", "CBSE". */
const SCHOOL_CERTIFICATE = /^(?:sslc|ssc|hsc|hssc|puc|cbse|icse)\b/i;

function isEntryHeader(lines: ExtractedLine[], index: number, inExperience: boolean): boolean {
  const text = lines[index].text;
  // "SOFTWARE" above "Operating Systems: Linux, AIX, Windows": a heading over category lists, whatever its words
  if (/^\p{L}[\p{L} /&-]{1,30}:\s*\S[^,]*,[^,]*,/u.test(lines[index + 1]?.text ?? '')) return false;
  // a degree line ("MCA", "B.E. in ENC") is never a heading either, nor a job's "DESCRIPTION" label
  if (hasTitleWord(text) || employerScore(text) > 1 || /[-–—]\s*$/.test(text) || DEGREE.test(text) || SCHOOL_CERTIFICATE.test(text) || BULLETS_LABEL.test(headingText(text))) return true;
  // "OST GLOBAL" above "Drupal Developer Consultant, December 2013": an employer, in a section of jobs
  const dated = (l: ExtractedLine) => findDateRange(l.text) !== null || (inExperience && findSingleDate(l.text) !== null);
  return lines.slice(index + 1, index + 4).some(dated);
}

/**
 * Headings that are not in the synonym table ("Ehrenamt & Mentoring") count only when they
 * look exactly like the CV's recognised headings, so bold job titles stay inside their section.
 */
function styledHeadings(lines: ExtractedLine[], known: HeadingCandidate[]): HeadingCandidate[] {
  if (known.length < 2) return [];
  const styles = new Map<string, number>();
  for (const { index } of known) styles.set(styleOf(lines[index]), (styles.get(styleOf(lines[index])) ?? 0) + 1);
  const [style, count] = [...styles.entries()].sort((a, b) => b[1] - a[1])[0];
  const sample = lines[known.find((k) => styleOf(lines[k.index]) === style)!.index];
  if (count < known.length / 2 || !isDistinctiveStyle(sample, medianFontSize(lines))) return [];
  const knownIndexes = new Set(known.flatMap((k) => (k.spansTwoLines ? [k.index, k.index + 1] : [k.index])));
  return lines.flatMap((line, index) => {
    if (knownIndexes.has(index) || index < known[0].index || isBullet(line.text)) return [];
    const clean = headingText(line.text);
    // "PHP", "SQL" in a skills list one a line share the headings' capitals; no heading is that short
    const plain = isHeadingShaped(line.text) && wordCount(clean) <= 4 && !/[|,–—•/]/.test(clean) && clean.replace(/[^\p{L}]/gu, '').length >= 4;
    const inExperience = known.filter((k) => k.index < index).at(-1)?.type === 'experience';
    return plain && styleOf(line) === style && !isEntryHeader(lines, index, inExperience) ? [{ index, type: 'other' as SectionType }] : [];
  });
}

/**
 * On the first page a new column starts a new block: text at the top of the main column
 * (the name, a tagline) must not run on into the sidebar's last section. Such a block
 * without a heading is read like the header block.
 */
function columnStarts(lines: ExtractedLine[]): number[] {
  return lines.flatMap((line, i) => {
    const previous = lines[i - 1];
    return previous && line.page === 1 && previous.page === 1 && line.column !== previous.column ? [i] : [];
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

/** Cuts the CV into sections; lines before the first heading form the 'contact' header block. */
/**
 * "STRENGTHS" then "Leadership" in smaller type: when the CV sets its headings in capitals, a
 * heading word in smaller, lower-case type names an item of a section, not a section.
 */
function withoutSubheadings(lines: ExtractedLine[], found: HeadingCandidate[]): HeadingCandidate[] {
  const caps = found.filter((h) => isAllCaps(lines[h.index].text) && lines[h.index].fontSize > 0);
  if (caps.length < 3) return found;
  const smallest = Math.min(...caps.map((h) => lines[h.index].fontSize));
  return found.filter((h) => isAllCaps(lines[h.index].text) || !(lines[h.index].fontSize > 0 && lines[h.index].fontSize < smallest));
}

export function splitSections(lines: ExtractedLine[]): SectionSpan[] {
  const known = withoutSubheadings(lines, synonymHeadings(lines));
  const headings = [...known, ...styledHeadings(lines, known)];
  const headingIndexes = new Set(headings.flatMap((h) => (h.spansTwoLines ? [h.index, h.index + 1] : [h.index])));
  const blocks: (Omit<HeadingCandidate, 'type'> & { type: SectionType; headed: boolean })[] = [
    ...headings.map((h) => ({ ...h, headed: true })),
    ...columnStarts(lines).filter((i) => !headingIndexes.has(i)).map((index) => ({ index, type: 'contact' as SectionType, headed: false })),
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
    const body = block.content ? [{ ...heading, text: block.content, x: contentX(heading, rest) }, ...rest] : rest;
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
  return spans;
}
