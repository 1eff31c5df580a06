import { unreadableFile } from '../../../errors';
import type { ExtractedDocument } from '../types';
import { boundLine, boundText } from './bounded-text';
import { decodeText } from './decode-text';
import { extractDocx } from './docx';
import { extractImage } from './image-document';
import { inspectImage, type ScanImageFormat } from './ocr/image-pages';
import { DEFAULT_OCR_SETTINGS, type OcrSettings } from './ocr/ocr-settings';
import { extractPdf, pdfTextDocument, readPdfText } from './pdf';
import { ACCEPTED_FORMATS, sniffFileType, unsupportedType } from './sniff-file-type';
import { extractText } from './text';

export interface ExtractOptions {
  /** never used to decide the type; a name that contradicts the content earns a warning */
  fileName?: string;
  maxPages?: number;
  /** how scanned pages and images are read (languages, page limit, confidence threshold) */
  ocr?: OcrSettings;
}

/** A scan the OCR must read: found in the upload check, read later by the job. */
export interface ScanToRead {
  format: 'pdf' | ScanImageFormat;
  /** pages the OCR will read */
  pages: number;
}

export type UploadReading = { document: ExtractedDocument; scan?: never } | { scan: ScanToRead; document?: never };

export const DEFAULT_MAX_PAGES = 20;
/** A dense CV page holds about this many non-space characters… */
const CHARS_PER_PAGE = 3500;
/** …and about this many characters in all. */
const TEXT_PER_PAGE = 6000;

/** How many pages a text of this length would fill, by whichever measure is larger. */
const pagesOf = (text: string) =>
  Math.max(Math.ceil(text.replace(/\s/g, '').length / CHARS_PER_PAGE), Math.ceil(text.length / TEXT_PER_PAGE));

function withinPageLimit(doc: ExtractedDocument, maxPages: number): ExtractedDocument {
  if (doc.quality.pageCount > maxPages) throw tooLong(doc.quality.pageCount, maxPages);
  return doc;
}

/** Text and Word files have no page count to check up front; their length stands in for it. */
const tooLong = (pages: number, max: number) =>
  unreadableFile(`This document is about ${pages} pages long; a CV can have at most ${max}. Upload only your CV.`, 'too_many_pages');

const emptyFile = () => unreadableFile(`The file is empty. Upload your CV as a ${ACCEPTED_FORMATS} file.`, 'empty_file');

const EXTENSION_KIND: Record<string, ExtractedDocument['kind']> = {
  pdf: 'pdf',
  docx: 'docx',
  txt: 'text',
  text: 'text',
  md: 'markdown',
  markdown: 'markdown',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  webp: 'image',
  tif: 'image',
  tiff: 'image',
};

const KIND_NAMES: Record<ExtractedDocument['kind'], string> = { pdf: 'a PDF', docx: 'a Word document', text: 'plain text', markdown: 'plain text', image: 'an image' };

function nameWarning(fileName: string | undefined, kind: ExtractedDocument['kind']): string | null {
  const extension = fileName?.toLowerCase().match(/\.([a-z]+)$/)?.[1];
  const named = extension ? EXTENSION_KIND[extension] : undefined;
  const textual = (k: string | undefined) => k === 'text' || k === 'markdown';
  if (!named || named === kind || (textual(named) && textual(kind))) return null;
  return `The file is named ${fileName} but its content is ${KIND_NAMES[kind]}; it was read by its content.`;
}

/**
 * Every line the parser will see, held to the bounds of bounded-text.ts whatever the format
 * produced; then the whole text against the page limit, so a few pages cannot carry a book.
 */
function boundedDocument(doc: ExtractedDocument, maxPages: number): ExtractedDocument {
  const lines = doc.lines.flatMap((line) => boundLine(line.text).map((text) => (text === line.text ? line : { ...line, text })));
  const text = lines.map((line) => line.text).join('\n');
  const pages = pagesOf(text);
  if (pages > Math.max(maxPages, doc.quality.pageCount)) throw tooLong(pages, maxPages);
  return lines.length === doc.lines.length && lines.every((line, i) => line === doc.lines[i]) ? doc : { ...doc, lines, text };
}

/** The document as the parser gets it: bounded, with a warning when its name says otherwise. */
function finished(extracted: ExtractedDocument, opts: ExtractOptions): ExtractedDocument {
  const doc = boundedDocument(extracted, opts.maxPages ?? DEFAULT_MAX_PAGES);
  const warning = nameWarning(opts.fileName, doc.kind);
  return warning ? { ...doc, warnings: [...doc.warnings, warning] } : doc;
}

/**
 * Reads an uploaded CV into lines in reading order, with layout hints and quality signals.
 * Scanned pages and images are read by OCR: seconds per page, so the service calls this in a
 * job for them (see readUpload).
 */
export async function extractDocument(bytes: Uint8Array, opts: ExtractOptions = {}): Promise<ExtractedDocument> {
  return finished(await extractByContent(bytes, opts, 'ocr'), opts);
}

/**
 * Everything the upload check of a request may do: refuses what cannot be read and extracts
 * what needs no OCR (milliseconds); for a scan it only checks the header or text layer and the
 * page limit, and says how many pages the OCR will read.
 */
export async function readUpload(bytes: Uint8Array, opts: ExtractOptions = {}): Promise<UploadReading> {
  const reading = await extractByContent(bytes, opts, 'defer');
  return 'scan' in reading ? reading : { document: finished(reading, opts) };
}

/** `scans`: read them by OCR, or only check them and say what the OCR will have to read. */
async function extractByContent(bytes: Uint8Array, opts: ExtractOptions, scans: 'ocr'): Promise<ExtractedDocument>;
async function extractByContent(bytes: Uint8Array, opts: ExtractOptions, scans: 'defer'): Promise<ExtractedDocument | { scan: ScanToRead }>;
async function extractByContent(bytes: Uint8Array, opts: ExtractOptions, scans: 'ocr' | 'defer'): Promise<ExtractedDocument | { scan: ScanToRead }> {
  if (bytes.byteLength === 0) throw emptyFile();
  const sniffed = sniffFileType(bytes);
  const maxPages = opts.maxPages ?? DEFAULT_MAX_PAGES;
  const settings = opts.ocr ?? DEFAULT_OCR_SETTINGS;
  switch (sniffed.type) {
    case 'pdf': {
      if (scans === 'ocr') return extractPdf(bytes, maxPages, settings);
      const text = await readPdfText(bytes, maxPages, settings.maxPages);
      return text.scanned.length ? { scan: { format: 'pdf', pages: text.scanned.length } } : pdfTextDocument(text);
    }
    case 'image': {
      if (scans === 'ocr') return extractImage(bytes, sniffed.format, settings);
      const info = await inspectImage(bytes, sniffed.format, settings.maxPages);
      return { scan: { format: sniffed.format, pages: info.pages } };
    }
    case 'zip':
      return withinPageLimit(await extractDocx(bytes), maxPages);
    case 'text': {
      // bounded before any pattern runs: a megabyte-long run of spaces becomes eight
      const text = boundText(decodeText(bytes, sniffed.encoding));
      if (text.trim() === '') throw emptyFile();
      const pages = pagesOf(text);
      if (pages > maxPages) throw tooLong(pages, maxPages);
      return withinPageLimit(extractText(text), maxPages);
    }
    case 'binary':
      throw unsupportedType(sniffed.label);
  }
}
