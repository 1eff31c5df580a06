import type Tesseract from 'tesseract.js';
import { describe, expect, it } from 'vitest';
import { linesOfBlocks, linesToRuns } from './ocr-runs';
import type { PageImage } from './page-image';

const DPI = 300;
/** A white page; words drawn as solid boxes of ink where a test wants stroke widths. */
function page(width = 2480, height = 3508): PageImage {
  return { grey: Buffer.alloc(width * height, 255), width, height, dpi: DPI };
}

function word(text: string, x0: number, y0: number, x1: number, y1: number, confidence = 95): Tesseract.Word {
  return { text, bbox: { x0, y0, x1, y1 }, confidence, symbols: [], choices: [], font_name: '' };
}

function line(words: Tesseract.Word[], baseline: number, rowHeight: number): Tesseract.Line {
  const x0 = Math.min(...words.map((w) => w.bbox.x0));
  const x1 = Math.max(...words.map((w) => w.bbox.x1));
  return {
    words,
    text: words.map((w) => w.text).join(' '),
    confidence: 90,
    baseline: { x0, y0: baseline, x1, y1: baseline + 2 },
    rowAttributes: { rowHeight, ascenders: 0, descenders: 0 },
    bbox: { x0, y0: baseline - rowHeight, x1, y1: baseline },
  };
}

const blocks = (...lines: Tesseract.Line[]): Tesseract.Block[] => [
  { paragraphs: [{ lines, text: '', confidence: 90, bbox: lines[0].bbox, is_ltr: true }], text: '', confidence: 90, bbox: lines[0].bbox, blocktype: '1', page: null as never },
];

describe('OCR words as text runs', () => {
  it('places words in points on one baseline per line, sized from the row height', () => {
    // 10 pt at 300 dpi is 41.7 px; tesseract's row height is 0.95 of it
    const rowHeight = 0.95 * (10 * DPI) / 72;
    const lines = linesOfBlocks(blocks(line([word('Senior', 300, 460, 420, 500), word('Engineer', 440, 458, 620, 510)], 500, rowHeight)));
    const text = linesToRuns(lines, page());
    expect(text.runs.map((r) => [r.text, r.fontSize])).toEqual([
      ['Senior', 10],
      ['Engineer', 10],
    ]);
    expect(text.runs[0].x).toBeCloseTo(72, 5);
    expect(text.runs[0].width).toBeCloseTo(28.8, 5);
    // the baseline is taken in the middle of the sloping line, for every word of it
    expect(new Set(text.runs.map((r) => r.baseline)).size).toBe(1);
    expect(text.runs[0].baseline).toBeCloseTo((501 * 72) / DPI, 5);
    expect(text.width).toBeCloseTo(595.2, 1);
  });

  it('drops specks and guesswork, keeps a bullet however unsure the OCR is of its glyph', () => {
    const lines = linesOfBlocks(
      blocks(
        line([word('«', 300, 470, 320, 490, 31), word('Led', 340, 460, 400, 500), word('—', 420, 480, 440, 482, 40), word('teams', 460, 460, 560, 500, 15)], 500, 40),
        line([word('|', 300, 560, 305, 600, 45)], 600, 40),
      ),
    );
    expect(lines.map((l) => l.words.map((w) => w.text))).toEqual([['•', 'Led']]);
  });

  it('snaps sizes measured a few percent apart to one size, and keeps a heading apart', () => {
    const px = (pt: number) => 0.95 * (pt * DPI) / 72;
    const body = [10, 10.4, 9.7, 10.2].map((pt, i) => line([word('body text here', 300, 600 + i * 60, 900, 640 + i * 60)], 640 + i * 60, px(pt)));
    const heading = line([word('EXPERIENCE', 300, 420, 700, 470)], 470, px(13));
    const text = linesToRuns(linesOfBlocks(blocks(heading, ...body)), page());
    expect(text.runs.map((r) => r.fontSize)).toEqual([13, 10, 10, 10, 10]);
  });

  it('weights the confidence by characters', () => {
    const text = linesToRuns(linesOfBlocks(blocks(line([word('a', 300, 460, 320, 500, 40), word('abcdefghi', 340, 460, 600, 500, 90)], 500, 40))), page());
    expect(text.chars).toBe(10);
    expect(text.confidence).toBeCloseTo(85, 5);
  });

  it('marks words with thick stems as bold', () => {
    const p = page();
    const stems = (x0: number, x1: number, stem: number) => {
      for (let y = 460; y < 500; y++) for (let x = x0; x < x1; x++) if ((x - x0) % 12 < stem) p.grey[y * p.width + x] = 0;
    };
    stems(300, 420, 3);
    stems(440, 560, 3);
    stems(580, 700, 5);
    const text = linesToRuns(linesOfBlocks(blocks(line([word('plain', 300, 460, 420, 500), word('plain', 440, 460, 560, 500), word('BOLD', 580, 460, 700, 500)], 500, 40))), p);
    expect(text.runs.map((r) => r.bold)).toEqual([false, false, true]);
  });
});
