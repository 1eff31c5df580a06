/**
 * Text measurements shared by scoring and the report: word counts, metric detection and the
 * numbers a sentence states (used to refuse rewrites that invent figures).
 */

/** "2,000", "FP&A" and "R&D" are one word each; a lone "&" is not a word */
const WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}'’+#./-]|,(?=\d{3}(?!\d))|&(?=\p{L}))*/gu;

export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

export function countWords(text: string): number {
  return words(text).length;
}

/** Leading bullet glyphs and list markers that parsers sometimes leave on a bullet. */
export function stripBulletMarker(text: string): string {
  return text.replace(/^\s*(?:[-–—•·*▪◦●○►‣⁃]|\d{1,2}[.)])\s*/u, '').trim();
}

// Years on their own ("in 2019") date an event; they do not measure it.
const YEAR = /^(19[5-9]\d|20[0-4]\d)$/;
const NUMBER_TOKEN = /\d+(?:[.,]\d+)*/g;
const SPELLED_QUANTITY =
  /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|fifty|hundred|hundreds|thousand|thousands|million|millions|billion|dozen|dozens|doubled|tripled|quadrupled|halved|twice|thrice|twofold|threefold|tenfold)\b/i;

/** Numbers stated in a text, normalised ("1,200" → "1200"), in order. Years included. */
export function numbersIn(text: string): string[] {
  return (text.match(NUMBER_TOKEN) ?? []).map((n) => n.replace(/,(?=\d{3}\b)/g, '').replace(',', '.'));
}

/**
 * A bullet is quantified when it states a measurable amount: a number (not a bare year), a
 * percentage, a currency amount, a duration or a count, in digits or spelled out.
 */
export function isQuantified(text: string): boolean {
  if (numbersIn(text).some((n) => !YEAR.test(n))) return true;
  return SPELLED_QUANTITY.test(text);
}

const PLACEHOLDER = /\[[^\]]*\]/g;

/** Numbers in `candidate` that `source` does not state; placeholders like [X%] are ignored. */
export function inventedNumbers(source: string, candidate: string): string[] {
  const known = new Set(numbersIn(source));
  return numbersIn(candidate.replace(PLACEHOLDER, '')).filter((n) => !known.has(n));
}

export function lowerFirst(text: string): string {
  return text ? text[0].toLowerCase() + text.slice(1) : text;
}

export function upperFirst(text: string): string {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

/** Shortens a quotation for use inside a sentence. */
export function quote(text: string, maxWords = 12): string {
  const w = text.trim().split(/\s+/);
  return `"${w.length > maxWords ? `${w.slice(0, maxWords).join(' ')}…` : text.trim()}"`;
}

/** Rough English syllable count: vowel groups, minus a silent final e, at least one. */
export function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length <= 3) return 1;
  const groups = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '').match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

export function listPhrase(items: readonly string[], max = 4): string {
  const shown = items.slice(0, max);
  const rest = items.length - shown.length;
  if (shown.length === 0) return '';
  if (rest > 0) return `${shown.join(', ')} and ${rest} more`;
  if (shown.length === 1) return shown[0];
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}
