/**
 * Turns tesseract's words into the positioned text runs pdf.js gives for a text PDF (points,
 * top-down, baseline and font size, bold), so an OCR'd page goes through the same layout code:
 * columns, lines, headings, gaps.
 */
import type Tesseract from 'tesseract.js';
import type { PdfTextRun } from '../../pdf-text-run';
import type { PageImage } from './page-image';
import { median } from '../../median';

/** A recognised word, in pixels of the page image. */
export interface OcrWord {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  confidence: number;
}

export interface OcrLine {
  words: OcrWord[];
  /** the baseline's height in the middle of the line, in pixels */
  baseline: number;
  /** the font size, in pixels */
  em: number;
}

export interface OcrPageText {
  runs: PdfTextRun[];
  /** page size in points */
  width: number;
  height: number;
  /** words kept, their characters, and the mean of their confidences (0..100) weighted by characters */
  words: number;
  chars: number;
  confidence: number;
}

/** Words under this confidence that hold no letter or digit are specks, rules and borders read as text. */
const SPECK_CONFIDENCE = 60;
/** Words under this confidence are dropped whatever they hold: what is left of them is guesswork. */
const GUESS_CONFIDENCE = 20;
const INK = 128;
const OCR_FONT = 'ocr';

const meaningful = /[\p{L}\p{N}]/u;
/**
 * What a round bullet becomes in OCR: a guillemet, an asterisk, a degree or copyright sign. A line
 * starting with one of these alone is a bulleted line, whatever the OCR's confidence in the glyph.
 */
const BULLET_LOOKALIKES = /^[«»*©®°•·¢●▪■◦‣⁃]$/u;

function keepWord(word: Tesseract.Word): boolean {
  const text = word.text.trim();
  if (!text || word.confidence < GUESS_CONFIDENCE) return false;
  return word.confidence >= SPECK_CONFIDENCE || meaningful.test(text);
}

function asWord(word: Tesseract.Word, text: string): OcrWord {
  return { text, x0: word.bbox.x0, y0: word.bbox.y0, x1: word.bbox.x1, y1: word.bbox.y1, confidence: word.confidence };
}

/** The words of a line worth keeping, a leading bullet look-alike written as the bullet it is. */
function lineWords(words: Tesseract.Word[]): OcrWord[] {
  return words.flatMap((word, i) => {
    const text = word.text.trim();
    if (i === 0 && words.length > 1 && BULLET_LOOKALIKES.test(text)) return [asWord(word, '•')];
    return keepWord(word) ? [asWord(word, text)] : [];
  });
}

/** The lines tesseract found, with the words worth keeping. */
export function linesOfBlocks(blocks: Tesseract.Block[]): OcrLine[] {
  const lines: OcrLine[] = [];
  for (const block of blocks) {
    for (const paragraph of block.paragraphs ?? []) {
      for (const line of paragraph.lines ?? []) {
        const words = lineWords(line.words ?? []);
        if (words.length === 0) continue;
        const { x0, y0, x1, y1 } = line.baseline;
        const middle = (line.bbox.x0 + line.bbox.x1) / 2;
        const baseline = x1 === x0 ? y0 : y0 + ((y1 - y0) * (middle - x0)) / (x1 - x0);
        const rowHeight = line.rowAttributes?.rowHeight || line.bbox.y1 - line.bbox.y0;
        lines.push({ words, baseline, em: rowHeight / ROW_HEIGHT_PER_EM });
      }
    }
  }
  return lines;
}

/**
 * Tesseract's row height (its fitted x-height, ascenders and descenders) is this share of the
 * font size: measured on the engine's PDF fixtures rendered at 300 dpi against the sizes in their
 * text layers, 257 lines in Helvetica, Arial, Liberation and DejaVu faces (standard deviation
 * 0.04, so sizes within a point of each other are not told apart).
 */
const ROW_HEIGHT_PER_EM = 0.95;

/** Sizes within this share of each other are one size measured twice. */
const SAME_SIZE = 0.08;

/**
 * Measured sizes wobble by a few percent from line to line; a document uses a handful of sizes.
 * Sizes are grouped greedily from the most used, each group taking the character-weighted mean.
 */
function snapSizes(sizes: number[], weights: number[]): number[] {
  const order = sizes.map((_, i) => i).sort((a, b) => weights[b] - weights[a]);
  const groups: { size: number; weight: number; members: number[] }[] = [];
  for (const i of order) {
    const group = groups.find((g) => Math.abs(sizes[i] - g.size) <= g.size * SAME_SIZE);
    if (group) {
      group.size = (group.size * group.weight + sizes[i] * weights[i]) / (group.weight + weights[i]);
      group.weight += weights[i];
      group.members.push(i);
    } else groups.push({ size: sizes[i], weight: weights[i], members: [i] });
  }
  const snapped = [...sizes];
  for (const g of groups) for (const i of g.members) snapped[i] = Math.round(g.size * 2) / 2;
  return snapped;
}

/** Horizontal runs of ink longer than this (in ems) are bars (dashes, rules, the stroke of a T), not stems. */
const LONGEST_STEM = 0.25;

/**
 * Stroke thickness of a word relative to its size: the mean length of its horizontal runs of ink
 * (the width of its stems) divided by the font size. Bold type has stems about half as thick again.
 */
function strokeShare(word: OcrWord, page: PageImage, em: number): number {
  const longest = em * LONGEST_STEM;
  let ink = 0;
  let runs = 0;
  const right = Math.min(page.width, word.x1);
  for (let y = Math.max(0, word.y0); y < Math.min(page.height, word.y1); y++) {
    const row = y * page.width;
    let run = 0;
    for (let x = Math.max(0, word.x0); x <= right; x++) {
      if (x < right && page.grey[row + x] < INK) run++;
      else if (run > 0) {
        if (run <= longest) {
          ink += run;
          runs++;
        }
        run = 0;
      }
    }
  }
  return runs ? ink / runs / em : 0;
}

/** A word whose strokes are this much thicker than the page's typical stroke is bold. */
const BOLD_STROKE = 1.2;

export function linesToRuns(lines: OcrLine[], page: PageImage): OcrPageText {
  const toPoints = 72 / page.dpi;
  const chars = lines.map((line) => line.words.reduce((sum, w) => sum + [...w.text].length, 0));
  const sizes = snapSizes(
    lines.map((line) => line.em * toPoints),
    chars,
  );
  const strokes = lines.map((line, i) => line.words.map((word) => strokeShare(word, page, sizes[i] / toPoints)));
  const typical = median(strokes.flat().filter((s) => s > 0));
  const runs: PdfTextRun[] = [];
  let weighted = 0;
  let words = 0;
  lines.forEach((line, i) => {
    line.words.forEach((word, j) => {
      weighted += [...word.text].length * word.confidence;
      words++;
      runs.push({
        text: word.text,
        x: word.x0 * toPoints,
        // one baseline per line, so the layout code never splits a line tesseract read as one
        baseline: line.baseline * toPoints,
        width: (word.x1 - word.x0) * toPoints,
        fontSize: sizes[i],
        bold: typical > 0 && strokes[i][j] >= typical * BOLD_STROKE,
        fontFamily: OCR_FONT,
      });
    });
  });
  const total = chars.reduce((a, b) => a + b, 0);
  return {
    runs,
    width: page.width * toPoints,
    height: page.height * toPoints,
    words,
    chars: total,
    confidence: total ? weighted / total : 0,
  };
}
