import { attachAccentRuns } from './diacritics';
import type { PdfTextRun } from '../pdf-text-run';

/**
 * A run of text on one baseline with no wide horizontal gap inside it. Segments are the unit
 * of column detection: a gutter is a vertical band that no segment crosses.
 */
export interface PdfSegment {
  text: string;
  x: number;
  right: number;
  baseline: number;
  fontSize: number;
  chars: number;
  boldChars: number;
  /** letters, and those in a bold face: what a line's weight is judged by (see pdf-lines.ts) */
  letters: number;
  boldLetters: number;
  /** characters per font size, to find the dominant size of a line */
  sizes: Map<number, number>;
}

/** Gaps wider than this many font sizes separate segments (about three characters). */
export const WIDE_GAP = 1.5;
/** Between a bold label and plain text (or the other way round), a gap this wide is a column's, not a word space's. */
const LABEL_GAP = 0.8;
/** Gaps wider than this many font sizes are word breaks when the text carries no space. */
const WORD_GAP = 0.15;
/**
 * "Revit", a jump to the next tab stop, "BIM": Word and LibreOffice print a tab as a move with no
 * space drawn, an em or more wide, where a word space is a third of one. Such a gap between two
 * runs keeps the segment whole (a tab is no gutter) but reads as the two spaces a tab becomes in
 * a DOCX, so "AutoCAD<TAB>Revit<TAB>BIM" lists three skills in either format.
 */
const TAB_GAP = 0.9;
/** stands for a tab's two spaces until a segment's spaces are collapsed */
const TAB_MARK = '\u0001';

export function sameBaseline(a: number, b: number, fontSize: number): boolean {
  return Math.abs(a - b) <= Math.max(1, fontSize * 0.3);
}

/**
 * Groups items that share a baseline, tolerating the small shifts of mixed fonts. Each item is
 * compared with the last one taken: a row of the other column a little higher must not split
 * a line from its own pieces.
 */
export function groupByBaseline<T extends { baseline: number; fontSize: number; x: number }>(items: T[]): T[][] {
  const sorted = [...items].sort((a, b) => a.baseline - b.baseline || a.x - b.x);
  const groups: T[][] = [];
  for (const item of sorted) {
    const group = groups[groups.length - 1];
    const last = group?.[group.length - 1];
    if (group && last && sameBaseline(last.baseline, item.baseline, Math.min(last.fontSize, item.fontSize))) group.push(item);
    else groups.push([item]);
  }
  return groups.map((group) => group.sort((a, b) => a.x - b.x));
}

/**
 * "…Madison, WI" then "Aug 2016 – Present" less than a point apart: a table cell filled to the
 * date column's edge. A run that opens with a date never continues the word before it.
 */
