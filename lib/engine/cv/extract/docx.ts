import JSZip from 'jszip';
import mammoth from 'mammoth';
import { unreadableFile } from '../../../errors';
import type { ExtractedDocument, ExtractedLine } from '../types';
import { EMAIL_PATTERN, PHONE_PATTERN } from './contact-patterns';
import { readDocxParts } from './docx-parts';
import { withTextBoxFallbacks } from './docx-text-box-fallbacks';
import { placeTextBoxes } from './docx-text-boxes';
import { extractionQuality } from './extraction-quality';
import { unplacedLine } from './unplaced-line';
import { unsupportedType } from './sniff-file-type';
import { htmlToLines } from './mammoth-html-lines';
import { assertZipWithinLimits, readZipDirectory, zipBomb } from './zip-directory';
import { inflatesWithinDeclaredSize } from './zip-entry-data';

const MAX_DOCUMENT_XML = 8 * 1024 * 1024;

const STYLE_MAP = ["p[style-name='Title'] => h1:fresh", "p[style-name='Subtitle'] => h2:fresh"];

const emptyDocx = () =>
  unreadableFile('This Word document contains no text. Check that you uploaded the right file.', 'empty_file');

/** The file mammoth reads: the upload, or a copy whose empty text-box fallbacks are filled. */
async function forMammoth(bytes: Uint8Array, documentXml: string): Promise<Buffer> {
  const filled = withTextBoxFallbacks(documentXml);
  if (filled === null) return Buffer.from(bytes);
  const zip = await JSZip.loadAsync(bytes);
  zip.file('word/document.xml', filled);
  return zip.generateAsync({ type: 'nodebuffer' });
}

async function convertBody(bytes: Uint8Array, documentXml: string): Promise<ExtractedLine[]> {
  let html: string;
  try {
    html = (await mammoth.convertToHtml({ buffer: await forMammoth(bytes, documentXml) }, { styleMap: STYLE_MAP })).value;
  } catch {
    throw unreadableFile(
      'The Word document is damaged or incomplete and cannot be opened. Save it again and re-upload it.',
      'corrupt_file',
    );
  }
  return htmlToLines(html).map((line) =>
    unplacedLine(line.bullet ? `• ${line.text}` : line.text, {
      bold: line.bold,
      headingHint: line.heading || (line.bold && !line.bullet && line.text.split(/\s+/).length <= 5),
    }),
  );
}

/** Without Word's own page count (docProps/app.xml), assume a dense page of ~3,500 characters (as index.ts does). */
const estimatePages = (text: string) => Math.max(1, Math.ceil(text.replace(/\s/g, '').length / 3500));

const carriesContact = (texts: string[]) => texts.some((t) => EMAIL_PATTERN.test(t) || PHONE_PATTERN.test(t));

export async function extractDocx(bytes: Uint8Array): Promise<ExtractedDocument> {
  const entries = readZipDirectory(bytes);
  if (!entries.some((entry) => entry.name === 'word/document.xml')) {
    throw unsupportedType('ZIP archive');
  }
  assertZipWithinLimits(entries);
  const main = entries.find((entry) => entry.name === 'word/document.xml')!;
  // A CV's document.xml is well under a megabyte; mammoth would spend seconds on more.
  if (main.uncompressedSize > MAX_DOCUMENT_XML) {
    throw unreadableFile('This Word document is far longer than a CV. Upload only your CV.', 'too_many_pages');
  }
  if (!entries.every((entry) => inflatesWithinDeclaredSize(bytes, entry))) throw zipBomb();
  const parts = readDocxParts(bytes, entries);
  const body = placeTextBoxes(await convertBody(bytes, parts.documentXml), parts.documentXml);
  const bodyTexts = body.map((line) => line.text);
  const contactInHeaderFooter =
    carriesContact([...parts.headerParagraphs, ...parts.footerParagraphs]) && !carriesContact(bodyTexts);
  // Header and footer text is part of what a reader sees, so it is kept, in page order.
  const lines = [
    ...parts.headerParagraphs.map((text) => unplacedLine(text)),
    ...body,
    ...parts.footerParagraphs.map((text) => unplacedLine(text)),
  ];
  const text = lines.map((line) => line.text).join('\n');
  if (text.replace(/\s/g, '') === '') throw emptyDocx();
  const warnings: string[] = [];
  if (parts.tables) warnings.push(`${parts.tables} table(s): many ATS parsers read tables out of order.`);
  if (parts.textBoxes) warnings.push(`${parts.textBoxes} text box(es): many ATS parsers skip text boxes.`);
  if (contactInHeaderFooter) warnings.push('Contact details appear only in the page header or footer.');
  return {
    kind: 'docx',
    text,
    lines,
    quality: extractionQuality(text, {
      pageCount: parts.pages ?? estimatePages(text),
      imageCount: entries.filter((entry) => /^word\/media\//.test(entry.name)).length,
      tables: parts.tables,
      textBoxes: parts.textBoxes,
      contactInHeaderFooter,
    }),
    warnings,
    links: parts.links,
  };
}
