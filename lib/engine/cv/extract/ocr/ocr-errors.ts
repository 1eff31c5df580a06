import { unreadableFile } from '../../../../errors';

const BETTER_FILE = 'Upload a PDF exported from a word processor or CV builder, a DOCX file, or a sharper scan (300 dpi, evenly lit, upright).';

export const corruptImage = (format: string) =>
  unreadableFile(`This ${format} image is damaged or incomplete and cannot be read. Save or export it again and re-upload it.`, 'corrupt_file');

export const imageTooLarge = (megapixels: number, max: number) =>
  unreadableFile(
    `This image is ${megapixels} megapixels; images of up to ${max} megapixels are read. Scan at 300 dpi or resize the photo and upload it again.`,
    'image_too_large',
  );

export const tooManyScannedPages = (pages: number, max: number) =>
  unreadableFile(
    `This scan has ${pages} pages to read by OCR; at most ${max} are read. Upload only your CV, or a PDF exported from a word processor (its pages are not limited this way).`,
    'too_many_pages',
  );

/** The OCR found no text, or text it could not vouch for: refused rather than guessed at. */
export const scanTooPoor = (confidence: number | null, threshold: number) =>
  unreadableFile(
    confidence === null
      ? `This scan is too poor to read: no lines of text were found on it. ${BETTER_FILE}`
      : `This scan is too poor to read: the OCR's mean confidence is ${Math.round(confidence)}%, below the ${threshold}% a reliable reading needs. ${BETTER_FILE}`,
    'scan_unreadable',
  );
