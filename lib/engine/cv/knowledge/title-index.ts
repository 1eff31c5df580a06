/**
 * The title lexicon (data/titles.json): about 95,000 titles from O*NET (occupation names,
 * alternate and reported titles) and ESCO (English, French and Spanish labels), each reduced to
 * its title key and mapped to one occupation. Built into lookup structures on first use: a map
 * for exact keys, and per word the titles that contain it for the fuzzy match.
 */
import titlesFile from './data/titles.json';

const lines = (titlesFile as unknown as { titles: string[] }).titles;

export interface TitleEntry {
  /** the title's words, as title-tokens.ts writes them */
  tokens: readonly string[];
  occupation: number;
  /** how trusted the source of the title is: 0 O*NET names and curated titles, 1 O*NET alternate and reported titles, 2–5 ESCO labels (see build-titles.ts) */
  priority: number;
  esco: number | null;
}

export interface ScoredEntry {
  entry: TitleEntry;
  score: number;
}

interface Index {
  entries: TitleEntry[];
  exact: Map<string, TitleEntry>;
  /** word → indexes of the entries that contain it */
  postings: Map<string, number[]>;
}

let index: Index | null = null;

function load(): Index {
  if (index) return index;
  const entries: TitleEntry[] = [];
  const exact = new Map<string, TitleEntry>();
  const postings = new Map<string, number[]>();
  for (const line of lines) {
    const [key, occ, priority, esco] = line.split('\t');
    const entry: TitleEntry = { tokens: key.split(' '), occupation: Number(occ), priority: Number(priority), esco: esco === undefined ? null : Number(esco) };
    exact.set(key, entry);
    const at = entries.push(entry) - 1;
    for (const t of entry.tokens) {
      const list = postings.get(t);
      if (list) list.push(at);
      else postings.set(t, [at]);
    }
  }
  index = { entries, exact, postings };
  return index;
}

/** whether the lexicon knows a title word (so an unknown one may be German, see title-tokens.ts) */
export function knownTitleWord(word: string): boolean {
  return load().postings.has(word);
}

export function exactTitle(key: string): TitleEntry | null {
  return load().exact.get(key) ?? null;
}

/** how many titles contain the word: a common word ("manager") says less than a rare one ("sonographer") */
export function titleWordFrequency(word: string): number {
  return load().postings.get(word)?.length ?? 0;
}

/** words in more titles than this are not used to find candidates (they are still scored) */
const MAX_POSTINGS = 4000;

/** a one-word title that covers one word of a longer query ("go" for "Go Engineer") scores at most this */
const ONE_WORD_CAP = 0.55;

/**
 * The titles closest to a set of words. A candidate must contain the query's most distinctive
 * known word (the rarest: "videojuego" in "diseñador de videojuegos", not "diseñador"); it
 * scores by IDF-weighted coverage, 0.6 of its own words covered plus 0.4 of the query's.
 * Returns the best few.
 */
export function closestTitles(tokens: readonly string[], limit = 5): ScoredEntry[] {
  const { entries, postings } = load();
  const n = entries.length;
  const weight = (t: string) => Math.log(1 + n / (postings.get(t)?.length ?? 1));
  const query = new Set(tokens);
  const queryWeight = [...query].reduce((s, t) => s + weight(t), 0);
  const known = [...query].filter((t) => (postings.get(t)?.length ?? 0) > 0).sort((a, b) => postings.get(a)!.length - postings.get(b)!.length || (a < b ? -1 : 1));
  if (known.length === 0) return [];
  const rarest = known[0];
  const best: ScoredEntry[] = [];
  for (const at of postings.get(rarest)!.slice(0, MAX_POSTINGS * 4)) {
    const entry = entries[at];
    let shared = 0;
    let own = 0;
    for (const w of entry.tokens) {
      const x = weight(w);
      own += x;
      if (query.has(w)) shared += x;
    }
    let score = 0.6 * (shared / own) + 0.4 * (shared / queryWeight);
    if (entry.tokens.length === 1 && query.size > 1) score = Math.min(score, ONE_WORD_CAP);
    best.push({ entry, score });
  }
  return best
    .sort((a, b) => b.score - a.score || a.entry.priority - b.entry.priority || a.entry.tokens.length - b.entry.tokens.length || a.entry.occupation - b.entry.occupation)
    .slice(0, limit);
}

/** the entries containing a word (for the family fallback) */
export function titlesWith(word: string): readonly TitleEntry[] {
  const { entries, postings } = load();
  return (postings.get(word) ?? []).map((i) => entries[i]);
}
