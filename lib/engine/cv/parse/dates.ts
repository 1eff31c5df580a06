import type { YearMonth } from '../types';
import { MONTH_BY_NAME, MONTH_NAME_ALTERNATION, SEASON_ALTERNATION, stripAccents } from './month-names';

export interface DateRange {
  start: YearMonth | null;
  end: YearMonth | null;
  current: boolean;
  /** the matched text as written */
  raw: string;
  /** position of the match in the input, to cut it out of a line */
  index: number;
  length: number;
}

const PRESENT_WORDS = [
  'present', 'current', 'currently', 'now', 'today', 'ongoing', 'date',
  'heute', 'aktuell', 'derzeit', 'jetzt', 'laufend', 'dato',
  'actualidad', 'actual', 'actualmente', 'presente', 'hoy', 'la fecha',
  "aujourd'hui", 'aujourd’hui', "auj.", 'present', 'en cours', 'actuel', 'ce jour', 'maintenant',
  'atual', 'atualmente', 'o momento', 'momento',
  'heden', 'nu', 'huidig', 'oggi', 'attuale', 'in corso', 'obecnie', 'teraz', 'nadal', 'dzis',
  'pagaende', 'tills vidare', 'halen', 'devam ediyor', 'gunumuz',
];
/** regex alternation of the words that end a current role ("present", "obecnie", "heute", …) */
export const PRESENT = PRESENT_WORDS.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).sort((a, b) => b.length - a.length).join('|');
/** "Present", "Ongoing" and nothing else: a text that only says something goes on */
export const PRESENT_ONLY = new RegExp(`^(?:${PRESENT})$`, 'i');

// Dates are matched on accent-free lower-case text of the same length as the original.
const MONTH = `(?:${MONTH_NAME_ALTERNATION})\\.?`;
const YEAR = `(?:19[5-9]\\d|20\\d\\d)`;
/** A template's unfilled year: "20XX", "19xx", "[Year]", "[YYYY]" (matched on lower-case text). */
export const PLACEHOLDER_YEAR = `(?:(?:19|20)xx|\\[(?:year|yyyy)\\])`;
const isPlaceholder = (text: string) => new RegExp(PLACEHOLDER_YEAR, 'i').test(text);
const DAY_OR_MONTH = `(?:0?[1-9]|[12]\\d|3[01])`;
const DATE = [
  // "01.04.2016", "15/01/2016": German, Europass and other full dates (the day is dropped)
  ...['\\.', '/', '-'].map((sep) => `${DAY_OR_MONTH}\\s*${sep}\\s*${DAY_OR_MONTH}\\s*${sep}\\s*${YEAR}`),
  // "mar/2021", "Jan-2020": Brazilian and Indian CVs join month and year with a slash or hyphen
  `${MONTH}(?:,?\\s*(?:de\\s+|of\\s+)?|\\s?[/-]\\s?)(?:${YEAR}|'\\d\\d)`,
  `(?:0?[1-9]|1[0-2])\\s*[/.-]\\s*${YEAR}`,
  `${YEAR}\\s*[/.-]\\s*(?:0[1-9]|1[0-2])(?![\\d])`,
  `${YEAR}`,
  // "March 20XX": a template's placeholder year; the range is a range, its dates unknown
  `(?:${MONTH},?\\s*)?${PLACEHOLDER_YEAR}`,
].map((p) => `(?:${p})`).join('|');
const END = `(?:${DATE}|(?:(?:to|till|until|bis|a|al|hasta|au|a|jusqu'a|ate|tot|do)\\s+)?(?:${PRESENT}))`;
const SEPARATOR = `\\s*(?:[-–—‒−~\u00ad]+|\\bto\\b|\\btill\\b|\\buntil\\b|\\bbis\\b|\\ba\\b|\\bal\\b|\\bhasta\\b|\\bau\\b|\\bjusqu'(?:a|au)\\b|\\bate\\b|\\btot\\b|\\bdo\\b|\\bthrough\\b|\\bthru\\b)\\s*`;
const RANGE = new RegExp(
  `(?<![\\p{L}\\d])(?:(?:from|von|de|desde|depuis|van|dal|od)\\s+(?:le\\s+)?)?(${DATE})${SEPARATOR}(${END})(?![\\p{L}\\d])`,
  'iu',
);
const SINCE = new RegExp(
  `(?<![\\p{L}\\d])(?:since|seit|desde|depuis|sinds|dal|od|from|ab|des|a partir de)\\s+(?:le\\s+|o\\s+)?(${DATE})(?![\\p{L}\\d])`,
  'iu',
);
/** "Juin – Août 2019", "Apr – Jun 2017": two months sharing the year written after the second. */
const SHARED_YEAR = new RegExp(`(?<![\\p{L}\\d])(${MONTH})${SEPARATOR}(${MONTH}),?\\s*(${YEAR})(?![\\p{L}\\d])`, 'iu');
/** "Sep 15 – Feb 18", "Sep 15 – NOW": two-digit years after month names, on both ends of a range. */
const TWO_DIGIT = new RegExp(
  `(?<![\\p{L}\\d])(${MONTH})\\s*'?(\\d{2})${SEPARATOR}(?:(${MONTH})\\s*'?(\\d{2})|(${PRESENT}))(?![\\p{L}\\d])`,
  'iu',
);
/** "05/13-08/14", "09/14-Present": a month of two digits and a year of two, on both ends of a range. */
const NUMERIC_TWO_DIGIT = new RegExp(
  `(?<![\\p{L}\\d/.-])(0[1-9]|1[0-2])/(\\d{2})\\s*[-–—]\\s*(?:(0[1-9]|1[0-2])/(\\d{2})|(${PRESENT}))(?![\\p{L}\\d/.-])`,
  'iu',
);
/**
 * "7/95 to present", "11/91 to 3/92": the same with the month unpadded, which only a "to" between the
 * ends marks as a range ("8/05-7/06" between a job's lines is as often a day and a month, or a fraction).
 */
