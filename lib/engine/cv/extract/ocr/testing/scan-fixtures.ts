/**
 * Makes scans and photographs of CVs from the engine's text PDFs, for the OCR's tests, eval and
 * bench: pages rendered by poppler (pdftoppm, an independent renderer) at a chosen resolution,
 * then skewed, turned, unevenly lit and noised with sharp the way a flatbed scan or a phone photo
 * is; and the files people upload them in (PNG, JPEG, WebP, multi-page TIFF, image-only PDF, a PDF
 * mixing text and scanned pages). Deterministic: the same variant gives the same bytes.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { seededRandom } from '../../../../../testing/stats';
import { assemblePdf } from '../../../hostile/pdf-assembler';

export type ScanFormat = 'png' | 'jpeg' | 'webp' | 'tiff' | 'pdf';

export interface ScanVariant {
  /** resolution the page is rendered at, as a scanner would */
  dpi: number;
  /** small rotation in degrees, clockwise positive */
  skew?: number;
  /** how the page lies: upside down, or a quarter turn (a photo taken sideways) */
  turn?: 0 | 90 | 180 | 270;
  /** a phone photo: uneven light, a warm cast, sensor noise, slight blur, JPEG-like softness */
  photo?: boolean;
  format: ScanFormat;
}

export function hasPdftoppm(): boolean {
  return spawnSync('pdftoppm', ['-v']).status === 0;
}

/** The pages of a PDF as PNGs, rendered by poppler at `dpi`. */
export function renderPdfPages(pdfPath: string, dpi: number): Buffer[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cvlens-render-'));
  try {
    execFileSync('pdftoppm', ['-png', '-r', String(dpi), pdfPath, path.join(dir, 'page')]);
    return fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.png'))
      .sort()
      .map((f) => fs.readFileSync(path.join(dir, f)));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Light falling unevenly across an RGB page: brighter at one corner, a shadow towards the
 * opposite edge, a warm cast; then sensor noise (Gaussian, sigma 9 levels) and a slight blur.
 */
async function photograph(page: Sharp, seed: number): Promise<Buffer> {
  const { data, info } = await page.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const next = seededRandom(seed);
  const gauss = () => Math.sqrt(-2 * Math.log(next() + 1e-12)) * Math.cos(2 * Math.PI * next());
  const cast = [1, 0.95, 0.84];
  const out = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const u = x / width;
      const v = y / height;
      // 100% at the top left, about 55% in the shadowed bottom right corner
      const light = 1 - 0.25 * u - 0.2 * v - 0.15 * Math.max(0, u + v - 1);
      const noise = gauss() * 9;
      for (let c = 0; c < 3; c++) {
        const value = data[(y * width + x) * channels + Math.min(c, channels - 1)] * light * cast[c] + noise;
        out[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, Math.round(value)));
      }
    }
  }
  return sharp(out, { raw: { width, height, channels: 3 } }).blur(0.7).png().toBuffer();
}

/** Turns a rendered page into what a scanner or phone would hand over (PNG bytes). */
export async function scanOf(png: Buffer, variant: Omit<ScanVariant, 'format' | 'dpi'>, seed = 1): Promise<Buffer> {
  let image = sharp(png);
  if (variant.skew) image = sharp(await image.rotate(variant.skew, { background: '#ffffff' }).png().toBuffer());
  if (variant.turn) image = sharp(await image.rotate(variant.turn).png().toBuffer());
  return variant.photo ? photograph(image, seed) : image.greyscale().png().toBuffer();
}

/** Encodes page images in an upload format; several pages make a multi-page TIFF or PDF. */
export async function encodeScan(pages: Buffer[], format: ScanFormat, dpi: number): Promise<Buffer> {
  switch (format) {
    case 'png':
      return sharp(pages[0]).png().toBuffer();
    case 'jpeg':
      return sharp(pages[0]).jpeg({ quality: 80 }).toBuffer();
    case 'webp':
      return sharp(pages[0]).webp({ quality: 80 }).toBuffer();
    case 'tiff':
      // sharp joins two or more images into pages; one is a plain TIFF
      return (pages.length > 1 ? sharp(pages, { join: { animated: true } }) : sharp(pages[0])).tiff({ compression: 'lzw' }).toBuffer();
    case 'pdf':
      return imagePdf(await Promise.all(pages.map((p) => sharp(p).jpeg({ quality: 80 }).toBuffer())), dpi);
  }
}

