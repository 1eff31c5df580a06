/**
 * Reads back what the renderers wrote, the way a parser would: the PDF text layer through
 * pdf.js and the DOCX through its XML and mammoth. Used by the tests and the preview checks.
 */
import { inflateRawSync } from 'node:zlib';

export interface PdfReadBack {
  text: string;
  /** pdf.js's text items with their origin (PDF user units, y from the bottom of the page) */
  items: { str: string; page: number; x: number; y: number }[];
  pages: { width: number; height: number }[];
  title: string | null;
  author: string | null;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfReadBack> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true }).promise;
  try {
    const pages: PdfReadBack['pages'] = [];
    const items: PdfReadBack['items'] = [];
    let text = '';
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      const [x0, y0, x1, y1] = page.view;
      pages.push({ width: Math.round(x1 - x0), height: Math.round(y1 - y0) });
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : '');
        if (item.str.trim()) items.push({ str: item.str, page: n, x: item.transform[4], y: item.transform[5] });
      }
      text += '\n';
    }
    const { info } = (await document.getMetadata()) as { info: { Title?: string; Author?: string } };
    return { text, items, pages, title: info.Title ?? null, author: info.Author ?? null };
  } finally {
    await document.destroy();
  }
}

export interface DocxReadBack {
  /** word/document.xml */
  xml: string;
  /** mammoth's plain text */
  text: string;
  /** mammoth's HTML: Word headings become <h1>, list paragraphs <li> */
  html: string;
}

export async function readDocx(bytes: Buffer): Promise<DocxReadBack> {
  const mammoth = await import('mammoth');
  const [raw, html] = await Promise.all([mammoth.extractRawText({ buffer: bytes }), mammoth.convertToHtml({ buffer: bytes })]);
  return { xml: zipEntryText(bytes, 'word/document.xml'), text: raw.value, html: html.value };
}

/** One entry of a ZIP, found through the central directory (local headers may omit sizes). */
function zipEntryText(zip: Buffer, name: string): string {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('not a ZIP file');
  let offset = zip.readUInt32LE(eocd + 16);
  const count = zip.readUInt16LE(eocd + 10);
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localHeader = zip.readUInt32LE(offset + 42);
    if (zip.toString('utf8', offset + 46, offset + 46 + nameLength) === name) {
      const dataStart = localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
      const data = zip.subarray(dataStart, dataStart + compressedSize);
      return (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    }
    offset += 46 + nameLength + extraLength + commentLength;
  }
  throw new Error(`${name} not in the ZIP`);
}
