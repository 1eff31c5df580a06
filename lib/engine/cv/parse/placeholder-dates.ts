/**
 * "January 20XX", "Fall 20XX", "January-May, 20xx", "19xx-19xx", "May [year]": a template's date left unfilled.
 * It says nothing true: no date of an entry and no part of a name. The improved CV leaves it out
 * (render/sendable-text.ts), and the parse keeps it out of names and dates, so both read the same.
 */
import type { ExtractedLine } from '../types';
import { findDateRange, PLACEHOLDER_YEAR } from './dates';
import { MONTH_NAME_ALTERNATION, SEASON_ALTERNATION } from './month-names';

// "Summers 20xx-20xx": a season in the plural, for a job held every summer
const MONTH_OR_SEASON = `(?:${MONTH_NAME_ALTERNATION}|(?:${SEASON_ALTERNATION})s?)\\.?`;
/** the separator before it goes with it ("Milton, Nebraska, 19xx-20xx") */
const MONTH_PREFIX = `(?:\\b${MONTH_OR_SEASON}(?: ?[-–] ?${MONTH_OR_SEASON})?,? ?)?`;
/** "20XX – Present", "July 20XX to August 20XX": the range goes whole, its end with it */
const YEAR = `(?<![\\p{L}\\d])${PLACEHOLDER_YEAR}(?![\\p{L}\\d])`;
const RANGE_END = `(?: ?(?:[-–—]|to|through|until|till) ?(?:${MONTH_PREFIX}${YEAR}|(present|current|now)\\b))?`;
const PLACEHOLDER_DATE = new RegExp(`([,;|–—-]?) ?${MONTH_PREFIX}${YEAR}${RANGE_END}`, 'giu');
const SEASON_BEFORE = new RegExp(`[,;|–—-]? ?\\b${MONTH_OR_SEASON},? ?$`, 'iu');
const HAS_PLACEHOLDER = new RegExp(YEAR, 'iu');

export const withoutPlaceholderDates = (text: string) => text.replace(PLACEHOLDER_DATE, '');

/**
 * A placeholder range the date reader takes whole ("March 20XX – December 20XX", "July 20XX to
 * Present") stays: it starts an entry where the template put a date, and the reader cuts it out of
 * the names and leaves the entry undated (or current). What it does not take ("May, 19xx",
 * "January-May, 20xx", "… by MSDE January 20XX") is cut out, with the separator before it; a line
 * that held nothing else is dropped. `source` gives each kept line's index in the input.
 */
export function linesWithoutPlaceholderDates(lines: ExtractedLine[]): { lines: ExtractedLine[]; source: number[] } {
  if (!lines.some((l) => HAS_PLACEHOLDER.test(l.text))) return { lines, source: lines.map((_, i) => i) };
  const out: ExtractedLine[] = [];
  const source: number[] = [];
  lines.forEach((line, i) => {
    const text = HAS_PLACEHOLDER.test(line.text) ? outsideRange(line.text) : line.text;
    if (text !== line.text && !/[\p{L}\p{N}]/u.test(text)) return;
    out.push(text === line.text ? line : { ...line, text });
    source.push(i);
  });
  return { lines: out, source };
}

function outsideRange(text: string): string {
  const range = findDateRange(text);
  if (!range) return withoutPlaceholderDates(text).trim();
  const end = range.index + range.length;
  // "Summers 20xx-20xx": the season before a placeholder range is its unfilled date too
  const before = HAS_PLACEHOLDER.test(range.raw) ? text.slice(0, range.index).replace(SEASON_BEFORE, '') : text.slice(0, range.index);
  return `${withoutPlaceholderDates(before)}${text.slice(range.index, end)}${withoutPlaceholderDates(text.slice(end))}`.trim();
}
