import { ocrPage, type OcrPage } from './ocr-page';
import type { OcrSettings } from './ocr-settings';
import type { PageImage } from './page-image';

/** Reads the pages one after another: the OCR uses one core, and pages share its warm engine. */
export async function ocrPageImages(images: PageImage[], settings: OcrSettings): Promise<OcrPage[]> {
  const pages: OcrPage[] = [];
  for (const image of images) pages.push(await ocrPage(image, { languages: settings.languages }));
  return pages;
}
