import type { ExtractedDocument } from '../../lib/engine/cv/types';
import { plain } from '../normalise';

/**
 * What a silver label may fairly ask of the parser. dotin's annotators labelled every company a
 * CV mentions, clients and products in bullets included; an employer of a job is printed next
 * to that job's dates. A labelled name counts when some line holding it, not a bullet, has a
 * year on it or on one of the two lines either side.
 */
const YEAR = /\b(?:19|20)\d\d\b/;
/** clients and products named in an achievement bullet are not the job's employer */
const BULLET = /^\s*(?:[•●▪◦■►➢✓*·-]|o\s)/;

export function printedNearDates(doc: ExtractedDocument, label: string): boolean {
  const wanted = ` ${plain(label)} `;
  if (wanted.trim() === '') return false;
  const lines = doc.lines.map((l) => ` ${plain(l.text)} `);
  return lines.some(
    (line, i) => line.includes(wanted) && !BULLET.test(doc.lines[i].text) && doc.lines.slice(Math.max(0, i - 2), i + 3).some((l) => YEAR.test(l.text)),
  );
}

/**
 * dotin's annotators labelled every college a CV names, the ones it worked at too ("Adjunct
 * Instructor, Marist College"). A labelled college asked of the education reader is printed on
 * some line that names none of the CV's labelled job titles.
 */
export function printedApartFromTitles(doc: ExtractedDocument, label: string, titles: string[]): boolean {
  const wanted = ` ${plain(label)} `;
  const named = titles.map((t) => ` ${plain(t)} `).filter((t) => t.trim() !== '');
  return doc.lines.some((l) => {
    const line = ` ${plain(l.text)} `;
    return line.includes(wanted) && !named.some((t) => line.includes(t));
  });
}

/**
 * dotin's skill labels also mark phrases inside sentences ("end-to-end designing"). Skills a
 * parser should list are printed in lists: a line of one to four words, or a line whose items
 * between separators average four words or fewer (brackets aside). A label counts for recall
 * when such a line holds it.
 */
export function printedInList(doc: ExtractedDocument, label: string): boolean {
  const wanted = ` ${plain(label)} `;
  if (wanted.trim() === '') return false;
  return doc.lines.some((line) => {
    if (!` ${plain(line.text)} `.includes(wanted)) return false;
    const text = line.text.replace(/\([^()]*\)/g, ' ').replace(/^\s*[•●▪◦■►➢✓*·-]\s*/, '');
    const words = text.split(/\s+/).filter(Boolean).length;
    const items = text.split(/[,;|•·]/).filter((t) => t.trim()).length;
    return words <= 4 || (items >= 3 && words / items <= 4);
  });
}
