/**
 * The upload check of a request: it must decide from the header or the text layer, in
 * milliseconds and without OCR, whether a file is a scan, and refuse what the OCR would refuse
 * for its size or length.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../errors';
import { readUpload } from '../index';
import { imagePages } from './image-pages';
import { imagePdf } from './testing/scan-fixtures';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const photo = () => readFileSync(path.join(FIXTURES, 'backend-engineer-us.photo-150dpi.jpg'));
const webp = () => readFileSync(path.join(FIXTURES, 'marketing-manager-fr.scan-150dpi.webp'));

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/** A white 1-bit PNG of the given size: a few kilobytes that decode to `width` x `height` pixels. */
function hugePng(width: number, height: number): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc((Math.ceil(width / 8) + 1) * height, 0));
  return new Uint8Array(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]));
}

async function tiffOf(pages: number, width = 300): Promise<Uint8Array> {
  const page = await sharp(webp()).resize(width).png().toBuffer();
  return new Uint8Array(await sharp(Array(pages).fill(page), { join: { animated: true } }).tiff().toBuffer());
}

describe('readUpload: what needs OCR is decided without running it', () => {
  it('takes JPEG, WebP and multi-page TIFF images as scans, with their page counts', async () => {
    expect(await readUpload(new Uint8Array(photo()))).toEqual({ scan: { format: 'jpeg', pages: 1 } });
    expect(await readUpload(new Uint8Array(webp()))).toEqual({ scan: { format: 'webp', pages: 1 } });
    expect(await readUpload(await tiffOf(3))).toEqual({ scan: { format: 'tiff', pages: 3 } });
  });

  it('counts the scanned pages of an image-only PDF', async () => {
    const jpeg = await sharp(webp()).jpeg().toBuffer();
    expect(await readUpload(new Uint8Array(await imagePdf([jpeg, jpeg], 150)))).toEqual({ scan: { format: 'pdf', pages: 2 } });
  });

  it('extracts a text PDF at once, as before', async () => {
    const reading = await readUpload(new Uint8Array(readFileSync(path.join(import.meta.dirname, '../../fixtures/pdf-nurse-au.pdf'))));
    expect(reading.document?.kind).toBe('pdf');
    expect(reading.scan).toBeUndefined();
  });

  it('refuses more scanned pages than the OCR reads, with the limit in the message', async () => {
    const error = await refusal(readUpload(await tiffOf(5)));
    expect([error.status, error.code]).toEqual([422, 'too_many_pages']);
    expect(error.message).toBe(
      'This scan has 5 pages to read by OCR; at most 4 are read. Upload only your CV, or a PDF exported from a word processor (its pages are not limited this way).',
    );
    const jpeg = await sharp(webp()).resize(200).jpeg().toBuffer();
    const pdf = new Uint8Array(await imagePdf([jpeg, jpeg, jpeg], 150));
    expect((await refusal(readUpload(pdf, { ocr: { languages: ['eng'], maxPages: 2, minConfidence: 60 } }))).message).toMatch(/^This scan has 3 pages/);
  });

  it('refuses an image too large to decode safely from its header alone', async () => {
    const error = await refusal(readUpload(hugePng(12_000, 9_000)));
    expect([error.status, error.code]).toEqual([422, 'image_too_large']);
    expect(error.message).toMatch(/^This image is 108 megapixels; images of up to 100 megapixels are read\./);
  });

  it('decodes every page of a multi-page TIFF for the OCR', async () => {
    const pages = await imagePages(await tiffOf(2, 1000), 'tiff', 4);
    expect(pages).toHaveLength(2);
    // normalised to the OCR's resolution: the short side spans an A4 page at 300 dpi
    expect(pages[0].width).toBe(2481);
    expect(pages[0].dpi).toBeCloseTo(300, 0);
  });
});
