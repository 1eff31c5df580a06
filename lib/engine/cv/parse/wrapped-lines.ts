import type { ExtractedLine } from '../types';
import { findDateRange, findSingleDate, PRESENT } from './dates';
import { MONTH_NAME_ALTERNATION, stripAccents } from './month-names';
import { isGridFurniture } from './europass-grid';
import { isBullet, splitOutsideBrackets } from './text-shape';

/** A line ending like this cannot be the end of a field: the text goes on below. */
/** "…, School of the Environment, The" above "University of Queensland": a field opened by "The" is a name cut before its noun. */
/** The connecting word must stand alone ("katharina@example.de" does not end in "de") and be lower-case ("Bloomington, IN" ends in a state). */
/** "…in Logistik und IT, inkl." above "Führungskräfteberatung.": an abbreviation that opens what follows ends no sentence. */
const OPEN_END = /(?:[–—\-,&/]|(?<![+\w])\+|,\s+The|(?:^|\s)(?:and|of|for|in|with|to|the|at|und|für|et|de|du|des|y|e|em|da|do|van|voor|di|del|della|per|con)|(?:^|\s)(?:inkl|bzw|z\.\s?B|ca|e\.g|i\.e|incl|approx|vs|u\.a|d\.h|p\.\s?ex|sog|ggf|evtl|p\.\s?ej|ej|aprox|env)\.)$/;

/** "…, Menlo Park, CA, Jul 2016 – Dec" above "2019": a date range cut by the column width. */
const ENDS_IN_OPEN_DATE = new RegExp(`(?:\\b(?:${MONTH_NAME_ALTERNATION})\\.?|[–—-]|\\bto)$`, 'i');
const STARTS_WITH_YEAR = new RegExp(`^(?:(?:19|20)\\d\\d|${PRESENT})\\b`, 'i');
const ENDS_IN_MONTH_STOP = new RegExp(`\\p{L}\\s+(?:${MONTH_NAME_ALTERNATION})\\.$`, 'iu');
/**
 * "… con SAP2000 e Midas Gen." above "2016–2020  Progettista strutturale": a sentence that ends in
 * a word spelt like a month ("Gen", "Mar") and a full stop, above a line that opens with a whole
 * range of its own, is no cut date; that range dates the next entry. ("…, CA, Jan" above
 * "2020 – Present" is one: a field separator before the month, no full stop.)
 */
const ownRange = (previous: string, next: string) => {
  const range = ENDS_IN_MONTH_STOP.test(stripAccents(previous)) ? findDateRange(next) : null;
  return range !== null && range.index === 0 && (range.end !== null || range.current);
};
const cutDate = (previous: string, next: string) =>
  ENDS_IN_OPEN_DATE.test(stripAccents(previous)) && STARTS_WITH_YEAR.test(stripAccents(next.trim())) && !ownRange(previous, next.trim()) && findDateRange(`${previous} ${next}`) !== null;

const ENDS_IN_MONTH = new RegExp(`[\\s,;(](?:${MONTH_NAME_ALTERNATION})\\.?$`, 'i');
const STARTS_WITH_MONTH = new RegExp(`^(?:${MONTH_NAME_ALTERNATION})\\.?\\s*,?\\s*(?:19|20)\\d\\d`, 'i');
const STARTS_WITH_DATE = new RegExp(`^(?:(?:${MONTH_NAME_ALTERNATION})\\.?\\s*(?:19|20)\\d\\d|(?:19|20)\\d\\d|(?:${PRESENT}))(?![\\p{L}\\d])`, 'u');
const LONE_PRESENT = new RegExp(`^(?:(?:to|till|until)\\s+)?(?:${PRESENT})\\.?$`, 'i');

/** the range's dash opening the line that holds its end, where a wrap cut the range before it */
const RANGE_DASH_OPEN = /^[–—-]\s+(?=\S)/;

