import { median } from '../median';
import { groupByBaseline, type PdfSegment } from './pdf-segments';

/**
 * Page regions: a page is cut, top to bottom, into full-width regions and column bands. A band
 * is a run of consecutive rows with a vertical gutter that none of its segments crosses; what
 * lies above and below it is segmented the same way, so a full-width header, two columns and
 * a full-width section under them read header, left column, right column, section.
 */
export interface PageRegion {
  /** left to right; one entry for a full-width region */
  columns: PdfSegment[][];
}

const STEP = 2;
/** a gutter needs this much clear space on both sides of the sweep line */
const CLEARANCE = 3;
const MIN_SEGMENTS_PER_COLUMN = 3;
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
function sharedBaselines(a: PdfSegment[], b: PdfSegment[]): { ratio: number; unshared: number } {
  // counted in rows, not pieces: "312-555-0190  NYC, NY  linkedin…" is three pieces of one row
  const rowsOf = (side: PdfSegment[]) => [...new Set(side.map((s) => Math.round(s.baseline)))];
  const [rowsA, rowsB] = [rowsOf(a), rowsOf(b)];
  const [fewer, more] = rowsA.length <= rowsB.length ? [rowsA, rowsB] : [rowsB, rowsA];
  const fewerSide = rowsA.length <= rowsB.length ? a : b;
  const buckets = new Set(more);
  const sortedMore = [...more].sort((x, y) => x - y);
  const sizeOf = new Map<number, number>();
  for (const s of fewerSide) sizeOf.set(Math.round(s.baseline), Math.max(sizeOf.get(Math.round(s.baseline)) ?? 0, s.fontSize));
  const sharedRows = new Set(fewer.filter((row) => [-1, 0, 1].some((d) => buckets.has(row + d)) || inGapOfOtherSide(row, sizeOf.get(row) ?? 0, sortedMore)));
  for (const row of cellStackRows(fewer, sizeOf, buckets)) sharedRows.add(row);
  return { ratio: sharedRows.size / Math.max(1, fewer.length), unshared: fewer.length - sharedRows.size };
}

/** a date cell holds this many rows at most ("seit 03/2021" over "5 Jahre, 9 Monate") */
const MAX_CELL_ROWS = 3;
/** top-aligned cells in different type sizes put their first baselines this many points apart at most */
const TOP_ALIGN_SLACK = 2;

/**
 * "04/2017 – 02/2021" over "3 Jahre, 11 Monate" beside an entry's title in larger type: a date
 * gutter's cell is a short stack of rows, set apart from the next by a gap, whose first row is level
 * with the entry's first (top-aligned, so a point or two off when the sizes differ). Its rows belong
 * to the row beside them, not to a column of their own; a sidebar's rows run on in longer stacks.
 */
function cellStackRows(rows: number[], sizeOf: Map<number, number>, otherBuckets: Set<number>): number[] {
  const sorted = [...rows].sort((a, b) => a - b);
  const stacks: number[][] = [];
  for (const row of sorted) {
    const stack = stacks[stacks.length - 1];
    const last = stack?.[stack.length - 1];
    if (stack && last !== undefined && row - last <= (sizeOf.get(last) ?? 0) * 1.6) stack.push(row);
    else stacks.push([row]);
  }
  const levelWithOther = (row: number) => Array.from({ length: 2 * TOP_ALIGN_SLACK + 1 }, (_, i) => i - TOP_ALIGN_SLACK).some((d) => otherBuckets.has(row + d));
  return stacks.filter((stack) => stack.length <= MAX_CELL_ROWS && levelWithOther(stack[0])).flat();
}

/**
 * A row with nothing beside it, in a vertical gap of the other side's text (a line's height
 * clear above and below), spans the page alone: a section title in a date gutter, not a line
 * of an independent column, whose rows fall between the other column's lines wherever they go.
 */
