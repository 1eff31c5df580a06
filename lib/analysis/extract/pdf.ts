import type { ExtractedDocument, ExtractedLine } from '../types';
import { fontStats } from './font-stats';
import { garbledRatio, readableChars } from './garbled-ratio';
import { layoutPdfPage } from './layout-pdf-page';
import { corruptPdf, imageOnlyPdf } from './pdf-errors';
import { readPdfPages, SCANNED_PAGE_CHARS } from './pdf-reader';

/** Under this many readable characters there is no text layer worth analysing. */
const MIN_TEXT_CHARS = 50;

/** A file cut off mid-upload loses its trailer; pdf.js would silently read a fragment of it. */
function isTruncated(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).lastIndexOf('%%EOF') < 0;
}

export async function extractPdf(bytes: Uint8Array, maxPages: number): Promise<ExtractedDocument> {
  if (isTruncated(bytes)) throw corruptPdf();
  const pages = await readPdfPages(bytes, maxPages);
  const stats = fontStats(pages.flatMap((page) => page.runs));
  const lines: ExtractedLine[] = [];
  let columns = 1;
  const warnings: string[] = [];
  let scannedPages = 0;
  pages.forEach((page, i) => {
    const layout = layoutPdfPage(page.runs, page.width, i + 1, stats.bodyFontSize);
    lines.push(...layout.lines);
    columns = Math.max(columns, layout.columns);
    const pageChars = readableChars(layout.lines.map((line) => line.text).join(''));
    if (page.images > 0 && pageChars < SCANNED_PAGE_CHARS) scannedPages++;
  });
  const text = lines.map((line) => line.text).join('\n');
  const chars = readableChars(text);
  if (chars < MIN_TEXT_CHARS || (pages.length > 0 && scannedPages === pages.length)) throw imageOnlyPdf();
  if (scannedPages > 0) warnings.push(`${scannedPages} page(s) hold images but almost no text: parts of the CV may be scanned.`);
  if (columns > 1) warnings.push(`${columns}-column layout read column by column, left column first.`);
  const imageCount = pages.reduce((sum, page) => sum + page.images, 0);
  return {
    kind: 'pdf',
    text,
    lines,
    quality: {
      garbledRatio: garbledRatio(text),
      textChars: text.replace(/\s/g, '').length,
      pageCount: pages.length,
      columns,
      imageCount,
      tables: 0,
      textBoxes: 0,
      contactInHeaderFooter: false,
      minFontSize: stats.minFontSize,
      bodyFontSize: stats.bodyFontSize,
      fontFamilies: stats.fontFamilies,
      fontSizes: stats.fontSizes,
    },
    warnings,
  };
}
