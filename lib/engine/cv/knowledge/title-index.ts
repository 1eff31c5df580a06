/**
 * The title lexicon (data/titles.json): about 95,000 titles from O*NET (occupation names,
 * alternate and reported titles) and ESCO (English, French and Spanish labels), each reduced to
 * its title key and mapped to one occupation. Built into compact lookup structures on first use
 * (per word the titles that contain it, for exact and fuzzy matches).
 */
import titlesFile from './data/titles.json';

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

/**
 * The lexicon held compactly (every engine worker holds one): each distinct word once, each
 * title as a run of word numbers in one typed array, the titles of a word as a run in another.
 * TitleEntry objects are made only for the few titles a lookup returns.
 */
interface Index {
  words: string[];
  wordId: Map<string, number>;
  /** entry i's words are tokenIds[tokenStart[i] .. tokenStart[i + 1]) */
  tokenStart: Uint32Array;
  tokenIds: Uint32Array;
  occupation: Uint16Array;
  priority: Uint8Array;
  /** ESCO index + 1; 0 for none */
  esco: Uint16Array;
  /** word w's entries are postings[postingStart[w] .. postingStart[w + 1]) */
  postingStart: Uint32Array;
  postings: Uint32Array;
  /** log(1 + entries / postings of the word): how distinctive a word is */
  weight: Float64Array;
}

let index: Index | null = null;

function load(): Index {
  if (index) return index;
  const file = titlesFile as unknown as { titles: string[] | null };
  const lines = file.titles ?? [];
  // the raw lines are not kept beside the index built from them
  file.titles = null;
  const n = lines.length;
  const words: string[] = [];
  const wordId = new Map<string, number>();
  const tokenStart = new Uint32Array(n + 1);
  const ids: number[] = [];
  const occupation = new Uint16Array(n);
  const priority = new Uint8Array(n);
  const esco = new Uint16Array(n);
  const counts: number[] = [];
  for (let i = 0; i < n; i++) {
    const [key, occ, prio, escoIndex] = lines[i].split('\t');
    tokenStart[i] = ids.length;
    for (const w of key.split(' ')) {
      let id = wordId.get(w);
      if (id === undefined) {
        id = words.push(w) - 1;
        wordId.set(w, id);
        counts.push(0);
      }
      ids.push(id);
      counts[id]++;
    }
    occupation[i] = Number(occ);
    priority[i] = Number(prio);
    esco[i] = escoIndex === undefined ? 0 : Number(escoIndex) + 1;
  }
  tokenStart[n] = ids.length;
  const tokenIds = Uint32Array.from(ids);
  // a word twice in one title is listed twice, as it counts twice in the title's weight
  const postingStart = new Uint32Array(words.length + 1);
  for (let w = 0; w < words.length; w++) postingStart[w + 1] = postingStart[w] + counts[w];
  const postings = new Uint32Array(ids.length);
  const fill = postingStart.slice(0, words.length);
  for (let i = 0; i < n; i++) for (let t = tokenStart[i]; t < tokenStart[i + 1]; t++) postings[fill[tokenIds[t]]++] = i;
  const weight = new Float64Array(words.length);
  for (let w = 0; w < words.length; w++) weight[w] = Math.log(1 + n / counts[w]);
  index = { words, wordId, tokenStart, tokenIds, occupation, priority, esco, postingStart, postings, weight };
  return index;
}

function entryAt(x: Index, i: number): TitleEntry {
  const tokens: string[] = [];
  for (let t = x.tokenStart[i]; t < x.tokenStart[i + 1]; t++) tokens.push(x.words[x.tokenIds[t]]);
  return { tokens, occupation: x.occupation[i], priority: x.priority[i], esco: x.esco[i] === 0 ? null : x.esco[i] - 1 };
}

function postingsOf(x: Index, word: string): Uint32Array {
  const w = x.wordId.get(word);
  return w === undefined ? new Uint32Array(0) : x.postings.subarray(x.postingStart[w], x.postingStart[w + 1]);
}

/** whether the lexicon knows a title word (so an unknown one may be German, see title-tokens.ts) */
export function knownTitleWord(word: string): boolean {
  return load().wordId.has(word);
}

