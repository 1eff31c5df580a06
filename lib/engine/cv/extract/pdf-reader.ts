// first: it must see the native JSON functions before pdf.js replaces them
import { restoreNativeBuiltins } from './native-builtins';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { corruptPdf, mapPdfError, tooManyPages } from './pdf-errors';
import { fontFamilyOf, isBoldFontName } from './pdf-font-name';
import { cleanText, MAX_LINE_CHARS } from './bounded-text';
import { tooMuchContent } from './pdf-content-budget';
import { normalizeGlyphs } from './pdf-glyphs';
import { pdfLinkTargets } from './link-targets';
import type { PdfTextRun } from '../pdf-text-run';

/*
 * Reads positioned text runs and image counts out of a PDF with pdf.js, under a page limit
 * and a deadline. pdf.js runs in-process (its fake worker); the legacy build is the one for Node.
 */

/** Guards against PDFs crafted to make pdf.js loop (cyclic references, huge content streams). */
const DEADLINE_MS = 15_000;
/** Larger images are not decoded: a photo or a scan of A4 at 400 dpi is well below. */
const MAX_IMAGE_PIXELS = 25_000_000;
/** One text piece of a PDF is a line at most; more is not text meant to be read. */
const MAX_RUN_CHARS = 2_000;
/** Text pieces on one page; a dense CV page has a few thousand. */
const MAX_ITEMS_PER_PAGE = 20_000;
/** A page with an image and less text than this looks scanned. */
export const SCANNED_PAGE_CHARS = 200;

/** How every upload is opened with pdf.js, to read or to draw: no fonts installed into the process, no system fonts, no eval, no console noise. */
export const UPLOAD_PDF_OPTIONS = { disableFontFace: true, useSystemFonts: false, isEvalSupported: false, verbosity: 0 } as const;

const IMAGE_OPS = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageXObjectRepeat]);

interface TextItemLike {
  str?: string;
  transform?: number[];
  width?: number;
  fontName?: string;
}

export interface PageContent {
  runs: PdfTextRun[];
  /** the web addresses of the page's link annotations */
  links?: string[];
  width: number;
  height: number;
  images: number;
}

type PdfPage = Awaited<ReturnType<Awaited<ReturnType<typeof getDocument>['promise']>['getPage']>>;

function fontNameOf(page: PdfPage, loadedName: string): string {
  try {
    const font = page.commonObjs.has(loadedName) ? (page.commonObjs.get(loadedName) as { name?: string }) : null;
    return font?.name ?? loadedName;
  } catch {
    return loadedName;
  }
}

/**
 * The operator list costs as much as the text itself, so it is walked only where it adds
 * something: a page using fonts not seen yet (it loads them into commonObjs, which gives
 * the real font names and so bold) or a page with little text (are there images, is it a
 * scan?). A later page in the fonts of page one with plenty of text is not walked again,
 * so imageCount counts the images on the pages that were walked: page one always is.
 */
async function countImagesIfNeeded(page: PdfPage, items: TextItemLike[]): Promise<number> {
  const chars = items.reduce((sum, item) => sum + (item.str?.trim().length ?? 0), 0);
  const unknownFont = items.some((item) => item.fontName && !page.commonObjs.has(item.fontName));
  if (!unknownFont && chars >= SCANNED_PAGE_CHARS) return 0;
  const operators = await page.getOperatorList();
  return operators.fnArray.filter((op) => IMAGE_OPS.has(op)).length;
}

/** Icon fonts (LaTeX's awesome-cv and moderncv, web builders): their glyphs are pictures, not text. */
const ICON_FONT = /fontawesome|font-awesome|academicons|materialicons|material-icons|ionicons|glyphicons|octicons|feather|simple-?icons/i;

async function readPage(page: PdfPage): Promise<PageContent> {
  const [left, , right, top] = page.view;
  const content = await page.getTextContent();
  if (content.items.length > MAX_ITEMS_PER_PAGE) throw tooMuchContent();
  const images = await countImagesIfNeeded(page, content.items as TextItemLike[]);
  const runs: PdfTextRun[] = [];
  for (const item of content.items as TextItemLike[]) {
    if (!item.str || !item.transform) continue;
    const [a, b, c, d, e, f] = item.transform;
    const fontSize = Math.hypot(c, d) || Math.hypot(a, b);
    const fontName = fontNameOf(page, item.fontName ?? '');
    // an icon font's glyph reads as its name ("HOUSE-CHIMNEY", "LINKEDIN") and would glue onto the link after it
    if (ICON_FONT.test(fontName)) continue;
    runs.push({
      text: cleanText(normalizeGlyphs(item.str.slice(0, MAX_RUN_CHARS))),
      x: e - left,
      baseline: top - f,
      width: item.width ?? 0,
      fontSize: Math.round(fontSize * 100) / 100,
      bold: isBoldFontName(fontName),
      fontFamily: fontFamilyOf(fontName),
    });
  }
  const links = pdfLinkTargets(await page.getAnnotations({ intent: 'display' }));
  return { runs, width: right - left, height: top - page.view[1], images, links };
}

type LoadingTask = ReturnType<typeof getDocument>;

async function readPdf(task: LoadingTask, maxPages: number): Promise<PageContent[]> {
  const doc = await task.promise;
  // Checked before any page is parsed, so a 5,000-page upload costs almost nothing.
  if (doc.numPages > maxPages) throw tooManyPages(doc.numPages, maxPages);
  const pages: PageContent[] = [];
  for (let n = 1; n <= doc.numPages && !task.destroyed; n++) {
    const page = await doc.getPage(n);
    pages.push(await readPage(page));
  }
  return pages;
}

restoreNativeBuiltins();

export async function readPdfPages(bytes: Uint8Array, maxPages: number): Promise<PageContent[]> {
  const task = getDocument({
    data: bytes.slice(),
    ...UPLOAD_PDF_OPTIONS,
    // images are only counted here; one of 10,000 × 10,000 would otherwise be decoded (300 MB)
    maxImageSize: MAX_IMAGE_PIXELS,
  });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(corruptPdf()), DEADLINE_MS);
  });
  const reading = readPdf(task, maxPages);
  // After a timeout the reading is abandoned; its late failure must not become an unhandled rejection.
  reading.catch(() => undefined);
  try {
    return await Promise.race([reading, deadline]);
  } catch (error) {
    throw mapPdfError(error);
  } finally {
    clearTimeout(timer);
    await task.destroy();
    // the worker side of pdf.js loads with the first document and patches JSON again
    restoreNativeBuiltins();
  }
}