/** A PDF whose pages are JPEG images and nothing else: what a scanner's "scan to PDF" writes. */
export async function imagePdf(jpegs: Buffer[], dpi: number): Promise<Buffer> {
  const sizes = await Promise.all(jpegs.map(async (j) => sharp(j).metadata()));
  const count = jpegs.length;
  // 1 catalog, 2 pages, then per page: page, content, image
  const objects: Parameters<typeof assemblePdf>[0] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${jpegs.map((_, i) => `${3 + i * 3} 0 R`).join(' ')}] /Count ${count} >>`,
  ];
  jpegs.forEach((jpeg, i) => {
    const { width = 1, height = 1, channels = 3 } = sizes[i];
    const w = (width * 72) / dpi;
    const h = (height * 72) / dpi;
    const draw = Buffer.from(`q ${w.toFixed(2)} 0 0 ${h.toFixed(2)} 0 0 cm /Im1 Do Q`);
    const first = 3 + i * 3;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w.toFixed(2)} ${h.toFixed(2)}] /Contents ${first + 1} 0 R /Resources << /XObject << /Im1 ${first + 2} 0 R >> >> >>`,
      { dict: `<< /Length ${draw.length} >>`, stream: draw },
      {
        dict: `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /${channels === 1 ? 'DeviceGray' : 'DeviceRGB'} /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>`,
        stream: jpeg,
      },
    );
  });
  return assemblePdf(objects, 1);
}

/** The pages of PDFs one after the other (qpdf), e.g. a text page followed by a scanned one. */
export function joinPdfs(parts: Buffer[]): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cvlens-join-'));
  try {
    const files = parts.map((bytes, i) => {
      const file = path.join(dir, `part-${i}.pdf`);
      fs.writeFileSync(file, bytes);
      return file;
    });
    const out = path.join(dir, 'joined.pdf');
    execFileSync('qpdf', ['--empty', '--pages', ...files.flatMap((f) => [f, '1-z']), '--', out]);
    return fs.readFileSync(out);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A photo of nothing legible: grey noise over an A4 page at 150 dpi. */
export async function noiseImage(seed = 7): Promise<Buffer> {
  const width = 1240;
  const height = 1754;
  const next = seededRandom(seed);
  const grey = Buffer.alloc(width * height);
  for (let i = 0; i < grey.length; i++) grey[i] = Math.floor(next() * 256);
  return sharp(grey, { raw: { width, height, channels: 1 } }).png().toBuffer();
}

/** A scan of a blank sheet: white with a little scanner noise. */
export async function blankImage(seed = 11): Promise<Buffer> {
  const width = 1240;
  const height = 1754;
  const next = seededRandom(seed);
  const grey = Buffer.alloc(width * height);
  for (let i = 0; i < grey.length; i++) grey[i] = 245 + Math.floor(next() * 10);
  return sharp(grey, { raw: { width, height, channels: 1 } }).png().toBuffer();
}

/** A variant of one fixture PDF as upload bytes. */
export async function scanFixture(pdfPath: string, variant: ScanVariant, seed = 1): Promise<Buffer> {
  const pages = renderPdfPages(pdfPath, variant.dpi);
  const scans = await Promise.all(pages.map((png, i) => scanOf(png, variant, seed + i)));
  return encodeScan(variant.format === 'png' || variant.format === 'jpeg' || variant.format === 'webp' ? scans.slice(0, 1) : scans, variant.format, variant.dpi);
}

/** A short name for a variant, for file names and reports. */
export const variantName = (v: ScanVariant) =>
  [`${v.dpi}dpi`, v.skew ? `skew${v.skew}` : '', v.turn ? `turn${v.turn}` : '', v.photo ? 'photo' : 'scan', v.format].filter(Boolean).join('-');
