/**
 * Text measurements shared by scoring and the report: word counts, quotes, lists. Figures and
 * the guard against invented ones live in facts/figures.ts.
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

/** What a dimension says when the bullets are on the page but the layout kept them from being read one by one. */
export const UNREAD_BULLETS = 'The bullets of this file could not be read one by one, so this is not assessed.';

export function lowerFirst(text: string): string {
  // "MySQL", "iOS", "SQL", "GitHub": a word with a capital after its first letter is a name, not a sentence start
  if (/^\S\S*\p{Lu}/u.test(/^\S+/.exec(text)?.[0] ?? '')) return text;
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

// Words spelt with a vowel but said with a consonant ("a university", "a European", "a one-off")
const CONSONANT_SOUND = /^(?:uni(?!n)|use|usu|uti|eu|ewe|one\b|once\b|ubiq|ura)/i;
// Words spelt with a consonant but said with a vowel ("an hour", "an honours graduate")
const VOWEL_SOUND = /^(?:hour|honou?r|honest|heir)/i;
/** An all-capitals abbreviation read letter by letter: "an SRE", "an MBA", "a UX designer" */
const SPELT_LETTERS_VOWEL = new Set([...'AEFHILMNORSX']);

/** "a" or "an" before a phrase, by how its first word is said: "an Analista de Dados", "a Nurse". */
export function withArticle(phrase: string): string {
  const first = phrase.trim().split(/\s+/)[0] ?? '';
  const letters = first.replace(/[^\p{L}\p{N}]/gu, '');
  let an: boolean;
  if (/^\p{Lu}{2,4}$/u.test(letters)) an = SPELT_LETTERS_VOWEL.has(letters[0]);
  else if (VOWEL_SOUND.test(letters)) an = true;
  else if (CONSONANT_SOUND.test(letters)) an = false;
  // "Infirmière", "Éducatrice", "Ingeniero": the base letter decides
  else an = /^[aeiou]/i.test(letters.normalize('NFD'));
  return `${an ? 'an' : 'a'} ${phrase.trim()}`;
}

/**
 * A full stop after a name that ends in one ("at Tata Motors Ltd..", "Acme Inc..") is doubled
 * punctuation: one is kept. An ellipsis ("…" or "...") is left alone.
 */
export function singleFullStops(text: string): string {
  return text.replace(/(?<=[\p{L})])\.\.(?!\.)/gu, '.');
}
