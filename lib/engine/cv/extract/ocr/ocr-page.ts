/**
 * Reads one page image: finds which way up it is and how much it is skewed (from the ink, see
 * page-orientation.ts), straightens it, and returns the words as text runs with their confidence. A page with no lines of text (blank, a photograph, noise)
 * is not sent to the OCR at all: it reads as empty.
 */
import type { OcrLanguage } from './ocr-settings';
import { linesOfBlocks, linesToRuns, type OcrLine, type OcrPageText } from './ocr-runs';
import { rotatePage, shrinkPage, toPgm, turnPage, type PageImage } from './page-image';
import { findTextLines, inkShare, uprightScore, type QuarterTurn } from './page-orientation';
import { recognise } from './tesseract-engine';

export interface OcrPage extends OcrPageText {
  /** the quarter turn (clockwise) that put the text upright */
  turn: QuarterTurn;
  /** the skew that was straightened, in degrees */
  skewDegrees: number;
}

export interface OcrPageOptions {
  languages: readonly OcrLanguage[];
}

/** A reading this confident is kept without trying the page the other way up. */
const CONFIDENT = 70;
/** Under this share of ink the page is blank; over it, it is a picture, a fill or noise, not text on paper. */
const MIN_INK = 0.002;
const MAX_INK = 0.35;
/** Under this contrast (see findTextLines) the ink forms no lines of text in any direction. */
const MIN_LINE_CONTRAST = 1.5;
/** Skews smaller than this (degrees) are left alone: straightening costs more than it brings. */
const MIN_SKEW = 0.3;

const emptyPage = (page: PageImage): OcrPage => ({
  runs: [],
  width: (page.width * 72) / page.dpi,
  height: (page.height * 72) / page.dpi,
  words: 0,
  chars: 0,
  confidence: 0,
  turn: 0,
  skewDegrees: 0,
});

interface Posture {
  turn: QuarterTurn;
  skew: number;
}

/** The page's likeliest posture, or null when it holds no lines of text. */
async function findPosture(page: PageImage): Promise<Posture | null> {
  // half the resolution is plenty for the statistics, and four times faster
  const probe = await shrinkPage(page, 0.5);
  const ink = inkShare(probe);
  if (ink < MIN_INK || ink > MAX_INK) return null;
  const lines = findTextLines(probe);
  if (lines.contrast < MIN_LINE_CONTRAST) return null;
  const level: QuarterTurn = lines.vertical ? 90 : 0;
  const levelled = await turnPage(probe, level);
  const skew = lines.vertical ? findTextLines(levelled).skew : lines.skew;
  const straight = Math.abs(skew) >= MIN_SKEW ? await rotatePage(levelled, -skew) : levelled;
  const turn = (uprightScore(straight) >= 0 ? level : level + 180) as QuarterTurn;
  // turning the page upside down turns its skew the same way round: the slope keeps its sign
  return { turn, skew: Math.abs(skew) >= MIN_SKEW ? skew : 0 };
}

async function readPosed(page: PageImage, posture: Posture, opts: OcrPageOptions): Promise<OcrPage> {
  const turned = await turnPage(page, posture.turn);
  const straight = await rotatePage(turned, -posture.skew);
  const blocks = await recognise(toPgm(straight), opts.languages, { dpi: straight.dpi });
  const lines: OcrLine[] = linesOfBlocks(blocks);
  return { ...linesToRuns(lines, straight), turn: posture.turn, skewDegrees: posture.skew };
}

/** Confidence first; a reading with many more words beats a slightly more confident fragment. */
const merit = (page: OcrPageText) => page.confidence * Math.log1p(page.chars);

export async function ocrPage(page: PageImage, opts: OcrPageOptions): Promise<OcrPage> {
  const posture = await findPosture(page);
  if (!posture) return emptyPage(page);
  const first = await readPosed(page, posture, opts);
  if (first.confidence >= CONFIDENT) return first;
  const flipped = await readPosed(page, { turn: ((posture.turn + 180) % 360) as QuarterTurn, skew: posture.skew }, opts);
  return merit(flipped) > merit(first) ? flipped : first;
}
