import type { DocumentKind, ExtractedDocument, ExtractedLine, OcrQuality } from '../types';
import { fontStats } from './font-stats';
import { extractionQuality } from './extraction-quality';
import { layoutPdfPage } from './layout-pdf-page';
import { removePageFurniture } from './page-furniture';
import type { PageContent } from './pdf-reader';
import { boundedLinks } from './link-targets';

export interface PagedDocumentExtras {
  /** indices of the pages whose runs came from OCR */
  ocrPages: ReadonlySet<number>;
  ocr?: OcrQuality;
  warnings: string[];
}

/**
 * Lays out pages of positioned text runs (a PDF's text layer, or OCR'd words in the same shape)
 * into the document the parser reads, without the page furniture repeated on every page. Font statistics for layout come from every page; the ones
 * reported as quality only from real text layers, as an OCR'd page's sizes are estimates.
 */
export function pagedDocument(kind: DocumentKind, printed: PageContent[], extras: PagedDocumentExtras): ExtractedDocument {
  // running headers, footers and page numbers, whether from the text layer or from OCR
  const pages = removePageFurniture(printed);
  const layoutStats = fontStats(pages.flatMap((page) => page.runs));
  const textLayerStats = fontStats(pages.flatMap((page, i) => (extras.ocrPages.has(i) ? [] : page.runs)));
  const lines: ExtractedLine[] = [];
  let columns = 1;
  const warnings = [...extras.warnings];
  pages.forEach((page, i) => {
    const layout = layoutPdfPage(page.runs, page.width, i + 1, layoutStats.bodyFontSize);
    lines.push(...layout.lines);
    columns = Math.max(columns, layout.columns);
  });
  if (columns > 1) warnings.push(`${columns}-column layout read column by column, left column first.`);
  const text = lines.map((line) => line.text).join('\n');
  return {
    kind,
    text,
    lines,
    quality: extractionQuality(text, {
      pageCount: pages.length,
      columns,
      imageCount: pages.reduce((sum, page) => sum + page.images, 0),
      minFontSize: textLayerStats.minFontSize,
      bodyFontSize: textLayerStats.bodyFontSize,
      fontFamilies: textLayerStats.fontFamilies,
      fontSizes: textLayerStats.fontSizes,
      ...(extras.ocr ? { ocr: extras.ocr } : {}),
    }),
    warnings,
    links: boundedLinks(printed.flatMap((page) => page.links ?? [])),
  };
}
