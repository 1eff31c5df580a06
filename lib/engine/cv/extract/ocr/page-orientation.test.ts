import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageFromImage, rotatePage, shrinkPage, turnPage, type PageImage } from './page-image';
import { findTextLines, inkShare, uprightScore } from './page-orientation';
import { blankImage, noiseImage } from './testing/scan-fixtures';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');

async function pageOf(bytes: Buffer): Promise<PageImage> {
  const image = sharp(bytes).autoOrient();
  const { autoOrient } = await image.metadata();
  return pageFromImage(image, autoOrient.width, autoOrient.height);
}

describe('page posture from the ink (no OCR)', () => {
  let photo: PageImage;
  let straight: PageImage;
  beforeAll(async () => {
    // the committed photo is skewed by -2.5 degrees, unevenly lit and noisy
    photo = await shrinkPage(await pageOf(readFileSync(path.join(FIXTURES, 'backend-engineer-us.photo-150dpi.jpg'))), 0.5);
    straight = await rotatePage(photo, 2.5);
  });

  it('measures the skew of a photographed page to a tenth of a degree', () => {
    const lines = findTextLines(photo);
    expect(lines.vertical).toBe(false);
    expect(lines.skew).toBeCloseTo(-2.5, 1);
    expect(lines.contrast).toBeGreaterThan(2);
    expect(findTextLines(straight).skew).toBeCloseTo(0, 0);
  });

  it('tells lines running down a page turned a quarter either way', async () => {
    for (const turn of [90, 270] as const) expect(findTextLines(await turnPage(straight, turn)).vertical).toBe(true);
  });

  it('tells an upright page from one upside down', async () => {
    expect(uprightScore(straight)).toBeGreaterThan(0.2);
    expect(uprightScore(await turnPage(straight, 180))).toBeLessThan(-0.2);
  });

  it('finds no lines of text in noise, and no ink on a blank sheet', async () => {
    const noise = await pageOf(await noiseImage());
    expect(findTextLines(await shrinkPage(noise, 0.5)).contrast).toBeLessThan(1.5);
    const blank = await pageOf(await blankImage());
    expect(inkShare(blank)).toBeLessThan(0.001);
  });

  it('evens out uneven light: the shadowed corner of the photo is paper-white again', () => {
    const corner = (page: PageImage) => {
      let sum = 0;
      let n = 0;
      for (let y = Math.floor(page.height * 0.9); y < page.height; y++) {
        for (let x = Math.floor(page.width * 0.85); x < page.width; x++, n++) sum += page.grey[y * page.width + x];
      }
      return sum / n;
    };
    // the photo darkened that corner to about half; after levelling it reads as paper
    expect(corner(photo)).toBeGreaterThan(200);
  });
});