function inGapOfOtherSide(row: number, fontSize: number, sortedOther: number[]): boolean {
  const below = sortedOther.findIndex((other) => other > row);
  if (below <= 0) return false;
  const clear = fontSize * GAP_CLEARANCE;
  return row - sortedOther[below - 1] >= clear && sortedOther[below] - row >= clear;
}

/** how clear (in the row's font sizes) the other side must be above and below a row standing alone */
const GAP_CLEARANCE = 0.9;

/** A small table (skills beside skills) is rows, not columns: the sparser side needs lines of its own. */
const MIN_UNSHARED = 2;

function isColumnSplit(segments: PdfSegment[], x: number): boolean {
  const left = segments.filter((s) => s.right <= x);
  const right = segments.filter((s) => s.x >= x);
  if (left.length < MIN_SEGMENTS_PER_COLUMN || right.length < MIN_SEGMENTS_PER_COLUMN) return false;
  const shared = sharedBaselines(left, right);
  return shared.ratio <= MAX_SHARED_BASELINES && shared.unshared >= MIN_UNSHARED;
}

interface Band {
  /** rows start..end (inclusive) */
  start: number;
  end: number;
  x: number;
  segments: number;
}

/**
 * The band with the most segments: for each sweep position, every maximal run of rows that
 * no segment crosses there is a candidate; the centre of the widest clear range wins ties.
 */
function findBand(rows: PdfSegment[][], from: number, to: number): Band | null {
  let best: (Band & { width: number }) | null = null;
  let streak: { start: number; end: number; from: number; to: number; segments: number } | null = null;
  for (let x = from; x <= to; x += STEP) {
    let runStart = -1;
    let found: { start: number; end: number; segments: number } | null = null;
    const closeRun = (end: number) => {
      if (runStart < 0) return;
      const segments = rows.slice(runStart, end + 1).flat();
      if ((!found || segments.length > found.segments) && isColumnSplit(segments, x)) found = { start: runStart, end, segments: segments.length };
      runStart = -1;
    };
    rows.forEach((row, i) => {
      if (row.some((s) => crosses(s, x))) closeRun(i - 1);
      else if (runStart < 0) runStart = i;
    });
    closeRun(rows.length - 1);
    const here = found as { start: number; end: number; segments: number } | null;
    if (!here) {
      streak = null;
      continue;
    }
    if (streak && streak.start === here.start && streak.end === here.end && streak.to === x - STEP) streak.to = x;
    else streak = { ...here, from: x, to: x };
    const width = streak.to - streak.from;
    if (!best || here.segments > best.segments || (here.segments === best.segments && width > best.width)) {
      best = { start: here.start, end: here.end, segments: here.segments, x: (streak.from + streak.to) / 2, width };
    }
  }
  return best;
}

/** A third column shows up as a second gutter inside one side of a band. */
function splitSide(side: PdfSegment[], from: number, to: number): PdfSegment[][] {
  if (to - from < STEP) return [side];
  const band = findBand(groupByBaseline(side), from, to);
  // the inner gutter must run the whole height of the side, or it is a gap inside one column
  if (!band || band.segments < side.length) return [side];
  return [side.filter((s) => s.x < band.x), side.filter((s) => s.x >= band.x)];
}

const rowBaseline = (row: PdfSegment[]) => Math.min(...row.map((s) => s.baseline));

/** The band's last row set larger than most of the band's text. */
function isLargerRow(rows: PdfSegment[][], band: Band): boolean {
  const sizes = rows.slice(band.start, band.end).flat().map((s) => s.fontSize);
  const last = Math.max(...rows[band.end].map((s) => s.fontSize));
  return sizes.length > 0 && last > median(sizes, 'upper') * 1.1;
}

/** A header's block of address lines beside the name is this many rows at most. */
const MAX_HEADER_ROWS = 8;

/**
 * A header band (name and tagline left, address right) is followed by body lines short enough
 * to stay clear of its gutter. When one side of a band ends and the other goes on only after a
 * clear vertical gap, the band stops where the shorter side stops.
 */
