/**
 * Uploaded images (PNG, JPEG, WebP, TIFF with one page or several) decoded with sharp into page
 * images for the OCR. The header alone tells the format, size and page count, so the upload can
 * be checked in the request without decoding it.
 */
import type { Metadata } from 'sharp';
import { AppError } from '../../../../errors';
import { loadSharp } from './load-sharp';
import { corruptImage, imageTooLarge, tooManyScannedPages } from './ocr-errors';
import { pageFromImage, type PageImage } from './page-image';

/** Image formats read by OCR (sharp decodes them); other images are refused by name. */
export type ScanImageFormat = 'png' | 'jpeg' | 'webp' | 'tiff';

export interface ImageInfo {
  format: ScanImageFormat;
  pages: number;
}

/** A 48-megapixel phone photo is fine; past this the decoding alone would cost too much memory. */
export const MAX_IMAGE_MEGAPIXELS = 100;
const MAX_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;

const FORMAT_NAMES: Record<ScanImageFormat, string> = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP', tiff: 'TIFF' };

const open = async (bytes: Uint8Array, page?: number) =>
  (await loadSharp())(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'truncated', ...(page === undefined ? {} : { page }) });

/** The header only: sharp's own pixel limit would call an oversized image damaged. */
const header = async (bytes: Uint8Array) => (await loadSharp())(bytes, { limitInputPixels: false }).metadata();

/** The header's account of the image: refuses damaged, oversized and over-long ones. */
export async function inspectImage(bytes: Uint8Array, format: ScanImageFormat, maxPages: number): Promise<ImageInfo> {
  let meta: Metadata;
  try {
    meta = await header(bytes);
  } catch {
    throw corruptImage(FORMAT_NAMES[format]);
  }
  if (!meta.width || !meta.height) throw corruptImage(FORMAT_NAMES[format]);
  const pages = meta.pages ?? 1;
  if (pages > maxPages) throw tooManyScannedPages(pages, maxPages);
  // every page of a TIFF may have its own size; the first one stands for all in this quick check
  const megapixels = Math.ceil((meta.width * (meta.pageHeight ?? meta.height)) / 1_000_000);
  if (megapixels > MAX_IMAGE_MEGAPIXELS) throw imageTooLarge(megapixels, MAX_IMAGE_MEGAPIXELS);
  return { format, pages };
}

/** Every page of the image, turned as the camera recorded (EXIF) and normalised for the OCR. */
export async function imagePages(bytes: Uint8Array, format: ScanImageFormat, maxPages: number): Promise<PageImage[]> {
  const { pages } = await inspectImage(bytes, format, maxPages);
  const out: PageImage[] = [];
  for (let page = 0; page < pages; page++) {
    try {
      const image = (await open(bytes, page)).autoOrient();
      const meta = await image.metadata();
      const { width, height } = meta.autoOrient;
      if (width * height > MAX_PIXELS) throw imageTooLarge(Math.ceil((width * height) / 1_000_000), MAX_IMAGE_MEGAPIXELS);
      out.push(await pageFromImage(image, width, height));
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw corruptImage(FORMAT_NAMES[format]);
    }
  }
  return out;
}
