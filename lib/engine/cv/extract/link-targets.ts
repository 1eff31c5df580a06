/**
 * The addresses a document links to. CV builders print a profile as an icon or a bare handle
 * ("rafaelortizpe" under a LinkedIn glyph) and keep the address only in the link: without it the
 * report would say "no LinkedIn" of a CV that shows one. Bounded: a hostile file can carry
 * thousands of annotations or relationships, and an address of any length.
 */
const MAX_LINKS = 50;
const MAX_LINK_CHARS = 500;
/** a relationships part of a CV is a few kilobytes; more is not read */
const MAX_RELS_CHARS = 1_000_000;
const WEB_ADDRESS = /^https?:\/\/[^\s<>"]+$/i;

/** Web addresses among `candidates`, each once, in order, within the bounds. */
export function boundedLinks(candidates: Iterable<unknown>): string[] {
  const out = new Set<string>();
  for (const candidate of candidates) {
    if (out.size >= MAX_LINKS) break;
    if (typeof candidate !== 'string' || candidate.length > MAX_LINK_CHARS) continue;
    const url = candidate.trim();
    if (WEB_ADDRESS.test(url)) out.add(url);
  }
  return [...out];
}

interface AnnotationLike {
  subtype?: unknown;
  url?: unknown;
}

/** The web addresses of a PDF page's link annotations (pdf.js `getAnnotations`). */
export function pdfLinkTargets(annotations: readonly unknown[]): string[] {
  return boundedLinks(
    annotations.slice(0, MAX_LINKS * 4).flatMap((a) => {
      const annotation = a as AnnotationLike | null;
      return annotation?.subtype === 'Link' ? [annotation.url] : [];
    }),
  );
}

const RELATIONSHIP = /<Relationship\b[^>]*>/g;
const attribute = (element: string, name: string) => element.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];

/** The external hyperlinks of a Word document, from its relationships part (word/_rels/document.xml.rels). */
export function docxLinkTargets(relsXml: string): string[] {
  if (relsXml.length > MAX_RELS_CHARS) return [];
  const targets: string[] = [];
  for (const [element] of relsXml.matchAll(RELATIONSHIP)) {
    if (targets.length >= MAX_LINKS * 4) break;
    if (!/\/hyperlink"/.test(element) || attribute(element, 'TargetMode') !== 'External') continue;
    const target = attribute(element, 'Target');
    if (target) targets.push(target.replace(/&amp;/g, '&'));
  }
  return boundedLinks(targets);
}