/** The line is one date or "Present" and nothing else. */
function isLoneDate(raw: string): boolean {
  if (raw.length > 40) return false;
  // "2004)", "August 2015.", "1989:": the end of "(1999  2004)" or of a sentence's dates
  const text = raw.replace(/^[(\[]+|[)\].,:;]+$/g, '');
  if (LONE_PRESENT.test(stripAccents(text))) return true;
  const single = findSingleDate(text);
  return single !== null && single.index === 0 && single.length === text.length;
}

/**
 * "Short term positions, March 2013" above "Present", "January 2012" above "November 2012":
 * a range whose dash was lost with the line breaks (or that is printed one date a line).
 * The lone date below a line ending in a date, with no range yet, is the range's end.
 */
function splitRange(previous: string, rawNext: string): boolean {
  if (previous.length > 200 || findDateRange(previous)) return false;
  // "… · Québec · Juin 2013" above "– Avril 2016": the range wrapped before its dash, which opens the end's line
  const next = rawNext.replace(RANGE_DASH_OPEN, '');
  // "2007" above "Present: Associate Copywriter, Saatchi & Saatchi": the start alone, the end opening the entry
  if (isLoneDate(previous) && next.length <= 200 && !findDateRange(next) && STARTS_WITH_DATE.test(stripAccents(next).toLowerCase())) {
    return findDateRange(`${previous} – ${next}`)?.index === 0;
  }
  if (!isLoneDate(next)) return false;
  // "Appletree Daycare, Muncie, Indiana; January" above "December 2010": both months of one year, the dash lost
  if (ENDS_IN_MONTH.test(stripAccents(previous)) && /\s\p{Lu}\p{L}*\.?$/u.test(previous) && STARTS_WITH_MONTH.test(stripAccents(next))) {
    const range = findDateRange(`${previous} – ${next}`);
    return range !== null && range.start !== null && range.index < previous.length;
  }
  const tail = previous.slice(-20);
  const last = findSingleDate(tail);
  if (!last || last.index + last.length !== tail.length) return false;
  return findDateRange(`${previous} – ${next}`) !== null;
}

/**
 * "…| Community Heritage  May 2023 - June" above "Museum  2024": a head row whose name and date
 * columns both wrapped. The row again: "…| Community Heritage Museum  May 2023 - June 2024".
 */
function wrappedRow(previous: string, next: string): string | null {
  if (previous.length > 200 || next.length > 60 || findDateRange(previous)) return null;
  const gap = previous.match(/\s{2,}(?=\S[^]*$)(?![^]*\s{2,})/);
  const wrap = next.match(/^(\S(?:.*\S)?)\s{2,}((?:19|20)\d\d)$/);
  if (!gap || gap.index === undefined || !wrap) return null;
  const [left, dates] = [previous.slice(0, gap.index), previous.slice(gap.index + gap[0].length)];
  // the name's rest is a few words and no date; the date column was cut after its month
  if (wrap[1].split(/\s+/).length > 4 || findSingleDate(wrap[1]) || !ENDS_IN_OPEN_DATE.test(stripAccents(dates))) return null;
  const row = `${left} ${wrap[1]}${gap[0]}${dates} ${wrap[2]}`;
  return findDateRange(row) ? row : null;
}

/**
 * "02/2020 –  Contadora Pública Senior – Estudio…" above "actualidad  Liquidación mensual…": a
 * range in a narrow date gutter wrapped after its dash, its end opening the next row. The end
 * goes back to its start; the rest of the row below stays a line of its own.
 */
/**
 * The rest of that row starts where its second cell does (a bullet's text, indented under the
 * entry's title), not at the gutter's edge where its row began: measured from the gutter, a
 * bullet would read as a line of the header.
 */
