import type { PdfTextRun } from '../pdf-text-run';

/**
 * TeX and some older generators draw an accented letter as two glyphs: a spacing accent
 * ("¨", "´") and the bare letter, so the text layer says "Z¨urich" or puts the accent in a run
 * of its own over the letter. Both are composed back into one letter ("Zürich"); combining
 * marks after a letter are composed too (NFC).
 */
const COMBINING: Record<string, string> = {
  '¨': '\u0308', '´': '\u0301', '`': '\u0300', ˆ: '\u0302', '^': '\u0302', '˜': '\u0303', '~': '\u0303',
  '¸': '\u0327', '˚': '\u030A', ˇ: '\u030C', '˘': '\u0306', '˙': '\u0307', '˝': '\u030B', '¯': '\u0304',
};
/** ASCII "^", "~" and "`" are left alone inside text, where they are usually themselves. */
const SPACING_ACCENT = /([¨´ˆ˜¸˚ˇ˘˙˝¯])\s?(\p{L})/gu;

/** The accent on the letter, when Unicode has that letter precomposed; otherwise null. */
/** "it´s" uses the acute as an apostrophe: accents that sit on vowels only compose with vowels. */
const VOWEL_ACCENTS = /[¨´`ˆ^˚˝]/;

function compose(accent: string, letter: string): string | null {
  const mark = COMBINING[accent];
  if (!mark || (VOWEL_ACCENTS.test(accent) && !/[aeiouyAEIOUY]/.test(letter))) return null;
  const composed = (letter + mark).normalize('NFC');
  return composed.length === 1 ? composed : null;
}

export function composeAccents(text: string): string {
  const spaced = /[¨´ˆ˜¸˚ˇ˘˙˝¯]/.test(text) ? text.replace(SPACING_ACCENT, (whole, accent: string, letter: string) => compose(accent, letter) ?? whole) : text;
  return spaced.normalize('NFC');
}

const isAccentRun = (run: PdfTextRun) => /^\s*[¨´`ˆ^˜~¸˚ˇ˘˙˝¯\u0300-\u036f]\s*$/.test(run.text);

/**
 * A lone accent run drawn over a letter of another run on (nearly) the same baseline is put
 * on that letter; the letter is found from the run's average glyph width.
 */
export function attachAccentRuns(runs: PdfTextRun[]): PdfTextRun[] {
  if (!runs.some(isAccentRun)) return runs;
  const out = runs.filter((run) => !isAccentRun(run)).map((run) => ({ ...run }));
  for (const accent of runs.filter(isAccentRun)) {
    const centre = accent.x + accent.width / 2;
    const base = out.find(
      (run) => Math.abs(run.baseline - accent.baseline) <= run.fontSize * 0.6 && centre >= run.x && centre <= run.x + run.width && run.text.length > 0,
    );
    if (!base) {
      out.push(accent);
      continue;
    }
    const index = Math.min(base.text.length - 1, Math.max(0, Math.floor(((centre - base.x) / base.width) * base.text.length)));
    const letter = base.text[index];
    const mark = accent.text.trim();
    const composed = /^[\u0300-\u036f]$/.test(mark) ? (letter + mark).normalize('NFC') : compose(mark, letter);
    if (composed && composed.length === 1) base.text = base.text.slice(0, index) + composed + base.text.slice(index + 1);
  }
  return out;
}

/**
 * A soft hyphen (U+00AD) inside a word is an invisible break point and goes; standing alone
 * between spaces, some generators use it as the dash of a date range ("Jan 2019 \u00AD Mar 2020").
 */
export function softHyphens(text: string): string {
  if (!text.includes('\u00AD')) return text;
  if (/^\s*\u00AD\s*$/.test(text)) return text.replace('\u00AD', '–');
  return text.replace(/(^|\s)\u00AD(?=\s|$)/g, '$1–').replace(/\u00AD/g, '');
}

/**
 * Word's Symbol and Wingdings bullets reach plain text as private-use code points (U+F09F,
 * U+F0B7 …). Standing alone between spaces they are list markers or field separators
 * ("Avenue \uF09F Chicago, IL \uF09F 123-345-7890"), and become the bullet they show.
 */
export function symbolMarkers(text: string): string {
  if (!/[\uF000-\uF0FF]/.test(text)) return text;
  return text.replace(/(^|\s)[\uF000-\uF0FF](?=\s|$)/g, '$1•');
}

/** Text from any format, as the parser wants it: composed letters, soft hyphens and symbol markers resolved. */
export const normalizeCharacters = (text: string) => composeAccents(softHyphens(symbolMarkers(text)));
