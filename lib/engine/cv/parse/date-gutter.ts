import type { ExtractedLine } from '../types';
import { findDateRange, findSingleDate } from './dates';
import { parsePlace } from './location';

/** "(March 2007 – February 2008)": a line that is a date range and nothing else. */
export function isDatesOnly(text: string): boolean {
  const range = findDateRange(text) ?? findSingleDate(text);
  return range !== null && text.slice(0, range.index).concat(text.slice(range.index + range.length)).replace(/[\s()[\]|,;:–—-]+/g, '') === '';
}

/** A gutter this much narrower than the text beside it is still a gutter, not an indent. */
const GUTTER_MIN = 8;

/**
 * "04/2019 – heute  Softwareentwickler, REWE digital GmbH": moderncv and its imitations set each
 * entry's dates in a left gutter and its text in a column of its own. The entry's lines (and the
 * bullets indented under them) are measured from that column, not from the dates at the page's
 * margin. Returns the left edge of the text after a leading date cell, when the PDF kept it.
 */
export function columnAfterDates(line: ExtractedLine): number | null {
  if (!line.cellX || line.cellX.length < 2) return null;
  const cells = line.text.trim().split(/ {2,}/);
  // a line rewritten after extraction no longer matches its cells: no column can be told
  if (cells.length !== line.cellX.length || !isDatesOnly(cells[0])) return null;
  // "sep. 2020 – heden  Rotterdam": the entry's dates and its place on one line, no text column beside a gutter
  if (cells.length === 2 && parsePlace(cells[1])) return null;
  return line.cellX[1] - line.x >= GUTTER_MIN ? line.cellX[1] : null;
}

/**
 * "09/2015 – 03/2019 Junior-Entwickler": a date cell set close to its text joins it in one piece,
 * so the column is known only from an entry before it. A dated line that opens with its dates and
 * starts left of that column sits in the same gutter.
 */
export function inGutterOf(line: ExtractedLine, column: number): boolean {
  return line.x <= column - GUTTER_MIN && findDateRange(line.text)?.index === 0;
}
