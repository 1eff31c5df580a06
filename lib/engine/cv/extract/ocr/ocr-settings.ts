/** The languages the OCR reads, as tesseract names them; each ships as an npm package (@tesseract.js-data). */
export const OCR_LANGUAGE_CODES = ['eng', 'fra', 'deu', 'spa'] as const;
export type OcrLanguage = (typeof OCR_LANGUAGE_CODES)[number];

/** How scans are read; the service sets them from its environment (lib/env.ts). */
export interface OcrSettings {
  /** the language models every page is read with (each adds time: four cost about twice one) */
  languages: readonly OcrLanguage[];
  /** scanned pages (image pages of a PDF, pages of an image) read at most */
  maxPages: number;
  /** mean word confidence (0..100) under which a page is too poor to read */
  minConfidence: number;
}

export const DEFAULT_OCR_SETTINGS: OcrSettings = { languages: OCR_LANGUAGE_CODES, maxPages: 4, minConfidence: 60 };
