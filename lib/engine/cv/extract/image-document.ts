import type { ExtractedDocument } from '../types';
import { pagedDocument } from './paged-document';
import { imagePages, type ScanImageFormat } from './ocr/image-pages';
import { mergeScans } from './merge-scans';
import { ocrPageImages } from './ocr/ocr-pages';
import type { OcrSettings } from './ocr/ocr-settings';

/** A photo or scan uploaded as an image: every page read by OCR. */
export async function extractImage(bytes: Uint8Array, format: ScanImageFormat, settings: OcrSettings): Promise<ExtractedDocument> {
  const images = await imagePages(bytes, format, settings.maxPages);
  const readings = await ocrPageImages(images, settings);
  const blank = readings.map((r) => ({ runs: [], width: r.width, height: r.height, images: 1 }));
  const merged = mergeScans(blank, new Map(readings.map((r, i) => [i, r])), settings);
  return pagedDocument('image', merged.pages, merged);
}
