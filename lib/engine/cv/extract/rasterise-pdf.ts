// first: it must see the native JSON functions before pdf.js replaces them
import { restoreNativeBuiltins } from './native-builtins';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { mapPdfError } from './pdf-errors';
import { UPLOAD_PDF_OPTIONS } from './pdf-reader';
import { packageFolder } from './ocr/ocr-files';
import { OCR_DPI, pageFromRaster, type PageImage } from './ocr/page-image';

/*
 * Renders PDF pages to images for the OCR with pdf.js, which draws on @napi-rs/canvas in Node.
 * Fonts, colour profiles and image decoders come from pdfjs-dist's own folders, never a URL.
 */

/** A page drawn larger than this many pixels is drawn at a lower resolution (a poster-sized page). */
const MAX_PAGE_PIXELS = 16_000_000;

interface CanvasLike {
  getContext(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } };
}

restoreNativeBuiltins();

/** Renders the pages numbered `pageNumbers` (1-based) at the OCR's resolution. */
export async function rasterisePdfPages(bytes: Uint8Array, pageNumbers: number[]): Promise<PageImage[]> {
  const pdfjs = packageFolder('pdfjs-dist');
  const task = getDocument({
    data: bytes.slice(),
    ...UPLOAD_PDF_OPTIONS,
    standardFontDataUrl: `${pdfjs}standard_fonts/`,
    cMapUrl: `${pdfjs}cmaps/`,
    iccUrl: `${pdfjs}iccs/`,
    wasmUrl: `${pdfjs}wasm/`,
  });
  try {
    const doc = await task.promise;
    const pages: PageImage[] = [];
    for (const n of pageNumbers) {
      const page = await doc.getPage(n);
      const base = page.getViewport({ scale: 1 });
      const fit = Math.sqrt(MAX_PAGE_PIXELS / Math.max(1, base.width * base.height));
      const scale = Math.min(OCR_DPI / 72, fit);
      const viewport = page.getViewport({ scale });
      const width = Math.max(1, Math.floor(viewport.width));
      const height = Math.max(1, Math.floor(viewport.height));
      const { canvas } = (doc.canvasFactory as { create(w: number, h: number): { canvas: CanvasLike } }).create(width, height);
      await page.render({ canvas: canvas as never, viewport, background: '#ffffff' }).promise;
      const rgba = canvas.getContext('2d').getImageData(0, 0, width, height).data;
      pages.push(await pageFromRaster(Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength), width, height, scale * 72));
      page.cleanup();
    }
    return pages;
  } catch (error) {
    throw mapPdfError(error);
  } finally {
    await task.destroy();
    restoreNativeBuiltins();
  }
}
