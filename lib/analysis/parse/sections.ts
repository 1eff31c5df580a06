import type { ExtractedLine, Section, SectionType } from '../types';
import { HEADING_SYNONYMS } from './heading-synonyms';
import { fold, isAllCaps, isBullet, wordCount } from './text-shape';

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
  `(?:^|[^\\p{L}])(${[...SYNONYM_TYPES.keys()].sort((a, b) => b.length - a.length).map(escape).join('|')})(?:$|[^\\p{L}])`,
  'u',
);

/** Headings are often numbered, decorated or end in a colon: "1. EXPERIENCE:", "— Skills —". */
export function headingText(text: string): string {
  return text
    .replace(/^[\s#•·▪■►▸◆♦=_~*—–-]+|[\s#•·▪■►▸◆♦=_~*—–-]+$/g, '')
    .replace(/^(\d{1,2}|[ivx]{1,4})[.)]\s+/i, '')
    .replace(/\s*:$/, '')
    .trim();
}

function normalizeHeading(text: string): string {
  return fold(headingText(text)).replace(/\s*&\s*/g, ' and ').replace(/[’`]/g, "'").replace(/\s+/g, ' ');
}

const withAmpersand = (name: string) => name.replace(/ and /g, ' & ');

/** The section type a heading names, matching the whole heading against the synonyms. */
export function sectionTypeOf(text: string): SectionType | null {
  const normalized = normalizeHeading(text);
  return SYNONYM_TYPES.get(normalized) ?? SYNONYM_TYPES.get(withAmpersand(normalized)) ?? null;
}

/** "Relevant Work Experience (selected)": a synonym inside a short heading. */
function sectionTypeWithin(text: string): SectionType | null {
  const found = normalizeHeading(text).match(ANY_SYNONYM)?.[1];
  return found ? SYNONYM_TYPES.get(found)! : null;
}

function isHeadingShaped(text: string): boolean {
  const clean = headingText(text);
  if (!clean || clean.length > 50 || wordCount(clean) > 6) return false;
  if (/[@\d]|https?:|www\./i.test(clean)) return false;
  // A colon followed by content is an inline label ("Skills: Python, Go"), not a heading.
  return !/:\s*\S/.test(text) && /\p{L}{2,}/u.test(clean);
}

const hasHint = (line: ExtractedLine) => line.headingHint || line.bold || isAllCaps(line.text) || /:\s*$/.test(line.text);

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
}

function synonymHeadings(lines: ExtractedLine[]): HeadingCandidate[] {
  const found: HeadingCandidate[] = [];
  lines.forEach((line, index) => {
    if (isBullet(line.text) || !isHeadingShaped(line.text)) return;
    const exact = sectionTypeOf(line.text);
    const partial = exact ?? (hasHint(line) && wordCount(headingText(line.text)) <= 4 ? sectionTypeWithin(line.text) : null);
    if (partial) found.push({ index, type: partial });
  });
  return found;
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
  const knownIndexes = new Set(known.map((k) => k.index));
  return lines.flatMap((line, index) => {
    if (knownIndexes.has(index) || index < known[0].index || isBullet(line.text)) return [];
    const clean = headingText(line.text);
    const plain = isHeadingShaped(line.text) && wordCount(clean) <= 4 && !/[|,–—•/]/.test(clean);
    return plain && styleOf(line) === style ? [{ index, type: 'other' as SectionType }] : [];
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

/** Cuts the CV into sections; lines before the first heading form the 'contact' header block. */
export function splitSections(lines: ExtractedLine[]): SectionSpan[] {
  const known = synonymHeadings(lines);
  const headings = [...known, ...styledHeadings(lines, known)];
  const headingIndexes = new Set(headings.map((h) => h.index));
  const blocks = [
    ...headings.map((h) => ({ index: h.index, type: h.type, headed: true })),
    ...columnStarts(lines).filter((i) => !headingIndexes.has(i)).map((index) => ({ index, type: 'contact' as SectionType, headed: false })),
  ];
  if (!blocks.some((b) => b.index === 0)) blocks.push({ index: 0, type: 'contact', headed: false });
  blocks.sort((a, b) => a.index - b.index);
  const spans: SectionSpan[] = [];
  blocks.forEach((block, i) => {
    const end = i + 1 < blocks.length ? blocks[i + 1].index : lines.length;
    const body = lines.slice(block.headed ? block.index + 1 : block.index, end);
    if (!block.headed && body.length === 0) return;
    spans.push({
      section: {
        type: block.type,
        heading: block.headed ? headingText(lines[block.index].text) : '',
        lines: body.map((l) => l.text),
        startLine: block.headed ? block.index : -1,
      },
      lines: body,
    });
  });
  return spans;
}
