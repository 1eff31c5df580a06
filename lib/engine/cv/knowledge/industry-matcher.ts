import { INDUSTRIES, type IndustryProfile } from './curated/industries';
import { foldKey as norm } from './tokenize';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wholeWord = (phrase: string) => new RegExp(`(?:^|[^\\p{L}\\p{N}])${escape(phrase)}(?:$|[^\\p{L}\\p{N}])`, 'u');

const ALIASES = INDUSTRIES.flatMap((industry) => industry.aliases.map((alias) => ({ industry, alias: norm(alias), pattern: wholeWord(norm(alias)) })))
  // the most specific wording wins: "digital health" before "health", "oil and gas" before "gas"
  .sort((a, b) => b.alias.length - a.alias.length);

/** The industry a request names ("Fintech", "Healthcare / hospitals", "Einzelhandel"), or null. */
export function matchIndustry(text: string | null | undefined): IndustryProfile | null {
  const t = norm(text ?? '').trim();
  if (!t) return null;
  return ALIASES.find((a) => a.alias === t)?.industry ?? ALIASES.find((a) => a.pattern.test(t))?.industry ?? null;
}

const WORD_CHAR = /^[\p{L}\p{N}]/u;

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;
/** `at` falls inside a surrogate pair, where a Unicode pattern never starts or ends a match */
const splitsPair = (text: string, at: number) => at > 0 && isHigh(text.charCodeAt(at - 1)) && isLow(text.charCodeAt(at));

/** Whether the code point ending just before `at` (a surrogate pair read whole) is a letter or digit. */
function wordBefore(text: string, at: number): boolean {
  if (at === 0) return false;
  const pair = at >= 2 && isLow(text.charCodeAt(at - 1)) && isHigh(text.charCodeAt(at - 2));
  return WORD_CHAR.test(pair ? text.slice(at - 2, at) : text[at - 1]);
}

/** Whether the code point starting at `at` is a letter or digit. */
const wordAt = (text: string, at: number) => at < text.length && WORD_CHAR.test(String.fromCodePoint(text.codePointAt(at)!));

/**
 * Whether a CV's lower-cased text mentions a term, as whole words: "cloud" is not in "CloudNest"
 * and "api" is not in "rapid". A literal search with the boundaries checked at each hit: a
 * pattern opening on a character class is tried at every position, and the report asks about
 * hundreds of terms per analysis.
 */
export function mentions(lowerText: string, term: string): boolean {
  const t = term.toLowerCase();
  if (!t) return wholeWord(t).test(lowerText);
  for (let at = lowerText.indexOf(t); at >= 0; at = lowerText.indexOf(t, at + 1)) {
    const end = at + t.length;
    if (splitsPair(lowerText, at) || splitsPair(lowerText, end)) continue;
    if (!wordBefore(lowerText, at) && !wordAt(lowerText, end)) return true;
  }
  return false;
}