function restOfGutterRow(line: ExtractedLine, rest: string): ExtractedLine {
  const cells = line.cellX && line.cellX.length >= 2 ? line.text.trim().split(/ {2,}/) : [];
  const fromCell = cells.length === line.cellX?.length && cells.slice(1).join('  ') === rest.trim();
  return fromCell ? { ...line, text: rest, x: line.cellX![1], cellX: undefined } : { ...line, text: rest };
}

function gutterRangeCut(previous: string, line: string): { head: string; rest: string } | null {
  if (previous.length > 300 || line.length > 300) return null;
  const open = previous.match(/^(\S[^\s]*(?:\s\S+){0,2}?\s?[–—-])\s{2,}(\S.*)$/);
  if (!open) return null;
  const words = line.trim().split(/(\s+)/);
  for (const count of [1, 2]) {
    const end = words.slice(0, 2 * count - 1).join('');
    const after = words.slice(2 * count - 1);
    // the end stands apart from the row's rest by a wide gap, or is all of the line
    if (after.length > 0 && after[0].length < 2) continue;
    const joined = `${open[1]} ${end}`;
    const range = findDateRange(joined);
    if (range && range.index === 0 && range.length === joined.length) return { head: `${joined}  ${open[2]}`, rest: after.slice(1).join('') };
  }
  return null;
}

const FEW_WORDS = /^\p{Lu}[\p{L}'’-]*(?: [\p{L}'’&-]+){0,2}$/u;

/**
 * "UNIVERSITY PHONETICS LAB | Head Undergraduate" above "Researcher" above "Mar 2012 – May 2013":
 * an entry's head wrapped by a narrow column. The piece is a few words set no smaller than the
 * dates below it and no larger than the head, and the dates follow at once.
 */
function wrappedHead(previous: ExtractedLine, line: ExtractedLine, next: ExtractedLine | undefined): boolean {
  if (!next || !previous.headingHint || line.headingHint || line.fontSize <= 0 || next.column !== line.column || next.page !== line.page) return false;
  const text = line.text.trim();
  if (text.length > 30 || !FEW_WORDS.test(text) || line.gapBefore > 1.25 || next.gapBefore > 1.25) return false;
  if (findDateRange(previous.text) || !/\|/.test(previous.text)) return false;
  const dates = findDateRange(next.text);
  return dates !== null && dates.index === 0 && line.fontSize >= next.fontSize && line.fontSize <= previous.fontSize;
}

/** An average glyph of a body font: half an em (the lower bound above is for proofs, this for estimates). */
const TYPICAL_EM_PER_CHAR = 0.5;

/**
 * "Royal Hospital, Herston — Physiotherapist (Grade 2),  MAR 2018 – JAN 2021" above "Orthopaedic
 * Outpatients": a head row whose dates sit at the right edge wrapped its text before them, since the
 * next word did not fit in front of the date cell. The piece below, set the same way straight under
 * the row, goes back before the dates. A short head ("Acme Corp  2019 – 2021" above "Engineer")
 * left room for the word it broke before: that line is the next field, not the head's rest.
 */
function wrappedBeforeDates(previous: ExtractedLine, line: ExtractedLine): string | null {
  if (!previous.cellX || previous.cellX.length !== 2 || line.fontSize <= 0 || previous.fontSize !== line.fontSize || previous.bold !== line.bold) return null;
  if (line.gapBefore > 1.2 || Math.abs(line.x - previous.x) > 2 || isBullet(line.text) || previous.text.length > 300) return null;
  const rest = line.text.trim();
  if (rest.length > 60 || rest.split(/\s+/).length > 5 || findSingleDate(rest) || /[.!?:;]$/.test(rest)) return null;
  const gap = previous.text.match(/^(\S.*?\S)(\s{2,})(\S.*)$/);
  if (!gap) return null;
  const [, head, spaces, dates] = gap;
  const range = findDateRange(dates);
  if (!range || range.index !== 0 || range.length !== dates.trim().length || findSingleDate(head)) return null;
  const firstWord = rest.split(/\s+/)[0];
  const needed = ([...head].length + 1 + [...firstWord].length) * TYPICAL_EM_PER_CHAR * line.fontSize;
  if (needed <= previous.cellX[1] - previous.x) return null;
  const glued = /\S-$/.test(head);
  return `${head}${glued ? '' : ' '}${rest}${spaces}${dates}`;
}

