/**
 * One tokeniser for skill names, aliases and CV text, so that an alias matches the text
 * exactly when their token sequences are equal. Keeps the characters that make technology
 * names distinct ("c++", "c#", ".net", "node.js") and drops the rest, so "CI/CD", "CI-CD"
 * and "ci cd" all become ["ci", "cd"].
 */
export interface Token {
  /** lower-case form used as the lookup key */
  key: string;
  start: number;
  end: number;
}

/**
 * A hand-written scanner rather than a Unicode regex: findSkills runs it over whole CVs and
 * this is several times faster. A word is a run of letters/digits that may carry inner dots
 * or apostrophes ("node.js", "o'reilly") and trailing + or # ("c++", "c#"); a leading dot is
 * kept before a letter (".NET") unless it is glued to the previous word ("end.Next").
 */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const n = text.length;
  // lower-casing once is much cheaper than per word; Unicode can change lengths ("İ"), and
  // then each word is folded on its own
  const lower = text.toLowerCase();
  const aligned = lower.length === n;
  // scan the fresh lower-case copy: it is a flat string, while the input may be a rope
  // (concatenations, repeat()) on which per-character access degrades to quadratic time
  const src = aligned ? lower : text;
  let i = 0;
  while (i < n) {
    let start = i;
    let ascii = true;
    if (!isWordChar(src, i)) {
      if (src.charCodeAt(i) === DOT && i + 1 < n && isWordChar(src, i + 1) && (i === 0 || !isWordChar(src, i - 1))) {
        start = i;
        i++;
      } else {
        i++;
        continue;
      }
    }
    while (i < n) {
      const c = src.charCodeAt(i);
      if (c >= 128) ascii = false;
      if (isWordChar(src, i)) i++;
      else if (c === APOSTROPHE && isElision(src, start, i)) break;
      else if ((c === DOT || c === APOSTROPHE) && i + 1 < n && isWordChar(src, i + 1)) i += 2;
      else break;
    }
    while (i < n && (src.charCodeAt(i) === PLUS || src.charCodeAt(i) === HASH)) i++;
    const key = ascii && aligned ? lower.slice(start, i) : foldKey(text.slice(start, i));
    out.push({ key, start, end: i });
  }
  return out;
}

/**
 * A French elided article or pronoun before an apostrophe ("l'intégration", "d'équipe",
 * "qu'"): its own word, as it already is after a typographic apostrophe ("l’intégration"), so
 * a skill phrase is found after it. Names such as "O'Reilly" keep their apostrophe.
 */
function isElision(src: string, start: number, at: number): boolean {
  const length = at - start;
  if (length === 2) return src.charCodeAt(start) === 113 && src.charCodeAt(start + 1) === 117; // qu
  return length === 1 && ELIDED.has(src.charCodeAt(start));
}

/** l d j n s c m t: the French letters elided before a vowel */
const ELIDED = new Set([108, 100, 106, 110, 115, 99, 109, 116]);
const DOT = 46;
const APOSTROPHE = 39;
const PLUS = 43;
const HASH = 35;
const WORD_CHAR = /[\p{L}\p{N}]/u;

function isWordChar(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  // surrogate pairs (rare in CVs) are tested as a whole code point
  return WORD_CHAR.test(String.fromCodePoint(text.codePointAt(i) ?? c)) || (c >= 0xdc00 && c <= 0xdfff && i > 0 && WORD_CHAR.test(String.fromCodePoint(text.codePointAt(i - 1) ?? c)));
}

/** lower-case and strip diacritics so "Développeur" and "developpeur" meet */
export function foldKey(word: string): string {
  // most CV words are ASCII: skip Unicode normalisation for them (the hot path of findSkills)
  if (/^[\x00-\x7f]*$/.test(word)) return word.toLowerCase();
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** the lookup key of a whole phrase: its token keys joined by single spaces */
export function phraseKey(phrase: string): string {
  return tokenize(phrase)
    .map((t) => t.key)
    .join(' ');
}
