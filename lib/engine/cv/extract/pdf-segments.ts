import { attachAccentRuns } from './diacritics';
import type { PdfTextRun } from './pdf-text-run';

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
  /** characters per font size, to find the dominant size of a line */
  sizes: Map<number, number>;
}

/** Gaps wider than this many font sizes separate segments (about three characters). */
export const WIDE_GAP = 1.5;
/** Gaps wider than this many font sizes are word breaks when the text carries no space. */
const WORD_GAP = 0.15;

export function sameBaseline(a: number, b: number, fontSize: number): boolean {
  return Math.abs(a - b) <= Math.max(1, fontSize * 0.3);
}

/** Groups items that share a baseline, tolerating the small shifts of mixed fonts. */
export function groupByBaseline<T extends { baseline: number; fontSize: number; x: number }>(items: T[]): T[][] {
  const sorted = [...items].sort((a, b) => a.baseline - b.baseline || a.x - b.x);
  const groups: T[][] = [];
  for (const item of sorted) {
    const group = groups[groups.length - 1];
    if (group && sameBaseline(group[0].baseline, item.baseline, Math.min(group[0].fontSize, item.fontSize))) group.push(item);
    else groups.push([item]);
  }
  return groups.map((group) => group.sort((a, b) => a.x - b.x));
}

function joinText(left: string, right: string, gap: number, fontSize: number): string {
  const spaced = /\s$/.test(left) || /^\s/.test(right);
  return spaced || gap <= fontSize * WORD_GAP ? left + right : `${left} ${right}`;
}

function startSegment(run: PdfTextRun): PdfSegment {
  const chars = run.text.replace(/\s/g, '').length;
  return {
    text: run.text,
    x: run.x,
    right: run.x + run.width,
    baseline: run.baseline,
    fontSize: run.fontSize,
    chars,
    boldChars: run.bold ? chars : 0,
    sizes: new Map([[Math.round(run.fontSize * 2) / 2, chars]]),
  };
}

function extendSegment(segment: PdfSegment, run: PdfTextRun, gap: number): void {
  const chars = run.text.replace(/\s/g, '').length;
  const size = Math.round(run.fontSize * 2) / 2;
  segment.text = joinText(segment.text, run.text, gap, Math.max(segment.fontSize, run.fontSize));
  segment.right = Math.max(segment.right, run.x + run.width);
  segment.chars += chars;
  if (run.bold) segment.boldChars += chars;
  segment.sizes.set(size, (segment.sizes.get(size) ?? 0) + chars);
  segment.fontSize = Math.max(segment.fontSize, run.fontSize);
}

export function buildSegments(runs: PdfTextRun[]): PdfSegment[] {
  const segments: PdfSegment[] = [];
  for (const group of groupByBaseline(attachAccentRuns(runs.filter((run) => run.text.trim() !== '')))) {
    let current: PdfSegment | null = null;
    for (const run of group) {
      const gap = current ? run.x - current.right : 0;
      if (current && gap <= Math.max(current.fontSize, run.fontSize) * WIDE_GAP) extendSegment(current, run, gap);
      else {
        current = startSegment(run);
        segments.push(current);
      }
    }
  }
  for (const segment of segments) segment.text = segment.text.replace(/\s+/g, ' ').trim();
  return segments.filter((segment) => segment.text !== '');
}