/** How a line continues the one above: not at all, as the rest of its text, as the end of its date range, or as the rest of its row. */
type Continuation = false | 'text' | 'range' | { row: string };

/**
 * Glyphs of a body font are about half an em wide on average; the estimate is kept low, so a line
 * short of the edge by less than its follower's first word is surely one the writer wrapped.
 */
const MIN_EM_PER_CHAR = 0.4;

/**
 * "…social comparison with Logan" above "Lueilwitz, Director of Experimental Psychology": a sentence
 * set to the column's right edge was wrapped there because the next word did not fit, whatever
 * case that word starts with. The line below, set the same way straight under it, is its rest, not
 * a title. A sentence's end, a dated line or a row of fields stays apart.
 */
function wrappedAtEdge(previous: ExtractedLine, line: ExtractedLine): boolean {
  if (previous.shortOfEdge === undefined || line.fontSize <= 0 || previous.fontSize !== line.fontSize) return false;
  if (previous.bold || line.bold || previous.headingHint || line.headingHint || line.gapBefore > 1.2 || Math.abs(line.x - previous.x) > 2) return false;
  const before = previous.text.trim();
  // a row of fields ("Member, Towson University Chapter | University, Class of 2011") is no sentence, and
  // "Bachelor of Science …, University of Otago, 2012" as wide as the column is a dated entry that ended there
  if (before.length < 40 || /[.!?:;]$/.test(before) || findDateRange(before) || /\s{2,}|\s[|•·]\s/.test(before) || DATED_ENTRY_END.test(before)) return false;
  // a comma list is the list rule's to join (a labelled line after it, "Tools: …", is a list of its own)
  if ((before.match(/[,·]/g)?.length ?? 0) >= 3 || /^\p{L}[\p{L} &/-]{1,30}:/u.test(line.text.trim())) return false;
  const firstWord = line.text.trim().split(/\s+/)[0];
  return (minEms(firstWord) + MIN_EM_PER_CHAR) * line.fontSize > previous.shortOfEdge;
}

/** a few words closed by a sentence's stop, one of them in lower case: "Tage gesenkt.", "des équipes." */
const SENTENCE_TAIL = /^[\p{L}\p{N}][^.!?]{0,60}\s\p{Ll}[^.!?]{0,60}[.!?]$/u;

/**
 * "…Time-to-hire um 18" above "Tage gesenkt.": a line set almost to the column's edge without a
 * sentence's end, under which a short run of words closes one, is that sentence's end, though a
 * German noun opens it in capitals. Its own full stop and lower-case word make it no title or name.
 */
function closesSentence(previous: ExtractedLine, line: ExtractedLine): boolean {
  if (previous.shortOfEdge === undefined || line.fontSize <= 0 || previous.fontSize !== line.fontSize || previous.bold || line.bold) return false;
  if (line.gapBefore > 1.2 || Math.abs(line.x - previous.x) > 2 || previous.shortOfEdge > 6 * line.fontSize) return false;
  const before = previous.text.trim();
  if (before.length < 40 || /[.!?:;]$/.test(before) || findDateRange(before) || /\s{2,}|\s[|•·]\s/.test(before)) return false;
  return line.text.trim().length <= 80 && SENTENCE_TAIL.test(line.text.trim());
}

/**
 * Capitals are wider than the average glyph ("HOWTO." needs more room than "howto."): in the body
 * fonts CVs are set in, every capital but I and J takes at least 0.55 em, so a capitalised word
 * that left a wide gap at the line's end is still seen not to have fitted there.
 */
