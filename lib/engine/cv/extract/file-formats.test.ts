import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontFamilyOf, isBoldFontName } from './pdf-font-name';
import { garbledRatio } from './garbled-ratio';
import { htmlToLines } from './mammoth-html-lines';
import { sniffFileType } from './sniff-file-type';
import { extractText } from './text';
import { assertZipWithinLimits, readZipDirectory, type ZipEntry } from './zip-directory';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (s: string) => new TextEncoder().encode(s);

describe('sniffFileType', () => {
  it('decides by content', () => {
    expect(sniffFileType(ascii('%PDF-1.7\n...'))).toEqual({ type: 'pdf' });
    expect(sniffFileType(ascii('\n\n%PDF-1.4'))).toEqual({ type: 'pdf' });
    expect(sniffFileType(bytes(0x50, 0x4b, 3, 4, 0))).toEqual({ type: 'zip' });
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a))).toEqual({ type: 'image', format: 'png' });
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0))).toEqual({ type: 'image', format: 'jpeg' });
    expect(sniffFileType(ascii('RIFF\0\0\0\0WEBPVP8 '))).toEqual({ type: 'image', format: 'webp' });
    expect(sniffFileType(bytes(0x49, 0x49, 0x2a, 0x00, 8))).toEqual({ type: 'image', format: 'tiff' });
    expect(sniffFileType(bytes(0x4d, 0x4d, 0x00, 0x2a, 0))).toEqual({ type: 'image', format: 'tiff' });
    expect(sniffFileType(bytes(0, 0, 0, 0x18, ...ascii('ftypheic')))).toEqual({ type: 'binary', label: 'HEIC image' });
    expect(sniffFileType(ascii('GIF89a'))).toEqual({ type: 'binary', label: 'GIF image' });
    expect(sniffFileType(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1))).toEqual({ type: 'binary', label: 'legacy Word (.doc) document' });
    expect(sniffFileType(ascii('# Jane\nÉcole – Zürich'))).toEqual({ type: 'text', encoding: 'utf-8' });
    expect(sniffFileType(bytes(0xff, 0xfe, 0x41, 0))).toEqual({ type: 'text', encoding: 'utf-16le' });
    expect(sniffFileType(bytes(0, 1, 2, 3, 0xff, 0x80, 0x81, 0, 0, 0))).toEqual({ type: 'binary', label: 'binary file' });
  });
});

describe('ZIP limits', () => {
  const entry = (name: string, compressedSize: number, uncompressedSize: number): ZipEntry => ({
    name, method: 8, compressedSize, uncompressedSize, localHeaderOffset: 0,
  });
  const code = (entries: ZipEntry[]) => {
    try {
      assertZipWithinLimits(entries);
      return 'ok';
    } catch (error) {
      return (error as { code: string }).code;
    }
  };

  it('accepts a real DOCX', () => {
    const docx = new Uint8Array(readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'docx-sales-es.docx')));
    const entries = readZipDirectory(docx);
    expect(entries.map((e) => e.name)).toContain('word/document.xml');
    expect(code(entries)).toBe('ok');
  });

  it('refuses absurd ratios, huge totals, too many entries and ZIP64 markers', () => {
    expect(code([entry('word/document.xml', 10_000, 5_000_000)])).toBe('zip_bomb');
    expect(code(Array.from({ length: 30 }, (_, i) => entry(`word/media/${i}.png`, 1_900_000, 2_000_000)))).toBe('zip_bomb');
    expect(code(Array.from({ length: 2001 }, (_, i) => entry(`x/${i}`, 10, 10)))).toBe('zip_bomb');
    expect(code([entry('word/document.xml', 0xffffffff, 0xffffffff)])).toBe('zip_bomb');
    expect(code([entry('word/document.xml', 40_000, 400_000)])).toBe('ok');
  });

  it('refuses a file without a central directory as corrupt', () => {
    expect(() => readZipDirectory(bytes(0x50, 0x4b, 3, 4, 1, 2, 3))).toThrow(expect.objectContaining({ code: 'corrupt_file' }));
  });
});

describe('htmlToLines', () => {
  it('keeps headings, list items, table cells and bold paragraphs apart', () => {
    const html = '<h1>Jane</h1><p><strong>Engineer</strong></p><ul><li>Built &amp; ran</li></ul><table><tr><td><p>2019</p></td><td><p>Acme\tLtd</p></td></tr></table><h3>Sub</h3>';
    expect(htmlToLines(html)).toEqual([
      { text: 'Jane', heading: true, bullet: false, bold: false },
      { text: 'Engineer', heading: false, bullet: false, bold: true },
      { text: 'Built & ran', heading: false, bullet: true, bold: false },
      { text: '2019', heading: false, bullet: false, bold: false },
      { text: 'Acme  Ltd', heading: false, bullet: false, bold: false },
      { text: 'Sub', heading: false, bullet: false, bold: true },
    ]);
  });
});

describe('extractText', () => {
  it('keeps plain text as is, normalising bullets and measuring blank lines', () => {
    const doc = extractText('JANE DOE\n\n\nSKILLS\n- Go\no Rust\n\tTabbed  text');
    expect(doc.kind).toBe('text');
    expect(doc.lines.map((l) => [l.text, l.gapBefore])).toEqual([
      ['JANE DOE', 0], ['SKILLS', 3], ['• Go', 1], ['• Rust', 1], ['Tabbed  text', 1],
    ]);
  });

  it('strips markdown emphasis and keeps link addresses', () => {
    const doc = extractText('# Ana\n**Engineer** at [Acme](https://acme.io) · [linkedin.com/in/ana](https://linkedin.com/in/ana)\n### Job\n');
    expect(doc.lines.map((l) => [l.text, l.headingHint, l.bold])).toEqual([
      ['Ana', true, false],
      ['Engineer at Acme (https://acme.io) · linkedin.com/in/ana', false, false],
      ['Job', false, true],
    ]);
  });
});

describe('glyph and font helpers', () => {
  it('measures garbled glyphs', () => {
    expect(garbledRatio('abcd')).toBe(0);
    expect(garbledRatio('ab\uFFFD\uE001')).toBe(0.5);
    expect(garbledRatio('(cid:12)ab')).toBeCloseTo(8 / 10);
  });

  it('reads bold and family from PDF font names', () => {
    expect(isBoldFontName('BAAAAA+DejaVuSans-Bold')).toBe(true);
    expect(isBoldFontName('Arial,SemiBold')).toBe(true);
    expect(isBoldFontName('CAAAAA+LiberationSans')).toBe(false);
    expect(fontFamilyOf('BAAAAA+DejaVuSans-BoldOblique')).toBe('dejavusans');
    expect(fontFamilyOf('Arial,Bold')).toBe('arial');
  });
});

describe('a grid with its column names on top', () => {
  it('reads each row as one line, so leading dates stay with their row', () => {
    const cell = (t: string) => `<td><p>${t}</p></td>`;
    const html = `<table><tr>${['Period', 'Institution', 'Qualification'].map(cell).join('')}</tr><tr>${['2010 – 2013', 'University of Nairobi', 'BCom'].map(cell).join('')}</tr><tr>${['2006 – 2009', 'Alliance High School', 'KCSE'].map(cell).join('')}</tr></table>`;
    expect(htmlToLines(html).map((l) => l.text)).toEqual(['Period | Institution | Qualification', '2010 – 2013 | University of Nairobi | BCom', '2006 – 2009 | Alliance High School | KCSE']);
  });
});
