import { unreadableFile, unsupportedFile } from '../../errors';
import type { ExtractedDocument } from '../types';
import { decodeText } from './decode-text';
import { extractDocx } from './docx';
import { extractPdf } from './pdf';
import { sniffFileType } from './sniff-file-type';
import { extractText } from './text';

export interface ExtractOptions {
  /** never used to decide the type; a name that contradicts the content earns a warning */
  fileName?: string;
  maxPages?: number;
}

export const DEFAULT_MAX_PAGES = 20;
/** A dense CV page holds about this many non-space characters. */
const CHARS_PER_PAGE = 3500;

function withinPageLimit(doc: ExtractedDocument, maxPages: number): ExtractedDocument {
  if (doc.quality.pageCount > maxPages) throw tooLong(doc.quality.pageCount, maxPages);
  return doc;
}

/** Text and Word files have no page count to check up front; their length stands in for it. */
const tooLong = (pages: number, max: number) =>
  unreadableFile(`This document is about ${pages} pages long; a CV can have at most ${max}. Upload only your CV.`, 'too_many_pages');

const emptyFile = () => unreadableFile('The file is empty. Upload your CV as a PDF, DOCX, TXT or Markdown file.', 'empty_file');

const EXTENSION_KIND: Record<string, ExtractedDocument['kind']> = { pdf: 'pdf', docx: 'docx', txt: 'text', text: 'text', md: 'markdown', markdown: 'markdown' };

function nameWarning(fileName: string | undefined, kind: ExtractedDocument['kind']): string | null {
  const extension = fileName?.toLowerCase().match(/\.([a-z]+)$/)?.[1];
  const named = extension ? EXTENSION_KIND[extension] : undefined;
  const textual = (k: string | undefined) => k === 'text' || k === 'markdown';
  if (!named || named === kind || (textual(named) && textual(kind))) return null;
  return `The file is named ${fileName} but its content is ${kind === 'docx' ? 'a Word document' : kind === 'pdf' ? 'a PDF' : 'plain text'}; it was read by its content.`;
}

/** Reads an uploaded CV into lines in reading order, with layout hints and quality signals. */
export async function extractDocument(bytes: Uint8Array, opts: ExtractOptions = {}): Promise<ExtractedDocument> {
  const doc = await extractByContent(bytes, opts);
  const warning = nameWarning(opts.fileName, doc.kind);
  return warning ? { ...doc, warnings: [...doc.warnings, warning] } : doc;
}

async function extractByContent(bytes: Uint8Array, opts: ExtractOptions): Promise<ExtractedDocument> {
  if (bytes.byteLength === 0) throw emptyFile();
  const sniffed = sniffFileType(bytes);
  const maxPages = opts.maxPages ?? DEFAULT_MAX_PAGES;
  switch (sniffed.type) {
    case 'pdf':
      return extractPdf(bytes, maxPages);
    case 'zip':
      return withinPageLimit(await extractDocx(bytes), maxPages);
    case 'text': {
      const text = decodeText(bytes, sniffed.encoding);
      if (text.trim() === '') throw emptyFile();
      // Refused before line splitting, so a multi-megabyte text costs one pass.
      const pages = Math.ceil(text.replace(/\s/g, '').length / CHARS_PER_PAGE);
      if (pages > maxPages) throw tooLong(pages, maxPages);
      return withinPageLimit(extractText(text), maxPages);
    }
    case 'binary':
      throw unsupportedFile(`Unsupported file type: ${sniffed.label}. Upload a PDF, DOCX, TXT or Markdown file`);
  }
}
