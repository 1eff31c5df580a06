import type { ExtractedDocument } from '../types';
import { readableChars } from './garbled-ratio';
import { MIN_TEXT_CHARS, mergeScans } from './merge-scans';
import { tooManyScannedPages } from './ocr/ocr-errors';
import { ocrPageImages } from './ocr/ocr-pages';
import type { OcrSettings } from './ocr/ocr-settings';
import { rasterisePdfPages } from './rasterise-pdf';
import { pagedDocument } from './paged-document';
import { assertPdfContentWithinBudget } from './pdf-content-budget';
import { corruptPdf, imageOnlyPdf } from './pdf-errors';
import { readPdfPages, SCANNED_PAGE_CHARS, type PageContent } from './pdf-reader';

/** A PDF's text layer, page by page, and the pages that must be read by OCR. */
export interface PdfText {
  pages: PageContent[];
  /** 0-based indices of the pages that are images with (almost) no text: scans */
  scanned: number[];
}

/** A file cut off mid-upload loses its trailer; pdf.js would silently read a fragment of it. */
function isTruncated(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).lastIndexOf('%%EOF') < 0;
}

/**
 * Reads the text layer (fast: no OCR) and finds the scanned pages: pages holding images and
 * almost no text. Refuses a PDF with more scanned pages than the OCR reads.
 */
export async function readPdfText(bytes: Uint8Array, maxPages: number, maxScannedPages: number): Promise<PdfText> {
  if (isTruncated(bytes)) throw corruptPdf();
  assertPdfContentWithinBudget(bytes);
  const pages = await readPdfPages(bytes, maxPages);
  const scanned = pages.flatMap((page, i) =>
    page.images > 0 && readableChars(page.runs.map((run) => run.text).join('')) < SCANNED_PAGE_CHARS ? [i] : [],
  );
  if (scanned.length > maxScannedPages) throw tooManyScannedPages(scanned.length, maxScannedPages);
  return { pages, scanned };
}

/** The text layer alone, when no page is a scan. */
export function pdfTextDocument(text: PdfText): ExtractedDocument {
  const chars = text.pages.reduce((sum, page) => sum + readableChars(page.runs.map((run) => run.text).join('')), 0);
  if (chars < MIN_TEXT_CHARS) throw imageOnlyPdf();
  return pagedDocument('pdf', text.pages, { ocrPages: new Set(), warnings: [] });
}

/** The whole PDF: text pages from the text layer, scanned pages rendered and read by OCR. */
export async function extractPdf(bytes: Uint8Array, maxPages: number, ocr: OcrSettings): Promise<ExtractedDocument> {
  const text = await readPdfText(bytes, maxPages, ocr.maxPages);
  if (text.scanned.length === 0) return pdfTextDocument(text);
  const images = await rasterisePdfPages(bytes, text.scanned.map((i) => i + 1));
  const readings = await ocrPageImages(images, ocr);
  const merged = mergeScans(text.pages, new Map(text.scanned.map((page, i) => [page, readings[i]])), ocr);
  return pagedDocument('pdf', merged.pages, merged);
}
