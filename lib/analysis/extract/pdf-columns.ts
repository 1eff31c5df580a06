import type { PdfSegment } from './pdf-segments';

/**
 * Column detection: sweep for a vertical gutter that no segment crosses. Full-width lines
 * at the top (the name and contact header) may cross it; everything below must not.
 */
export interface ColumnLayout {
  /** segments above the columns, read first (full-width header); empty for single column */
  header: PdfSegment[];
  /** left to right; one entry for a single-column page */
  columns: PdfSegment[][];
}

const STEP = 2;
/** a gutter needs this much clear space on both sides of the sweep line */
const CLEARANCE = 3;
const MIN_SEGMENTS_PER_COLUMN = 3;
/** share of the page's segments that must lie below the header for a layout to count */
const MIN_SHARE_BELOW_HEADER = 0.6;
/**
 * When nearly every segment of the sparser side shares a baseline with the other side, the
 * "columns" are a table-like line layout (title left, dates right), not independent columns.
 */
const MAX_SHARED_BASELINES = 0.7;

const crosses = (segment: PdfSegment, x: number) => segment.x < x + CLEARANCE && segment.right > x - CLEARANCE;

/**
 * Pieces of one text line sit on the same baseline; independent columns only by chance.
 * Baselines are bucketed by whole points (neighbouring buckets count) so that pages with
 * thousands of items stay linear.
 */
function sharedBaselineRatio(a: PdfSegment[], b: PdfSegment[]): number {
  const [fewer, more] = a.length <= b.length ? [a, b] : [b, a];
  const buckets = new Set(more.map((s) => Math.round(s.baseline)));
  const shared = fewer.filter((s) => [-1, 0, 1].some((d) => buckets.has(Math.round(s.baseline) + d)));
  return shared.length / Math.max(1, fewer.length);
}

interface Gutter {
  x: number;
  headerBottom: number;
}

function isColumnSplit(below: PdfSegment[], x: number): boolean {
  const left = below.filter((s) => s.right <= x);
  const right = below.filter((s) => s.x >= x);
  return (
    left.length >= MIN_SEGMENTS_PER_COLUMN &&
    right.length >= MIN_SEGMENTS_PER_COLUMN &&
    sharedBaselineRatio(left, right) <= MAX_SHARED_BASELINES
  );
}

/** Finds the gutter with the most content below it; the centre of the widest clear band wins ties. */
export function findGutter(segments: PdfSegment[], from: number, to: number, allowHeader: boolean): Gutter | null {
  let best: { headerBottom: number; below: number; start: number; end: number } | null = null;
  let run: { headerBottom: number; below: number; start: number; end: number } | null = null;
  for (let x = from; x <= to; x += STEP) {
    const crossing = segments.filter((s) => crosses(s, x));
    const headerBottom = crossing.length ? Math.max(...crossing.map((s) => s.baseline)) : -Infinity;
    if (crossing.length && !allowHeader) {
      run = null;
      continue;
    }
    const below = segments.filter((s) => s.baseline > headerBottom);
    const valid = below.length >= segments.length * MIN_SHARE_BELOW_HEADER && isColumnSplit(below, x);
    if (!valid) {
      run = null;
      continue;
    }
    if (run && run.headerBottom === headerBottom && run.end === x - STEP) run.end = x;
    else run = { headerBottom, below: below.length, start: x, end: x };
    const better =
      !best || run.below > best.below || (run.below === best.below && run.end - run.start > best.end - best.start);
    if (better) best = { ...run };
  }
  return best ? { x: (best.start + best.end) / 2, headerBottom: best.headerBottom } : null;
}

export function detectColumns(segments: PdfSegment[], pageWidth: number): ColumnLayout {
  const gutter = findGutter(segments, pageWidth * 0.25, pageWidth * 0.75, true);
  if (!gutter) return { header: [], columns: [segments] };
  const header = segments.filter((s) => s.baseline <= gutter.headerBottom);
  const body = segments.filter((s) => s.baseline > gutter.headerBottom);
  const left = body.filter((s) => s.x < gutter.x);
  const right = body.filter((s) => s.x >= gutter.x);
  // A third column shows up as a second gutter inside one side, with no header of its own.
  const leftGutter = findGutter(left, pageWidth * 0.25, gutter.x - 10, false);
  const rightGutter = findGutter(right, gutter.x + 10, pageWidth * 0.75, false);
  const split = (side: PdfSegment[], inner: Gutter | null) =>
    inner ? [side.filter((s) => s.x < inner.x), side.filter((s) => s.x >= inner.x)] : [side];
  return { header, columns: [...split(left, leftGutter), ...split(right, rightGutter)] };
}