const MIN_EM_PER_CAPITAL = 0.55;
const minEms = (word: string) => [...word].reduce((sum, c) => sum + (/[\p{Lu}]/u.test(c) && !/[IJ]/.test(c) ? MIN_EM_PER_CAPITAL : MIN_EM_PER_CHAR), 0);

function continues(previous: ExtractedLine, line: ExtractedLine, next: ExtractedLine | undefined, bulletX: number | null): Continuation {
  if (line.column !== previous.column || line.page !== previous.page) return false;
  if (line.gapBefore <= 1.25 && cutDate(previous.text.trim(), line.text)) return 'text';
  if (line.gapBefore <= 1.25 && splitRange(previous.text.trim(), line.text.trim())) return 'range';
  const row = line.gapBefore <= 1.25 ? wrappedRow(previous.text.trim(), line.text.trim()) : null;
  if (row) return { row };
  const beforeDates = wrappedBeforeDates(previous, line);
  if (beforeDates) return { row: beforeDates };
  if (wrappedHead(previous, line, next)) return 'text';
  if (!isBullet(line.text) && !findDateRange(line.text) && wrappedAtEdge(previous, line)) return 'text';
  return continuesText(previous, line, bulletX) && 'text';
}

/**
 * "…, Pune, 2012", "…, 2017, 78%", "…, Kerala, India (2009), First Class": an entry closed by its year,
 * the marks obtained or the class of the degree after it.
 */
const DATED_ENTRY_END =
  /(?:,\s*|\s{2,}|\s\()(?:19|20)\d\d\)?(?:\s*[,(]\s*(?:\d{1,3}(?:\.\d{1,2})?\s*%|\d{1,2}(?:\.\d{1,2})?\s*(?:\/\s*10\s*)?(?:c?gpa)?|(?:first|second|third|upper|lower|pass)[\p{L} -]{0,30}(?:class|division|distinction|honours|honors|merit)(?:\s+with\s+distinction)?)\)?)?$/iu;

function continuesText(previous: ExtractedLine, line: ExtractedLine, bulletX: number | null): boolean {
  if (isBullet(line.text) || findDateRange(line.text)) return false;
  if (line.gapBefore > 1.25 || (line.headingHint && !previous.headingHint)) return false;
  const before = previous.text.trim();
  if (OPEN_END.test(before)) return true;
  // Europass's grid headings are one row of cells, and French and Spanish language names below them start in lower case
  if (isGridFurniture(before)) return false;
  // "… (e.g. Small Business Management System, Task" above "Manager, Code Analyzer).": a bracket still open goes on below
  if (before.length <= 300 && (before.match(/\(/g)?.length ?? 0) > (before.match(/\)/g)?.length ?? 0) && /\)/.test(line.text)) return true;
  // A lower-case start continues a list or a long sentence cut by the page width; a short
  // line before it is an item of its own ("LightGBM" above "scikit-learn").
  const lowerStart = /^\p{Ll}+(?:[\s,;.!?)]|$)/u.test(line.text) && !/^\S*[@/]/.test(line.text) && !/[.!?:;,·|•]$/.test(before);
  if (lowerStart && (/[,;·|•]/.test(before) || before.length >= 60)) return true;
  // a drawn-marker bullet of a PDF wrapped at the column edge: same indent, lower-case start
  if (lowerStart && line.fontSize > 0 && before.length >= 40 && Math.abs(line.x - previous.x) <= 2 && line.gapBefore <= 1.2) return true;
  // "…, AWS, gRPC, Distributed" above "Systems": a long comma list in a PDF cut by the page width
  // ("PMP, Project Management Institute (2019) · Ground" above "Disturbance Level II": middle dots separate too)
  // A line closed by a year after its comma ("MBA, Symbiosis Institute, Pune, 2012") or set apart at the
  // right edge ("Diploma, Accounting, Northgate College, Leeds, UK  2011"), or by the year and
  // the marks obtained ("…, Hyderabad, 2017, 78%", "…, 2017, 8.2 CGPA"), is a dated entry that ended there.
  // Commas inside a bracket ("VBA Registered Plumber (Water Supply, Sanitary, Drainage) – Licence No. 48213") list
  // the parts of one item, which leaves the line no list.
  const longList = line.fontSize > 0 && before.length >= 70 && splitOutsideBrackets(before, ',·').length >= 4 && !/[,;.:·]$/.test(before) && !DATED_ENTRY_END.test(before);
  const labelled = /^\p{L}[\p{L} &/-]{1,30}:/u.test(line.text);
  if (longList && !labelled && Math.abs(line.x - previous.x) <= 2 && line.gapBefore <= 1.2) return true;
  if (closesSentence(previous, line)) return true;
  if (bulletX === null) return false;
  // Bullet continuations carry no bullet and are indented past it, or start in lower case.
  return /^[\p{Ll}(]/u.test(line.text) || (line.fontSize > 0 && line.x > bulletX + 1 && !line.bold);
}

