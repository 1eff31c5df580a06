/**
 * A page as the OCR reads it: 8-bit greyscale at a known resolution, evenly lit. Uploaded images
 * and rasterised PDF pages both end up here, so they are cleaned the same way.
 */
import type { Sharp } from 'sharp';
import { loadSharp } from './load-sharp';

export interface PageImage {
  /** one byte per pixel, row by row */
  grey: Buffer;
  width: number;
  height: number;
  /** pixels per inch of the page: PDF pages know it, photos are assumed to show a whole A4 page */
  dpi: number;
}

/** Resolution the OCR reads at: 10 pt body text then has an x-height of about 20 pixels. */
export const OCR_DPI = 300;
/** The width of an A4 page, in inches: a photo or scan of unknown resolution is taken to span it. */
export const A4_WIDTH_INCHES = 8.27;

/** Blocks of this many pixels are averaged into the estimate of the paper's brightness. */
const LIGHT_CELL = 32;
/** Below this spread of the paper's brightness (0..255) the page counts as evenly lit. */
const EVEN_LIGHT_SPREAD = 6;

async function rawGrey(image: Sharp): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await image.greyscale().raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`expected one channel, got ${info.channels}`);
  return { data, width: info.width, height: info.height };
}

const fromRaw = async (grey: Buffer, width: number, height: number) => (await loadSharp())(grey, { raw: { width, height, channels: 1 } });

function percentile(values: Uint8Array | Buffer, p: number): number {
  const counts = new Uint32Array(256);
  for (const v of values) counts[v]++;
  let seen = 0;
  const target = p * values.length;
  for (let v = 0; v < 256; v++) {
    seen += counts[v];
    if (seen >= target) return v;
  }
  return 255;
}

/**
 * Divides the page by an estimate of the paper's own brightness (the image averaged over large
 * blocks: text is thin, paper dominates every block), so a photo's shadow or a scanner's uneven
 * lamp no longer defeats the single threshold the OCR binarises with. Shaded boxes and sidebars
 * turn white the same way, which helps as much.
 */
async function evenLight(page: PageImage): Promise<PageImage> {
  const cellsX = Math.max(1, Math.round(page.width / LIGHT_CELL));
  const cellsY = Math.max(1, Math.round(page.height / LIGHT_CELL));
  const small = await rawGrey((await fromRaw(page.grey, page.width, page.height)).resize(cellsX, cellsY, { kernel: 'cubic', fit: 'fill' }));
  // the brightest quarter of the blocks is paper: without spread there is nothing to even out
  if (percentile(small.data, 0.95) - percentile(small.data, 0.25) < EVEN_LIGHT_SPREAD) return page;
  const light = await rawGrey(
    (await fromRaw(small.data, small.width, small.height)).blur(1.5).resize(page.width, page.height, { kernel: 'linear', fit: 'fill' }),
  );
  const out = Buffer.allocUnsafe(page.grey.length);
  for (let i = 0; i < out.length; i++) out[i] = Math.min(255, Math.round((page.grey[i] * 255) / Math.max(light.data[i], 1)));
  return { ...page, grey: out };
}

/**
 * A photo or scan of unknown resolution, brought to the OCR's: greyscale, alpha on white,
 * resampled so that its short side (a page's width, whichever way the photo was taken) spans an
 * A4 page at OCR_DPI, evenly lit. Small images are enlarged at most threefold.
 */
export async function pageFromImage(image: Sharp, width: number, height: number): Promise<PageImage> {
  const scale = Math.min(3, (OCR_DPI * A4_WIDTH_INCHES) / Math.min(width, height));
  const target = { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
  const grey = await rawGrey(image.flatten({ background: '#ffffff' }).resize(target.width, target.height, { fit: 'fill', kernel: 'lanczos3' }));
  return evenLight({ grey: grey.data, width: grey.width, height: grey.height, dpi: Math.min(grey.width, grey.height) / A4_WIDTH_INCHES });
}

/** A page rendered at a known resolution (a PDF page), as RGBA pixels: greyscale, evenly lit. */
export async function pageFromRaster(rgba: Buffer, width: number, height: number, dpi: number): Promise<PageImage> {
  const grey = await rawGrey((await loadSharp())(rgba, { raw: { width, height, channels: 4 } }).flatten({ background: '#ffffff' }));
  return evenLight({ grey: grey.data, width: grey.width, height: grey.height, dpi });
}

/** The page as a binary PGM: leptonica reads it without decoding, unlike PNG. */
export function toPgm(page: PageImage): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${page.width} ${page.height}\n255\n`, 'ascii'), page.grey]);
}

/** Quarter turns of the page (clockwise degrees), done exactly: the OCR's own rotation is for small angles. */
export async function turnPage(page: PageImage, degrees: 0 | 90 | 180 | 270): Promise<PageImage> {
  if (degrees === 0) return page;
  const turned = await rawGrey((await fromRaw(page.grey, page.width, page.height)).rotate(degrees));
  return { grey: turned.data, width: turned.width, height: turned.height, dpi: page.dpi };
}

/** Straightens a small skew (degrees, clockwise positive), the corners filled with paper. */
export async function rotatePage(page: PageImage, degrees: number): Promise<PageImage> {
  if (degrees === 0) return page;
  const turned = await rawGrey((await fromRaw(page.grey, page.width, page.height)).rotate(degrees, { background: '#ffffff' }));
  return { grey: turned.data, width: turned.width, height: turned.height, dpi: page.dpi };
}

/** A smaller copy for quick probes (orientation), at `factor` of the size. */
export async function shrinkPage(page: PageImage, factor: number): Promise<PageImage> {
  const width = Math.max(1, Math.round(page.width * factor));
  const height = Math.max(1, Math.round(page.height * factor));
  const small = await rawGrey((await fromRaw(page.grey, page.width, page.height)).resize(width, height, { fit: 'fill' }));
  return { grey: small.data, width, height, dpi: page.dpi * factor };
}
