/**
 * Which way up a page is, from its ink alone: cheap pixel statistics that pick the orientation
 * the OCR tries first (tesseract's own orientation detector needs data that is not shipped).
 * The OCR's confidence has the last word: a poor reading is tried the other way up.
 */
import type { PageImage } from './page-image';

/** Pixels darker than this are ink (the page has been evenly lit: paper is near 255). */
const INK = 128;

export type QuarterTurn = 0 | 90 | 180 | 270;

/** Share of the page that is ink, 0..1. */
export function inkShare(page: PageImage): number {
  let ink = 0;
  for (const value of page.grey) if (value < INK) ink++;
  return ink / Math.max(1, page.grey.length);
}

/** Vertical strips the flip test looks at separately, so that columns do not blur each other's lines. */
const STRIPS = 6;
/** Rows holding at least this share of a line's busiest row belong to its x-height band. */
const CORE = 0.5;

/**
 * Which way up the (straightened) lines of text are. In Latin script ascenders and capitals
 * (b, d, f, h, k, l, t, A-Z, digits) are far more common than descenders (g, j, p, q, y), so the
 * ink sticking out above a line's dense x-height band outweighs the ink hanging below it; upside
 * down it is the reverse. Returns (above - below) / (above + below) over all lines: positive
 * when upright, negative when upside down, near 0 when there is no telling (all capitals).
 */
export function uprightScore(page: PageImage): number {
  const { grey, width, height } = page;
  let above = 0;
  let below = 0;
  const rows = new Float64Array(height);
  // a text line is a run of rows holding ink, from a tenth of an inch of type up to an inch
  const minHeight = page.dpi / 10;
  const maxHeight = page.dpi;
  for (let s = 0; s < STRIPS; s++) {
    const x0 = Math.floor((s * width) / STRIPS);
    const x1 = Math.floor(((s + 1) * width) / STRIPS);
    rows.fill(0);
    for (let y = 0; y < height; y++) {
      const row = y * width;
      for (let x = x0; x < x1; x++) if (grey[row + x] < INK) rows[y]++;
    }
    let y = 0;
    while (y < height) {
      while (y < height && rows[y] === 0) y++;
      const start = y;
      while (y < height && rows[y] > 0) y++;
      if (y - start < minHeight || y - start > maxHeight) continue;
      let busiest = 0;
      for (let r = start; r < y; r++) busiest = Math.max(busiest, rows[r]);
      let coreTop = start;
      while (rows[coreTop] < busiest * CORE) coreTop++;
      let coreBottom = y - 1;
      while (rows[coreBottom] < busiest * CORE) coreBottom--;
      for (let r = start; r < coreTop; r++) above += rows[r];
      for (let r = coreBottom + 1; r < y; r++) below += rows[r];
    }
  }
  return above + below > 0 ? (above - below) / (above + below) : 0;
}

/** Skews searched, in degrees either way: a hand-placed scan or a careful photo stays within this. */
const MAX_SKEW = 8;

export interface TextLines {
  /** the lines run up and down the image: it was photographed or scanned a quarter turn off */
  vertical: boolean;
  /** the angle (degrees, clockwise positive) the lines slope by; for vertical lines, measured
   * against the columns (turn the page and measure again for the slope to straighten) */
  skew: number;
  /**
   * How much more sharply the ink piles up along the lines than across them: around 3 or more
   * for a page of text, about 1 for noise or a photograph of something else.
   */
  contrast: number;
}

/**
 * Finds the direction and slope of the text lines. Lines aligned with the rows pile their ink
 * into few rows, so the row histogram of the ink, sheared by the right angle, is the most sharply
 * peaked; the same for columns when the page lies sideways. Searched coarsely, then finely.
 */
export function findTextLines(page: PageImage): TextLines {
  const { grey, width, height } = page;
  const xs: number[] = [];
  const ys: number[] = [];
  // every pixel: skipping rows or columns would alias into false peaks at zero shear
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (grey[row + x] < INK) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  if (xs.length < 100) return { vertical: false, skew: 0, contrast: 1 };
  const tan = Math.tan((MAX_SKEW * Math.PI) / 180);
  /** peakedness of the histogram of `along` sheared by `degrees` against `across`: 1 when flat */
  const search = (along: number[], across: number[], length: number, breadth: number) => {
    const margin = Math.ceil(breadth * tan) + 1;
    const bins = new Float64Array(length + 2 * margin);
    const peakedness = (degrees: number) => {
      const slope = Math.tan((degrees * Math.PI) / 180);
      bins.fill(0);
      for (let i = 0; i < along.length; i++) bins[Math.round(along[i] - across[i] * slope) + margin]++;
      let sum = 0;
      for (const count of bins) sum += count * count;
      return (sum * length) / (along.length * along.length);
    };
    const best = (from: number, to: number, by: number) => {
      let angle = 0;
      let score = -1;
      for (let a = from; a <= to + 1e-9; a += by) {
        const s = peakedness(a);
        if (s > score || (s === score && Math.abs(a) < Math.abs(angle))) [angle, score] = [a, s];
      }
      return { angle, score };
    };
    const coarse = best(-MAX_SKEW, MAX_SKEW, 0.5);
    const fine = best(coarse.angle - 0.5, coarse.angle + 0.5, 0.1);
    return { angle: Math.round(fine.angle * 10) / 10, score: fine.score };
  };
  const rows = search(ys, xs, height, width);
  const cols = search(xs, ys, width, height);
  if (rows.score >= cols.score) return { vertical: false, skew: rows.angle, contrast: rows.score / cols.score };
  return { vertical: true, skew: cols.angle, contrast: cols.score / rows.score };
}