/**
 * "MARLOWE" / "&" / "FINCH,": where a text's line breaks were lost and its words laid out one
 * a line, a name is cut around its ampersand. A lone "&" between two lines of the same column
 * joins them, whatever the gaps; an "&" never stands alone.
 */
function aroundAmpersand(lines: ExtractedLine[], previous: ExtractedLine, i: number): string | null {
  const [line, next] = [lines[i], lines[i + 1]];
  const same = (a: ExtractedLine | undefined): a is ExtractedLine => a !== undefined && a.column === line.column && a.page === line.page && !isBullet(a.text) && a.text.trim() !== '';
  return line.text.trim() === '&' && same(previous) && same(next) ? `${previous.text.trimEnd()} & ${next.text.trim()}` : null;
}

/**
 * PDF lines break long bullets and long entries over several visual lines. The pieces are
 * joined back so that every bullet, title or certificate is one line again.
 */
export function joinWrappedLines(lines: ExtractedLine[]): ExtractedLine[] {
  const out: ExtractedLine[] = [];
  let bulletX: number | null = null;
  let skipTo = -1;
  for (const [i, line] of lines.entries()) {
    if (i <= skipTo) continue;
    const previous = out[out.length - 1];
    const joined = previous ? aroundAmpersand(lines, previous, i) : null;
    if (joined) {
      out[out.length - 1] = { ...previous, text: joined };
      skipTo = i + 1;
      continue;
    }
    const gutter = previous && line.column === previous.column && line.page === previous.page && line.gapBefore <= 1.25 ? gutterRangeCut(previous.text, line.text) : null;
    if (gutter) {
      out[out.length - 1] = { ...previous, text: gutter.head };
      if (gutter.rest) out.push(restOfGutterRow(line, gutter.rest));
      continue;
    }
    const how = previous && line.text.trim() ? continues(previous, line, lines[i + 1], bulletX) : false;
    if (typeof how === 'object') {
      out[out.length - 1] = { ...previous, text: how.row };
      continue;
    }
    if (how === 'range') {
      out[out.length - 1] = { ...previous, text: `${previous.text.trimEnd()} – ${line.text.trim().replace(RANGE_DASH_OPEN, '')}` };
      continue;
    }
    if (how) {
      // Generated PDFs do not hyphenate words; a line ending in "-" broke after a real hyphen
      // ("linkedin.com/in/jane-" + "doe", "Design-" + "Systeme"), so the hyphen stays and no space is added.
      const glued = /\S-$/.test(previous.text);
      // the joined line ends where its last piece does, so a third piece is judged by the second's edge
      out[out.length - 1] = { ...previous, text: glued ? previous.text + line.text : `${previous.text} ${line.text}`, ...(line.shortOfEdge !== undefined && { shortOfEdge: line.shortOfEdge }) };
      continue;
    }
    bulletX = isBullet(line.text) ? line.x : null;
    out.push(line);
  }
  return out;
}