const NUMERIC_TWO_DIGIT_TO = new RegExp(
  `(?<![\\p{L}\\d/.-])(0?[1-9]|1[0-2])/(\\d{2})\\s+to\\s+(?:(0?[1-9]|1[0-2])/(\\d{2})|(${PRESENT}))(?![\\p{L}\\d/.-])`,
  'iu',
);
/**
 * "8/05-7/06  Teacher, Lincoln School": an unpadded range with a dash opening its line is the
 * date column of a job's header; set before the words, it is no day, fraction or score.
 */
const NUMERIC_TWO_DIGIT_OPENING = new RegExp(
  `(?<=^\\s{0,8})(0?[1-9]|1[0-2])/(\\d{2})\\s*[-–—]\\s*(?:(0?[1-9]|1[0-2])/(\\d{2})|(${PRESENT}))(?![\\p{L}\\d/.-])`,
  'iu',
);
/** "Summer 2012 and 2013": one season in two years. */
const SEASONS = new RegExp(`(?<![\\p{L}\\d])(${SEASON_ALTERNATION})\\s+(${YEAR})\\s*(?:and|&|,|und|et|y|e)\\s*(${YEAR})(?![\\p{L}\\d])`, 'iu');
/** "1971-76", "2011-12": a range whose end keeps only its last two digits. */
const SHORT_END = new RegExp(`(?<![\\p{L}\\d])(${YEAR})\\s*[-–—]\\s*(\\d{2})(?![\\p{L}\\d]|[-/.]\\d)`, 'u');

/**
 * "Office Manager | – Present": a current role whose start the CV does not give, as a field of its
 * own after a separator. Alone at a line's start it is not taken: there it is as likely the end of
 * a range wrapped from the line above.
 */
const OPEN_START = new RegExp(`\\|[ \\t]*[–—-][ \\t]*(?:${PRESENT})[ \\t]*$`, 'iu');

function openStart(haystack: string, text: string): DateRange | null {
  const m = haystack.match(OPEN_START);
  if (!m || m.index === undefined) return null;
  const at = m.index + 1;
  const raw = text.slice(at).trim();
  return { start: null, end: null, current: true, raw, index: at, length: text.length - at };
}

function shortEndYears(haystack: string, text: string): DateRange | null {
  const m = haystack.match(SHORT_END);
  if (!m || m.index === undefined) return null;
  const start = Number(m[1]);
  let end = Math.floor(start / 100) * 100 + Number(m[2]);
  if (end < start) end += 100;
  // "2019-03" is March 2019, not a range of 84 years
  return end - start <= 45 && end > start ? { start: { year: start, month: null }, end: { year: end, month: null }, current: false, ...span(text, m) } : null;
}

