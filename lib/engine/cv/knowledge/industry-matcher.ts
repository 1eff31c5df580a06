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

const termPatterns = new Map<string, RegExp>();

/**
 * Whether a CV's lower-cased text mentions a term, as whole words: "cloud" is not in "CloudNest"
 * and "api" is not in "rapid".
 */
export function mentions(lowerText: string, term: string): boolean {
  const t = term.toLowerCase();
  let pattern = termPatterns.get(t);
  if (!pattern) {
    if (termPatterns.size > 5000) termPatterns.clear();
    pattern = wholeWord(t);
    termPatterns.set(t, pattern);
  }
  return pattern.test(lowerText);
}
