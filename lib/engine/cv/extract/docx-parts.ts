import type { ZipEntry } from './zip-directory';
import { readZipEntryText } from './zip-entry-data';
import { decodeEntities } from './mammoth-html-lines';
import { docxLinkTargets } from './link-targets';

/** Facts about a DOCX that mammoth's HTML does not carry: layout risks and header/footer text. */
export interface DocxParts {
  tables: number;
  textBoxes: number;
  /** distinct paragraphs of the page headers and of the page footers */
  headerParagraphs: string[];
  footerParagraphs: string[];
  /** the page count Word saved in docProps/app.xml, when present */
  pages: number | null;
  /** word/document.xml, for the text boxes' positions */
  documentXml: string;
  /** the web addresses of its hyperlinks */
  links: string[];
}

export function paragraphsOfXml(xml: string): string[] {
  const paragraphs: string[] = [];
  for (const [paragraph] of xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)) {
    const text = [...paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g)]
      .map((m) => (m[1] === undefined ? '  ' : decodeEntities(m[1])))
      .join('')
      .trim();
    if (text) paragraphs.push(text);
  }
  return paragraphs;
}

export function readDocxParts(bytes: Uint8Array, entries: ZipEntry[]): DocxParts {
  const documentEntry = entries.find((entry) => entry.name === 'word/document.xml');
  const documentXml = documentEntry ? (readZipEntryText(bytes, documentEntry) ?? '') : '';
  // Modern text boxes are stored twice (DrawingML and a VML fallback); count the first only.
  const withoutFallbacks = documentXml.replace(/<mc:Fallback>[\s\S]*?<\/mc:Fallback>/g, '');
  // Word keeps separate first-page, even and default headers, often with the same text.
  const partParagraphs = (kind: string) => [
    ...new Set(
      entries
        .filter((entry) => new RegExp(`^word/${kind}\\d*\\.xml$`).test(entry.name))
        .sort((a, b) => a.name.localeCompare(b.name))
        .flatMap((entry) => paragraphsOfXml(readZipEntryText(bytes, entry) ?? '')),
    ),
  ];
  const appEntry = entries.find((entry) => entry.name === 'docProps/app.xml');
  const relsEntry = entries.find((entry) => entry.name === 'word/_rels/document.xml.rels');
  const savedPages = Number((appEntry && readZipEntryText(bytes, appEntry))?.match(/<Pages>(\d+)<\/Pages>/)?.[1]);
  return {
    pages: savedPages > 0 ? savedPages : null,
    documentXml,
    tables: documentXml.match(/<w:tbl[\s>]/g)?.length ?? 0,
    textBoxes: withoutFallbacks.match(/<w:txbxContent\b/g)?.length ?? 0,
    headerParagraphs: partParagraphs('header'),
    footerParagraphs: partParagraphs('footer'),
    links: docxLinkTargets((relsEntry && readZipEntryText(bytes, relsEntry)) ?? ''),
  };
}