const OPENS_WITH_DATE = /^(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d\d(?!\d)/i;

/**
 * "04/2017 – 09/2021" then "Wissenschaftliche Mitarbeiterin" a hair apart: a Lebenslauf's date
 * column filled to its edge. A run after a closing year never continues it as one word.
 */
const CLOSES_WITH_YEAR = /(?<!\d)(?:19|20)\d\d$/;

function joinText(left: string, right: string, gap: number, fontSize: number): string {
  const spaced = /\s$/.test(left) || /^\s/.test(right);
  const dateCell = gap > 0 && ((/\p{L}$/u.test(left) && OPENS_WITH_DATE.test(right)) || (CLOSES_WITH_YEAR.test(left) && /^\p{Lu}/u.test(right)));
  if (spaced || (gap <= fontSize * WORD_GAP && !dateCell)) return left + right;
  return gap >= fontSize * TAB_GAP ? `${left}${TAB_MARK}${right}` : `${left} ${right}`;
}

const lettersOf = (text: string) => text.replace(/\P{L}/gu, '').length;

function startSegment(run: PdfTextRun): PdfSegment {
  const chars = run.text.replace(/\s/g, '').length;
  const letters = lettersOf(run.text);
  return {
    text: run.text,
    x: run.x,
    right: run.x + run.width,
    baseline: run.baseline,
    fontSize: run.fontSize,
    chars,
    boldChars: run.bold ? chars : 0,
    letters,
    boldLetters: run.bold ? letters : 0,
    sizes: new Map([[Math.round(run.fontSize * 2) / 2, chars]]),
  };
}

function extendSegment(segment: PdfSegment, run: PdfTextRun, gap: number): void {
  const chars = run.text.replace(/\s/g, '').length;
  const size = Math.round(run.fontSize * 2) / 2;
  segment.text = joinText(segment.text, run.text, gap, Math.max(segment.fontSize, run.fontSize));
  segment.right = Math.max(segment.right, run.x + run.width);
  const letters = lettersOf(run.text);
  segment.chars += chars;
  segment.letters += letters;
  if (run.bold) {
    segment.boldChars += chars;
    segment.boldLetters += letters;
  }
  segment.sizes.set(size, (segment.sizes.get(size) ?? 0) + chars);
  segment.fontSize = Math.max(segment.fontSize, run.fontSize);
}

/**
 * A space drawn wider than a wide gap ("Mobile Development", a 15pt space, "Web" in a row of
 * skill chips, whose padding brings the pieces closer than the space is wide) separates
 * fields as a wide gap does.
 */
const isWideSpace = (run: PdfTextRun) => run.text.trim() === '' && run.width >= run.fontSize * WIDE_GAP;

/**
 * "L", a raised small "A", "TEX" (LaTeX's logo), "1" and a raised "st": a smaller run set a little
 * above or below a larger one that it touches belongs to that line, not a line of its own.
 */
function attachRaisedRuns(runs: PdfTextRun[]): PdfTextRun[] {
  const byRow = new Map<number, PdfTextRun[]>();
  for (const run of runs) {
    const key = Math.round(run.baseline);
    const row = byRow.get(key);
    if (row) row.push(run);
    else byRow.set(key, [run]);
  }
  return runs.map((run) => {
    if (run.text.trim() === '' || run.text.length > 12) return run;
    for (let d = -6; d <= 6; d++) {
      for (const base of byRow.get(Math.round(run.baseline) + d) ?? []) {
        if (base === run || run.fontSize > base.fontSize * 0.85 || base.text.trim() === '') continue;
        const shift = run.baseline - base.baseline;
        const reach = base.fontSize * 0.3;
        const touches = run.x <= base.x + base.width + reach && run.x + run.width >= base.x - reach;
        if (touches && shift >= -base.fontSize * 0.5 && shift <= base.fontSize * 0.35 && shift !== 0) return { ...run, baseline: base.baseline };
      }
    }
    return run;
  });
}

export function buildSegments(runs: PdfTextRun[]): PdfSegment[] {
  const segments: PdfSegment[] = [];
  const kept = attachRaisedRuns(runs.filter((run) => run.text.trim() !== '' || isWideSpace(run)));
  for (const group of groupByBaseline(attachAccentRuns(kept))) {
    let current: PdfSegment | null = null;
    let spaced = false;
    for (const run of group) {
      if (isWideSpace(run)) {
        spaced = current !== null;
        continue;
      }
      const gap = current ? run.x - current.right : 0;
      // "DevOps" in bold, a tab's width, "AWS, Docker": a label column beside its content
      const labelGap = current !== null && run.bold !== current.boldChars > 0 && gap >= Math.max(current.fontSize, run.fontSize) * LABEL_GAP;
      const wide = (spaced && run.x >= current!.right - 1) || labelGap;
      spaced = false;
      if (current && !wide && gap <= Math.max(current.fontSize, run.fontSize) * WIDE_GAP) extendSegment(current, run, gap);
      else {
        current = startSegment(run);
        segments.push(current);
      }
    }
  }
  for (const segment of segments) segment.text = segment.text.replace(/\s+/g, ' ').trim().replaceAll(TAB_MARK, '  ');
  return segments.filter((segment) => segment.text !== '');
}