/**
 * "Mar. 2021 Present", "Jun. 2017 May 2018": a range whose dash was a soft hyphen or a drawn
 * rule, which the PDF's text layer drops (LaTeX's awesome-cv prints its dash so). Both ends must
 * name a month, so a pair of bare years ("2019 2020") or a phone number stays what it is.
 */
const DROPPED_DASH = new RegExp(`(?<![\\p{L}\\d])(${MONTH}\\s*(?:${YEAR}|'\\d\\d))\\s+(?:exp(?:ected)?\\.?\\s+)?(${MONTH}\\s*(?:${YEAR}|'\\d\\d)|${PRESENT})(?![\\p{L}\\d])`, 'iu');

function droppedDash(haystack: string, text: string): DateRange | null {
  const m = haystack.match(DROPPED_DASH);
  if (!m || m.index === undefined) return null;
  const start = parseDate(m[1].replace(/\.(?=\s)/, ''));
  const current = isPresent(m[2]);
  const end = current ? null : parseDate(m[2].replace(/\.(?=\s)/, ''));
  if (!start || (!current && (!end || end.year * 12 + (end.month ?? 0) < start.year * 12 + (start.month ?? 0)))) return null;
  return { start, end, current, ...span(text, m) };
}

/** "20132015", "2016present": a year range whose dash was lost in a text export. */
const GLUED = new RegExp(`(?<![\\p{L}\\d])(${YEAR})(${YEAR}|${PRESENT})(?![\\p{L}\\d])`, 'iu');
// "(Technologia Training -2001)": a dash glued to the year but set apart from the word before it leads up to the date
const SINGLE = new RegExp(`(?:(?<![\\p{L}\\d/.-])|(?<=(?:^|[\\s(\\[])-))(${DATE})(?![\\p{L}\\d])`, 'iu');

const MONTH_YEAR = new RegExp(`^(${MONTH_NAME_ALTERNATION})\\.?(?:,?\\s*(?:de\\s+|of\\s+)?|\\s?[/-]\\s?)(\\d{4}|'\\d\\d)$`);
const ENDS_PRESENT = new RegExp(`(?:${PRESENT})\\s*$`, 'i');

/** Parses one date as written: "Jan 2019", "01/2019", "2019-03", "2019", "ene. 2019". */
export function parseDate(text: string): YearMonth | null {
  const t = stripAccents(text).toLowerCase().trim();
  let m = t.match(MONTH_YEAR);
  if (m) return { year: fullYear(m[2]), month: MONTH_BY_NAME.get(m[1]) ?? null };
  m = t.match(/^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})$/);
  if (m) {
    // day first, as written everywhere but the US, unless that cannot be: "04/23/2019"
    const [a, b] = [Number(m[1]), Number(m[2])];
    const month = b <= 12 ? b : a <= 12 ? a : null;
    return month ? { year: Number(m[3]), month } : null;
  }
  m = t.match(/^(\d{1,2})\s*[/.-]\s*(\d{4})$/);
  if (m && Number(m[1]) >= 1 && Number(m[1]) <= 12) return { year: Number(m[2]), month: Number(m[1]) };
  m = t.match(/^(\d{4})\s*[/.-]\s*(\d{1,2})$/);
  if (m && Number(m[2]) >= 1 && Number(m[2]) <= 12) return { year: Number(m[1]), month: Number(m[2]) };
  m = t.match(/^(\d{4})$/);
  if (m) return { year: Number(m[1]), month: null };
  return null;
}

function fullYear(text: string): number {
  if (text.startsWith("'")) {
    const two = Number(text.slice(1));
    return two > 50 ? 1900 + two : 2000 + two;
  }
  return Number(text);
}

const isPresent = (text: string) => ENDS_PRESENT.test(stripAccents(text).toLowerCase().trim()) && parseDate(text) === null;

const ANY_DIGIT = /\d/;

/** "Jun ’19": word processors curl the apostrophe that stands for a year's century. */
const CURLED_APOSTROPHE = /[’‘ʼ′]/g;

