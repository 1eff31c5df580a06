import type { RoleProfile } from './types';
import { hasGrade, titleKey, titleTokens, type TitleTokenOptions } from './title-tokens';

interface Candidate {
  role: RoleProfile;
  tokens: Set<string>;
  key: string;
}

/** below this share of a profile title found in the CV title, "no match" is the honest answer */
const MIN_SCORE = 0.65;

/**
 * Fuzzy title → role: every title and synonym becomes a token set; a CV title scores against
 * each by IDF-weighted coverage (rare words such as "backend" or "pharmacist" weigh more than
 * "engineer" or "manager"), mostly of the profile's words and partly of the CV title's.
 */
export type RoleMatcher = (title: string, mode?: 'exact' | 'any') => RoleProfile | null;

/** a role with how well the title matched it: 1 for an exact title, else the coverage score */
export interface ScoredRole {
  role: RoleProfile;
  score: number;
  exact: boolean;
}

export interface MatcherOptions {
  minScore?: number;
  /** fuzzy matches must contain every word of the CV title, and a title of generic words alone ("Director") matches nothing */
  strict?: boolean;
  /** how CV titles are read (German words, see title-tokens.ts) */
  tokens?: TitleTokenOptions;
}

/** words that name a job only with a qualifier, as titleTokens writes them */
export const GENERIC_TITLE_WORDS: ReadonlySet<string> = new Set([
  'head', 'manager', 'supervisor', 'officer', 'worker', 'specialist', 'technician', 'assistant', 'clerk', 'operator',
  'analyst', 'teacher', 'helper', 'inspector', 'coordinator', 'agent', 'representative', 'engineer', 'scientist', 'designer',
]);

export function createScoredRoleMatcher(
  roles: readonly RoleProfile[],
  { minScore = MIN_SCORE, strict = false, tokens: tokenOptions = {} }: MatcherOptions = {},
): (title: string) => ScoredRole | null {
  const candidates: Candidate[] = [];
  const exact = new Map<string, RoleProfile>();
  const graded = new Map<string, RoleProfile>();
  for (const role of roles) {
    for (const name of [role.title, ...role.synonyms]) {
      // the CV title's grade is normalised away, so a profile name that differs from another
      // only by its grade ("Senior Software Engineer") could never be told apart among the
      // fuzzy candidates; it still names its profile when the title is written exactly so and
      // its words without the grade name no profile ("Staff Engineer": "Engineer" is any engineer)
      if (hasGrade(name)) {
        const key = gradedKey(name);
        if (!graded.has(key)) graded.set(key, role);
        continue;
      }
      const tokens = titleTokens(name);
      if (tokens.length === 0) continue;
      const key = titleKey(tokens);
      if (!exact.has(key)) exact.set(key, role);
      candidates.push({ role, tokens: new Set(tokens), key });
    }
  }
  const df = new Map<string, number>();
  for (const c of candidates) for (const t of c.tokens) df.set(t, (df.get(t) ?? 0) + 1);
  const weight = (t: string) => Math.log(1 + candidates.length / (df.get(t) ?? 1));
  const byToken = new Map<string, Candidate[]>();
  for (const c of candidates) for (const t of c.tokens) byToken.set(t, [...(byToken.get(t) ?? []), c]);

  return (title) => {
    const tokens = titleTokens(title, tokenOptions);
    if (tokens.length === 0) return null;
    const hit = exact.get(titleKey(tokens)) ?? graded.get(gradedKey(title));
    if (hit) return { role: hit, score: 1, exact: true };
    const query = new Set(tokens);
    if (strict && [...query].every((t) => GENERIC_TITLE_WORDS.has(t))) return null;
    const queryWeight = sum([...query], weight);
    let best: { role: RoleProfile; score: number } | null = null;
    const seen = new Set<Candidate>();
    for (const t of query) {
      for (const c of byToken.get(t) ?? []) {
        if (seen.has(c)) continue;
        seen.add(c);
        if (strict && [...query].some((t) => !c.tokens.has(t))) continue;
        const shared = sum([...c.tokens].filter((x) => query.has(x)), weight);
        const score = 0.75 * (shared / sum([...c.tokens], weight)) + 0.25 * (shared / queryWeight);
        if (!best || score > best.score + 1e-9) best = { role: c.role, score };
      }
    }
    return best && best.score >= minScore ? { ...best, exact: false } : null;
  };
}

/** every word of the profiles' titles and synonyms, as titleTokens writes them */
export function roleTitleWords(roles: readonly RoleProfile[]): ReadonlySet<string> {
  return new Set(roles.flatMap((r) => [r.title, ...r.synonyms].flatMap((n) => titleTokens(n))));
}

export function createRoleMatcher(roles: readonly RoleProfile[], options: MatcherOptions = {}): RoleMatcher {
  const scored = createScoredRoleMatcher(roles, options);
  return (title, mode = 'any') => {
    const hit = scored(title);
    if (!hit || (mode === 'exact' && !hit.exact)) return null;
    return hit.role;
  };
}

/** a title's words as written, grades included: short titles only, so the pattern runs over a few dozen characters */
function gradedKey(title: string): string {
  return title.slice(0, 120).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

function sum(items: string[], weight: (t: string) => number): number {
  return items.reduce((acc, t) => acc + weight(t), 0);
}
