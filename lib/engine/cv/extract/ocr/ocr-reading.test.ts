/**
 * Scans and photos of CVs read end to end by OCR (extractDocument → parseCv): the fields come back
 * as from the text PDFs they were made from. Each case is one or two OCR'd pages, a few seconds of
 * CPU each; the broad measurements (every fixture, 150/200/300 dpi, skews, photos) are in
 * `npm run eval` and `npm run bench`.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../../errors';
import { parseCv } from '../../parse';
import type { ExtractedDocument, ParsedCv } from '../../types';
import { extractDocument } from '../index';
import { stopOcrEngine } from './tesseract-engine';
import { blankImage, imagePdf, joinPdfs, noiseImage } from './testing/scan-fixtures';

const HERE = import.meta.dirname;
const ENGINE_FIXTURES = path.join(HERE, '../../fixtures');
const scan = (name: string) => readFileSync(path.join(HERE, 'fixtures', name));
const expected = (name: string) => JSON.parse(readFileSync(path.join(ENGINE_FIXTURES, `${name}.expected.json`), 'utf8'));
const hasQpdf = spawnSync('qpdf', ['--version']).status === 0;

afterAll(() => stopOcrEngine());

/**
 * What the tests hold a reading to: name, contacts, jobs and skills, as the text PDF's labels have
 * them. Skills are compared without case, as the engine matches them ("PostgresQL" is a
 * PostgreSQL all the same); names, contacts and jobs exactly.
 */
function fieldsOf(cv: ParsedCv) {
  return {
    name: cv.contact.name,
    email: cv.contact.email,
    phone: cv.contact.phone,
    jobs: cv.experience.map((job) => ({ title: job.title, employer: job.employer })),
    skills: cv.listedSkills.map((skill) => skill.toLowerCase()),
  };
}

function expectedFields(name: string) {
  const e = expected(name);
  return {
    name: e.contact.name,
    email: e.contact.email,
    phone: e.contact.phone,
    jobs: e.jobs.map((job: { title: string; employer: string }) => ({ title: job.title, employer: job.employer })),
    skills: e.skills.map((skill: string) => skill.toLowerCase()),
  };
}

async function read(bytes: Buffer, fileName?: string): Promise<{ doc: ExtractedDocument; cv: ParsedCv }> {
  const doc = await extractDocument(new Uint8Array(bytes), { fileName });
  return { doc, cv: parseCv(doc) };
}

describe('OCR of scanned and photographed CVs', () => {
  it('reads a phone photo (skewed, unevenly lit, noisy JPEG) of an English two-column CV', async () => {
    const { doc, cv } = await read(scan('backend-engineer-us.photo-150dpi.jpg'), 'cv.pdf');
    expect(fieldsOf(cv)).toEqual(expectedFields('pdf-backend-engineer-us'));
    expect(doc.kind).toBe('image');
    expect(doc.quality.columns).toBe(2);
    expect(doc.quality.ocr?.pages).toEqual([1]);
    expect(doc.quality.ocr?.meanConfidence).toBeGreaterThan(80);
    // a scan's font sizes are estimates: no size is reported as a quality signal
    expect([doc.quality.bodyFontSize, doc.quality.minFontSize]).toEqual([0, 0]);
    expect(doc.warnings).toContain('The file is named cv.pdf but its content is an image; it was read by its content.');
  });

  it('reads a French scan at 150 dpi (WebP), accents and all', async () => {
    const { cv } = await read(scan('marketing-manager-fr.scan-150dpi.webp'));
    expect(fieldsOf(cv)).toEqual(expectedFields('pdf-marketing-manager-fr'));
    expect(cv.language).toBe('fr');
  });

  it('reads a photo taken sideways, turning it upright first', async () => {
    const sideways = await sharp(scan('backend-engineer-us.photo-150dpi.jpg')).rotate(90).jpeg({ quality: 85 }).toBuffer();
    const { doc, cv } = await read(sideways);
    expect(fieldsOf(cv)).toEqual(expectedFields('pdf-backend-engineer-us'));
    expect(doc.warnings).toContain('Page 1 was turned a quarter clockwise and was read turned upright.');
  });

  it('reads a page scanned upside down', async () => {
    const upsideDown = await sharp(scan('marketing-manager-fr.scan-150dpi.webp')).rotate(180).webp().toBuffer();
    const { doc, cv } = await read(upsideDown);
    expect(fieldsOf(cv)).toEqual(expectedFields('pdf-marketing-manager-fr'));
    expect(doc.warnings).toContain('Page 1 was upside down and was read turned upright.');
  });

  it('reads an image-only PDF by rendering its page', async () => {
    const jpeg = await sharp(scan('marketing-manager-fr.scan-150dpi.webp')).jpeg({ quality: 85 }).toBuffer();
    const { doc, cv } = await read(await imagePdf([jpeg], 150));
    expect(fieldsOf(cv)).toEqual(expectedFields('pdf-marketing-manager-fr'));
    expect(doc.kind).toBe('pdf');
    expect(doc.quality.ocr?.pages).toEqual([1]);
  });

  it.skipIf(!hasQpdf)('reads a PDF mixing a text page and a scanned page, page by page (needs qpdf)', async () => {
    const jpeg = await sharp(scan('backend-engineer-us.photo-150dpi.jpg')).jpeg({ quality: 85 }).toBuffer();
    const mixed = joinPdfs([readFileSync(path.join(ENGINE_FIXTURES, 'pdf-nurse-au.pdf')), await imagePdf([jpeg], 150)]);
    const { doc } = await read(mixed);
    expect(doc.quality.pageCount).toBe(2);
    expect(doc.quality.ocr?.pages).toEqual([2]);
    const page = (n: number) => doc.lines.filter((l) => l.page === n).map((l) => l.text);
    expect(page(1)).toContain('SARAH MITCHELL');
    expect(page(2)).toContain('Marcus Whitfield');
    expect(page(2)).toContain('marcus.whitfield@fastmail.com');
    // the text page keeps its measured fonts
    expect(doc.quality.bodyFontSize).toBeGreaterThan(0);
  });

  it('refuses noise and a blank sheet as too poor to read, without guessing at a CV', async () => {
    for (const image of [await noiseImage(), await blankImage()]) {
      const error = await extractDocument(new Uint8Array(image)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect([(error as AppError).status, (error as AppError).code]).toEqual([422, 'scan_unreadable']);
      expect((error as AppError).message).toMatch(/^This scan is too poor to read/);
    }
  });
});
