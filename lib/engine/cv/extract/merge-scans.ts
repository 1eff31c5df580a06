/**
 * Puts OCR readings in place of the pages they read, and judges them: a page read with too little
 * confidence is left out rather than guessed at, and a document with nothing readable left is
 * refused with the confidence that was reached.
 */
import type { OcrQuality } from '../types';
import { readableChars } from './garbled-ratio';
import type { PageContent } from './pdf-reader';
import { scanTooPoor } from './ocr/ocr-errors';
import type { OcrPage } from './ocr/ocr-page';
import type { OcrSettings } from './ocr/ocr-settings';

/** Under this many readable characters a document holds no CV worth analysing. */
export const MIN_TEXT_CHARS = 50;

export interface MergedScans {
  pages: PageContent[];
  /** indices of the pages whose text now comes from OCR */
  ocrPages: Set<number>;
  ocr?: OcrQuality;
  warnings: string[];
}

const pageChars = (page: PageContent) => readableChars(page.runs.map((run) => run.text).join(''));

function meanConfidence(readings: OcrPage[]): number {
  const chars = readings.reduce((sum, r) => sum + r.chars, 0);
  return chars ? readings.reduce((sum, r) => sum + r.confidence * r.chars, 0) / chars : 0;
}

/** How the page lay, from the clockwise turn that put it upright. */
const TURNS: Record<number, string> = { 90: 'turned a quarter anticlockwise', 180: 'upside down', 270: 'turned a quarter clockwise' };

/** `readings` maps page indices (0-based) to what the OCR read on them. */
export function mergeScans(pages: PageContent[], readings: Map<number, OcrPage>, settings: OcrSettings): MergedScans {
  const merged = [...pages];
  const ocrPages = new Set<number>();
  const warnings: string[] = [];
  const withText = [...readings.values()].filter((r) => r.chars > 0);
  for (const [index, reading] of [...readings].sort((a, b) => a[0] - b[0])) {
    if (reading.chars === 0) continue;
    const label = `Page ${index + 1}`;
    if (reading.confidence < settings.minConfidence) {
      warnings.push(`${label} is a scan too poor to read (OCR confidence ${Math.round(reading.confidence)}%); it was left out.`);
      continue;
    }
    // the text layer of a mixed page is drawn on the image the OCR read: keep whichever holds more
    if (reading.chars <= pageChars(pages[index])) continue;
    merged[index] = { runs: reading.runs, width: reading.width, height: reading.height, images: pages[index].images };
    ocrPages.add(index);
    if (reading.turn !== 0) warnings.push(`${label} was ${TURNS[reading.turn]} and was read turned upright.`);
  }
  const readable = merged.reduce((sum, page) => sum + pageChars(page), 0);
  if (readable < MIN_TEXT_CHARS && readings.size > 0) throw scanTooPoor(withText.length ? meanConfidence(withText) : null, settings.minConfidence);
  if (ocrPages.size === 0) return { pages: merged, ocrPages, warnings };
  const used = [...ocrPages].map((i) => readings.get(i)!);
  const confidence = Math.round(meanConfidence(used) * 10) / 10;
  const numbers = [...ocrPages].map((i) => i + 1);
  warnings.unshift(
    `${numbers.length === 1 ? `Page ${numbers[0]} was` : `Pages ${numbers.join(', ')} were`} read from a scan by OCR (mean confidence ${Math.round(confidence)}%): names, dates and figures may hold misread characters.`,
  );
  return { pages: merged, ocrPages, ocr: { pages: numbers, meanConfidence: confidence, languages: [...settings.languages] }, warnings };
}
