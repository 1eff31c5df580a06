/**
 * Page furniture of a text without pages: a CV saved as text keeps each page's footer ("Jane Doe,
 * Curriculum Vitae, April 2013", "Updated: 10. August 2014") and its page number ("2") as lines
 * of their own, between the last line of one page and the first of the next. Left in, the footer
 * is read as a job's line or a certification and is printed again in the improved CV. With no
 * page geometry to go by, a footer is a short line that names the document and a date, repeated
 * (with other digits) in the text; a page number is a lone number beside one.
 */
import { DOCUMENT_LABEL, PAGE_NUMBER } from '../page-marks';

const FOOTER_WORDS = 8;
const YEAR = /\b(?:19|20)\d\d\b/;
const LONE_NUMBER = /^[-–—(]?\s*\d{1,3}\s*[-–—)]?$/;

/** The line with its digits masked and its first words (a name the footer may print differently page by page) dropped. */
const footerShape = (text: string) => text.toLowerCase().replace(/\d+/g, '#').replace(/^.*?(?=\b(?:curriculum vitae|lebenslauf|résumé|resume|cv|updated|last updated|stand)\b)/, '');

const shortLine = (text: string) => !/^•/.test(text) && text.split(/\s+/).length <= FOOTER_WORDS;
const mayBeFooter = (text: string) => shortLine(text) && DOCUMENT_LABEL.test(text) && (YEAR.test(text) || PAGE_NUMBER.test(text));
/** "Curriculum Vitae - Jane Doe" without a date: a running header only when three pages or more print it */
const mayBeRunningLabel = (text: string) => shortLine(text) && DOCUMENT_LABEL.test(text);

/** how far from the labelled line the rest of a page's furniture stands ("1st Quarter, 2016" under "Curriculum Vitae - …") */
const FURNITURE_BLOCK = 3;

/** The indices of the lines that are page furniture. */
export function textFurniture(texts: readonly string[]): Set<number> {
  const shapes = new Map<string, number>();
  const exact = new Map<string, number>();
  const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const text of texts) {
    if (mayBeRunningLabel(text)) count(shapes, footerShape(text));
    if (shortLine(text)) count(exact, text.trim());
  }
  const furniture = new Set<number>();
  texts.forEach((text, i) => {
    const recurs = shapes.get(footerShape(text)) ?? 0;
    if (!mayBeRunningLabel(text) || recurs < (mayBeFooter(text) ? 2 : 3)) return;
    furniture.add(i);
    for (const j of [i - 1, i + 1]) if (j >= 0 && j < texts.length && LONE_NUMBER.test(texts[j].trim())) furniture.add(j);
    // the page's date beside it, printed as often: a line of the same page's footer or header
    for (let j = Math.max(0, i - FURNITURE_BLOCK); j <= Math.min(texts.length - 1, i + FURNITURE_BLOCK); j++) {
      if (shortLine(texts[j]) && YEAR.test(texts[j]) && (exact.get(texts[j].trim()) ?? 0) >= 3) furniture.add(j);
    }
  });
  return furniture;
}