/** the title whose key (its words, sorted, space-separated) is exactly this, or null */
export function exactTitle(key: string): TitleEntry | null {
  const x = load();
  const ids: number[] = [];
  for (const w of key.split(' ')) {
    const id = x.wordId.get(w);
    if (id === undefined) return null;
    ids.push(id);
  }
  // the entries of its rarest word are few: compare each one's words in order
  let rarest = ids[0];
  for (const id of ids) if (x.postingStart[id + 1] - x.postingStart[id] < x.postingStart[rarest + 1] - x.postingStart[rarest]) rarest = id;
  for (let p = x.postingStart[rarest]; p < x.postingStart[rarest + 1]; p++) {
    const i = x.postings[p];
    const from = x.tokenStart[i];
    if (x.tokenStart[i + 1] - from !== ids.length) continue;
    let same = true;
    for (let t = 0; t < ids.length && same; t++) same = x.tokenIds[from + t] === ids[t];
    if (same) return entryAt(x, i);
  }
  return null;
}

/** how many titles contain the word: a common word ("manager") says less than a rare one ("sonographer") */
export function titleWordFrequency(word: string): number {
  return postingsOf(load(), word).length;
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
  const x = load();
  const query = new Set(tokens);
  const queryIds = new Set<number>();
  let queryWeight = 0;
  for (const t of query) {
    const id = x.wordId.get(t);
    if (id !== undefined) queryIds.add(id);
    queryWeight += id === undefined ? Math.log(1 + x.occupation.length) : x.weight[id];
  }
  const count = (id: number) => x.postingStart[id + 1] - x.postingStart[id];
  const known = [...queryIds].sort((a, b) => count(a) - count(b) || (x.words[a] < x.words[b] ? -1 : 1));
  if (known.length === 0) return [];
  const rarest = known[0];
  const scored: Array<{ at: number; score: number }> = [];
  const end = Math.min(x.postingStart[rarest + 1], x.postingStart[rarest] + MAX_POSTINGS * 4);
  for (let p = x.postingStart[rarest]; p < end; p++) {
    const at = x.postings[p];
    let shared = 0;
    let own = 0;
    for (let t = x.tokenStart[at]; t < x.tokenStart[at + 1]; t++) {
      const w = x.weight[x.tokenIds[t]];
      own += w;
      if (queryIds.has(x.tokenIds[t])) shared += w;
    }
    let score = 0.6 * (shared / own) + 0.4 * (shared / queryWeight);
    if (x.tokenStart[at + 1] - x.tokenStart[at] === 1 && query.size > 1) score = Math.min(score, ONE_WORD_CAP);
    scored.push({ at, score });
  }
  const length = (at: number) => x.tokenStart[at + 1] - x.tokenStart[at];
  return scored
    .sort((a, b) => b.score - a.score || x.priority[a.at] - x.priority[b.at] || length(a.at) - length(b.at) || x.occupation[a.at] - x.occupation[b.at])
    .slice(0, limit)
    .map(({ at, score }) => ({ entry: entryAt(x, at), score }));
}

/**
 * Of the titles holding every word of this one, the share filed under its occupation, and how
 * many occupations they span: "Development Engineer" is one of 52 titles with these words over 24
 * occupations, 4 of them chemical engineers'; "Registered Nurse" is mostly nurses'.
 */
export function titleSpread(entry: Pick<TitleEntry, 'tokens' | 'occupation'>): { share: number; occupations: number } {
  const x = load();
  const ids = entry.tokens.flatMap((w) => x.wordId.get(w) ?? []);
  if (ids.length === 0) return { share: 1, occupations: 0 };
  const count = (id: number) => x.postingStart[id + 1] - x.postingStart[id];
  const rarest = ids.reduce((a, b) => (count(b) < count(a) ? b : a));
  const occupations = new Set<number>();
  let all = 0;
  let own = 0;
  let last = -1;
  for (let p = x.postingStart[rarest]; p < x.postingStart[rarest + 1]; p++) {
    const i = x.postings[p];
    // a word twice in one title lists the title twice
    if (i === last) continue;
    last = i;
    const words = x.tokenIds.subarray(x.tokenStart[i], x.tokenStart[i + 1]);
    if (!ids.every((id) => words.includes(id))) continue;
    all++;
    occupations.add(x.occupation[i]);
    if (x.occupation[i] === entry.occupation) own++;
  }
  return { share: all === 0 ? 1 : own / all, occupations: occupations.size };
}

/** the entries containing a word (for the family fallback) */
export function titlesWith(word: string): readonly TitleEntry[] {
  const x = load();
  return Array.from(postingsOf(x, word), (i) => entryAt(x, i));
}