/** Accent folding keeps string length for Latin text, so match positions map back to the original. */
function searchable(text: string): string {
  const folded = stripAccents(text);
  return (folded.length === text.length ? folded : text).replace(CURLED_APOSTROPHE, "'");
}

/**
 * Finds the first date range in a line: "Jan 2019 – Present", "01/2019 - 03/2021",
 * "2019–2021", "March 2018 to June 2020", "seit 2021". Returns null when there is none.
 */
export function findDateRange(text: string): DateRange | null {
  // Every form but the open start ("| – Present") holds a digit, and accent folding makes no
  // digit or bar: most lines of a CV are ruled out before a dozen patterns scan them.
  if (!ANY_DIGIT.test(text)) return text.includes('|') ? openStart(searchable(text), text) : null;
  const haystack = searchable(text);
  const range = haystack.match(RANGE);
  if (range && range.index !== undefined) {
    const start = parseDate(range[1]);
    const endText = range[2];
    const current = isPresent(endText);
    const end = current ? null : parseDate(endText.replace(/^(to|till|until|bis|a|al|hasta|au|jusqu'a|ate|tot|do)\s+/i, ''));
    if ((start || isPlaceholder(range[1])) && (current || end || isPlaceholder(endText))) {
      return { start, end, current, raw: text.substr(range.index, range[0].length).trim(), index: range.index, length: range[0].length };
    }
  }
  const other = sharedYear(haystack, text) ?? twoDigitYears(haystack, text) ?? seasons(haystack, text) ?? droppedDash(haystack, text) ?? gluedYears(haystack, text) ?? shortEndYears(haystack, text);
  if (other) return other;
  const since = haystack.match(SINCE);
  // "dès 2019" (since) folds to "des", which is also the French article: the accent must be there.
  if (since && since.index !== undefined && !(/^des\s/i.test(since[0]) && !/^dès/i.test(text.slice(since.index)))) {
    const start = parseDate(since[1]);
    if (start) return { start, end: null, current: true, raw: text.substr(since.index, since[0].length), index: since.index, length: since[0].length };
  }
  return openStart(haystack, text);
}

const monthOf = (name: string) => MONTH_BY_NAME.get(name.toLowerCase().replace(/\.$/, '')) ?? null;
const span = (text: string, m: RegExpMatchArray) => ({ raw: text.substr(m.index!, m[0].length).trim(), index: m.index!, length: m[0].length });

function sharedYear(haystack: string, text: string): DateRange | null {
  const m = haystack.match(SHARED_YEAR);
  if (!m || m.index === undefined) return null;
  const [from, to, year] = [monthOf(m[1]), monthOf(m[2]), Number(m[3])];
  if (!from || !to) return null;
  // "Nov – Feb 2019" runs over the new year
  return { start: { year: from > to ? year - 1 : year, month: from }, end: { year, month: to }, current: false, ...span(text, m) };
}

function twoDigitYears(haystack: string, text: string): DateRange | null {
  const named = haystack.match(TWO_DIGIT);
  const numeric = named ? null : (haystack.match(NUMERIC_TWO_DIGIT) ?? haystack.match(NUMERIC_TWO_DIGIT_TO) ?? haystack.match(NUMERIC_TWO_DIGIT_OPENING));
  const m = named ?? numeric;
  if (!m || m.index === undefined) return null;
  const month = (written: string) => (numeric ? Number(written) : monthOf(written));
  const start = { year: fullYear(`'${m[2]}`), month: month(m[1]) };
  if (m[5]) return { start, end: null, current: true, ...span(text, m) };
  const end = { year: fullYear(`'${m[4]}`), month: month(m[3]) };
  if (!start.month || !end.month || end.year < start.year) return null;
  return { start, end, current: false, ...span(text, m) };
}

function seasons(haystack: string, text: string): DateRange | null {
  const m = haystack.match(SEASONS);
  if (!m || m.index === undefined) return null;
  const [first, second] = [Number(m[2]), Number(m[3])];
  if (second < first || second - first > 5) return null;
  return { start: { year: first, month: monthOf(m[1]) }, end: { year: second, month: monthOf(m[1]) }, current: false, ...span(text, m) };
}

function gluedYears(haystack: string, text: string): DateRange | null {
  const m = haystack.match(GLUED);
  if (!m || m.index === undefined) return null;
  const start = { year: Number(m[1]), month: null };
  if (!/^\d/.test(m[2])) return { start, end: null, current: true, ...span(text, m) };
  const end = { year: Number(m[2]), month: null };
  return end.year >= start.year && end.year - start.year <= 45 ? { start, end, current: false, ...span(text, m) } : null;
}

/**
 * "Windows Server 2003", "SQL Server 2008", "MS Office 2010", "Visual Studio 2019": a year written
 * straight after a product's name is its release, listed among a job's tools, and dates nothing.
 */
const RELEASE_OF = /(?:windows|server|office|studio|excel|word|access|outlook|visio|sharepoint|exchange|autocad|revit|dynamics|navision|photoshop|illustrator|acrobat)\s+$/i;
/** "InfoPath Designer 2010, SharePoint Designer 2010, Office 2010": a list of names each with its year lists releases, whatever the products. */
const NAME_YEAR_ITEM = /\p{Lu}[\p{L}.#+]*\s+(?:19|20)\d\d(?:\s+R2)?\s*(?:,|$)/gu;
const NAMED_BEFORE = /\p{Lu}[\p{L}.#+]*\s+$/u;

function isRelease(haystack: string, year: RegExpMatchArray, listsReleases: () => boolean): boolean {
  if (!/^\d{4}$/.test(year[1])) return false;
  // a product's name is a few words: the text just before the year says it (the whole prefix each time would be quadratic)
  const before = haystack.slice(Math.max(0, year.index! - 40), year.index);
  return RELEASE_OF.test(before) || (NAMED_BEFORE.test(before) && listsReleases());
}

/** "Capacity 2000 Tons of castings", "1500 employees": a number that counts something is no year. */
const COUNTED_AFTER = /^\s*(?:tons?|tonnes?|kgs?|mt|mw|kw|kva|units|pieces|pcs|employees|staff|users|customers|clients|students|people|persons|members|beds|seats|sq\.?\s*ft|square|litres?|liters?|km|miles|rooms|stores|outlets|shops|vehicles|machines|moulds|molds)\b/i;
const countsSomething = (haystack: string, year: RegExpMatchArray) => /^\d{4}$/.test(year[1]) && COUNTED_AFTER.test(haystack.slice(year.index! + year[0].length, year.index! + year[0].length + 20));

/** A lone date ("June 2020", "2018"), e.g. a graduation; read as both start and end. */
export function findSingleDate(text: string): DateRange | null {
  const haystack = searchable(text);
  let items: number | null = null;
  const listsReleases = () => (items ??= haystack.length <= 2000 ? (haystack.match(NAME_YEAR_ITEM)?.length ?? 0) : 0) >= 2;
  const single = [...haystack.matchAll(new RegExp(SINGLE.source, 'giu'))].find((m) => !isRelease(haystack, m, listsReleases) && !countsSomething(haystack, m));
  if (!single || single.index === undefined) return null;
  const date = parseDate(single[1]);
  if (!date) return null;
  return { start: date, end: date, current: false, raw: text.substr(single.index, single[0].length), index: single.index, length: single[0].length };
}

/** The line with the date text cut out and dangling separators trimmed. */
export function withoutDates(text: string, range: DateRange): string {
  const cut = `${text.slice(0, range.index)}  ${text.slice(range.index + range.length)}`;
  return cut
    .replace(/\(\s*\)/g, ' ')
    // "(using SDL Trados 2014)" without its year keeps its bracket closed up
    .replace(/(\S)\s+\)/g, '$1)')
    .replace(/^[\s|,;:•·–—-]+/, '')
    .replace(/[\s|,;:•·–—-]+$/, keepLetterGradeMinus)
    .replace(/\s*[|•·]\s*[|•·]\s*/g, ' | ')
    .trim();
}

/** "Mean Grade A-" before the dates: a hyphen glued to a lone capital is a letter grade's minus, no separator left by the cut */
function keepLetterGradeMinus(tail: string, at: number, whole: string): string {
  return tail.startsWith('-') && /(?:^|\s)\p{Lu}$/u.test(whole.slice(Math.max(0, at - 2), at)) ? '-' : '';
}
