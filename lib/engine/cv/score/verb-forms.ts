/** English past-tense forms for turning "helped migrate" into "Migrated". */
const IRREGULAR: Record<string, string> = {
  build: 'built', lead: 'led', run: 'ran', write: 'wrote', make: 'made', drive: 'drove', grow: 'grew', set: 'set',
  cut: 'cut', take: 'took', bring: 'brought', teach: 'taught', sell: 'sold', begin: 'began', find: 'found',
  keep: 'kept', hold: 'held', give: 'gave', get: 'got', meet: 'met', win: 'won', buy: 'bought', think: 'thought',
  spend: 'spent', send: 'sent', speak: 'spoke', choose: 'chose', shut: 'shut', put: 'put', do: 'did', see: 'saw',
};

const IRREGULAR_PAST = new Set(Object.values(IRREGULAR));
/** "built", "led", "ran": a past form the -ed rule does not make */
export const isIrregularPast = (word: string) => IRREGULAR_PAST.has(word.toLowerCase());

export function pastTense(verb: string): string {
  const v = verb.toLowerCase();
  if (IRREGULAR[v]) return IRREGULAR[v];
  if (v.endsWith('e')) return `${v}d`;
  if (/[^aeiou]y$/.test(v)) return `${v.slice(0, -1)}ied`;
  // Short consonant-vowel-consonant verbs double the last letter (plan → planned, ship → shipped).
  if (/^[^aeiou]*[aeiou][bdgmnprt]$/.test(v)) return `${v}${v.slice(-1)}ed`;
  return `${v}ed`;
}

export function gerund(verb: string): string {
  const v = verb.toLowerCase();
  if (v.endsWith('ie')) return `${v.slice(0, -2)}ying`;
  if (v.endsWith('e') && !v.endsWith('ee')) return `${v.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgmnprt]$/.test(v)) return `${v}${v.slice(-1)}ing`;
  return `${v}ing`;
}

/** Whether a word is the base form of a verb we know as a strong past-tense verb ("migrate" → "migrated"). */
export function isBaseOfStrongVerb(word: string, strong: ReadonlySet<string>): boolean {
  return word.length > 1 && (strong.has(pastTense(word)) || Boolean(IRREGULAR[word.toLowerCase()]));
}

/**
 * "managing" → "managed", "planning" → "planned": the past tense of a gerund, when the verb is a
 * known strong one. (Its base is not always clear — "testing" may be "test" or "teste" — but the
 * past tense of either is the same.)
 */
export function gerundAsPast(word: string, strong: ReadonlySet<string>): string | null {
  const w = word.toLowerCase();
  if (!/^[a-z]{4,}ing$/.test(w)) return null;
  const stem = w.slice(0, -3);
  for (const base of [stem, `${stem}e`, stem.replace(/(.)\1$/, '$1')]) {
    if (isBaseOfStrongVerb(base, strong)) return pastTense(base);
  }
  return null;
}
