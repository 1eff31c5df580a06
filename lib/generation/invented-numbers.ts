/**
 * Guard against rewrites that state figures the candidate never gave. A rewrite may only use
 * numbers already in the original text; unknown metrics must stay as visible placeholders such
 * as "[X%]", which are ignored here because they are not claims.
 */
const PLACEHOLDER = /\[[^\]]*\]/g;
const NUMBER = /\d+(?:[.,]\d+)*/g;

export function introducesNumbers(original: string, rewritten: string): boolean {
  const known = new Set(numbersIn(original));
  return numbersIn(rewritten.replace(PLACEHOLDER, ' ')).some((n) => !known.has(n));
}

/** Digits only, so "1,200" and "1200" count as the same figure. */
function numbersIn(text: string): string[] {
  return (text.match(NUMBER) ?? []).map((n) => n.replace(/[.,]/g, ''));
}