/** The usual step from one row to the next within rows from..to (inclusive). */
const typicalPitch = (rows: PdfSegment[][], from: number, to: number) =>
  median(rows.slice(from + 1, to + 1).map((row, i) => rowBaseline(row) - rowBaseline(rows[from + i])), 'upper');

/**
 * "Centres d'intérêt" over a full-width section under two columns: narrow enough to fit one side,
 * the heading joins the band unless it is seen as the first row after both columns ended, set off
 * from them by a section's space, with the full-width text it heads right below.
 */
function headsSectionBelow(rows: PdfSegment[][], band: Band, shortEnd: number): boolean {
  if (band.end - shortEnd !== 1 || rows[band.end + 1] === undefined || shortEnd <= band.start) return false;
  const typical = typicalPitch(rows, band.start, shortEnd);
  return typical > 0 && rowBaseline(rows[band.end]) - rowBaseline(rows[shortEnd]) > typical * 1.6;
}

function trimBand(rows: PdfSegment[][], band: Band): Band & { rowsOnly?: boolean } {
  const lastRow = (side: (s: PdfSegment) => boolean) => {
    for (let i = band.end; i >= band.start; i--) if (rows[i].some(side)) return i;
    return band.start;
  };
  const shortEnd = Math.min(lastRow((s) => s.right <= band.x), lastRow((s) => s.x >= band.x));
  if (headsSectionBelow(rows, band, shortEnd)) return { ...band, end: shortEnd, segments: rows.slice(band.start, shortEnd + 1).flat().length };
  // a few trailing lines of the longer column are its end, not the body of the page; one row in
  // larger type is the heading of the body ("Esperienza professionale" under a moderncv header)
  if (band.end - shortEnd < 2 && !(band.end - shortEnd === 1 && isLargerRow(rows, band))) return band;
  // a side of many rows is a sidebar, and the main column runs on below it after a heading's space
  if (shortEnd - band.start + 1 > MAX_HEADER_ROWS) return band;
  const typical = typicalPitch(rows, band.start, shortEnd);
  const gap = rowBaseline(rows[shortEnd + 1]) - rowBaseline(rows[shortEnd]);
  if (typical <= 0 || gap <= typical * 1.6) return band;
  const trimmed = rows.slice(band.start, shortEnd + 1).flat();
  // too little on one side to be columns: a header row (name left, address right), read row by row
  return { ...band, end: shortEnd, segments: trimmed.length, rowsOnly: !isColumnSplit(trimmed, band.x) };
}

function segmentRows(rows: PdfSegment[][], pageWidth: number): PageRegion[] {
  if (rows.length === 0) return [];
  const found = findBand(rows, pageWidth * 0.25, pageWidth * 0.75);
  if (!found) return [{ columns: [rows.flat()] }];
  const band = trimBand(rows, found);
  if (band.rowsOnly) {
    return [...segmentRows(rows.slice(0, band.start), pageWidth), { columns: [rows.slice(band.start, band.end + 1).flat()] }, ...segmentRows(rows.slice(band.end + 1), pageWidth)];
  }
  const inside = rows.slice(band.start, band.end + 1).flat();
  const left = inside.filter((s) => s.x < band.x);
  const right = inside.filter((s) => s.x >= band.x);
  const columns = [...splitSide(left, pageWidth * 0.25, band.x - 10), ...splitSide(right, band.x + 10, pageWidth * 0.75)];
  return [
    ...segmentRows(rows.slice(0, band.start), pageWidth),
    { columns },
    ...segmentRows(rows.slice(band.end + 1), pageWidth),
  ];
}

export function segmentRegions(segments: PdfSegment[], pageWidth: number): PageRegion[] {
  if (!Array.isArray(segments)) throw new TypeError('segmentRegions expects the segments of a page');
  return segmentRows(groupByBaseline(segments), pageWidth);
}
