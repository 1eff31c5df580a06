import { AppError, unreadableFile } from '../../../errors';

export const encryptedPdf = () =>
  unreadableFile(
    'This PDF is password-protected, so its text cannot be read. Remove the password (print or export it to a new PDF) and upload it again.',
    'encrypted_pdf',
  );

export const corruptPdf = () =>
  unreadableFile(
    'This PDF is damaged or incomplete and cannot be read. Export it again from your editor and re-upload it.',
    'corrupt_file',
  );

export const imageOnlyPdf = () =>
  unreadableFile(
    'This PDF has no readable text layer and no scanned pages to read. Upload a PDF exported from a word processor or CV builder, a DOCX file, or a scan or photo of your CV.',
    'image_only_pdf',
  );

export const tooManyPages = (pages: number, max: number) =>
  unreadableFile(
    `This PDF has ${pages} pages; a CV can have at most ${max}. Upload only your CV.`,
    'too_many_pages',
  );

/** pdf.js signals failures by exception name; anything unexpected is treated as a damaged file. */
export function mapPdfError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const name = (error as { name?: string } | null)?.name;
  if (name === 'PasswordException') return encryptedPdf();
  return corruptPdf();
}
