import { tokenize, type Token } from './tokenize';

/** Where the skill matcher looks for words around a name: the same text, nearby or anywhere, or the whole CV. */

/** whether `phrase` (token keys in a row) occurs among `tokens`, whose keys are `keys` */
export function phraseIn(tokens: readonly Token[], keys: ReadonlySet<string>, phrase: readonly string[]): boolean {
  if (!phrase.every((w) => keys.has(w))) return false;
  if (phrase.length === 1) return true;
  for (let i = 0; i + phrase.length <= tokens.length; i++) {
    if (phrase.every((w, j) => tokens[i + j].key === w)) return true;
  }
  return false;
}

/** whether one of `phrases` occurs within `window` tokens of [from, to), outside it */
export function phraseNear(tokens: readonly Token[], phrases: readonly (readonly string[])[], from: number, to: number, window: number): boolean {
  const lo = Math.max(0, from - window);
  const hi = Math.min(tokens.length, to + window);
  for (const phrase of phrases) {
    for (let i = lo; i + phrase.length <= hi; i++) {
      if (i >= from && i < to) continue;
      if (phrase.every((w, j) => tokens[i + j].key === w)) return true;
    }
  }
  return false;
}

/** the last document's tokens: one CV's sections are matched one after another against the same document */
let documentTokens: { text: string; tokens: Token[]; keys: Set<string> } | null = null;

/** whether `phrase` occurs in the whole CV `document` */
export function inDocument(document: string | undefined, phrase: readonly string[]): boolean {
  if (!document) return false;
  if (documentTokens?.text !== document) {
    const tokens = tokenize(document);
    documentTokens = { text: document, tokens, keys: new Set(tokens.map((t) => t.key)) };
  }
  return phraseIn(documentTokens.tokens, documentTokens.keys, phrase);
}
