export interface ActionVerbInputs {
  strong: readonly string[];
  weak: ReadonlyArray<readonly [string, readonly string[]]>;
  cliches: readonly string[];
}

export interface ActionVerbTable {
  strong: string[];
  weak: Array<[string, string[]]>;
  cliches: string[];
}

/**
 * Normalises the lexicon (lower case, unique, sorted; a weak opener's alternatives keep their
 * curated order, best first, since rewrites take the first) and rejects contradictions: a verb
 * cannot be both strong and a cliché, and no weak opener may suggest another weak opener.
 */
export function buildActionVerbs(input: ActionVerbInputs): ActionVerbTable {
  const unique = (words: readonly string[]) => [...new Set(words.map((w) => w.trim().toLowerCase()))];
  const tidy = (words: readonly string[]) => unique(words).sort();
  const strong = tidy(input.strong);
  const cliches = tidy(input.cliches);
  const weakKeys = new Set(input.weak.map(([k]) => k.toLowerCase()));
  const errors: string[] = [];
  for (const verb of strong) if (cliches.includes(verb)) errors.push(`"${verb}" is both strong and a cliché`);
  for (const verb of strong) if (weakKeys.has(verb)) errors.push(`"${verb}" is both strong and a weak opener`);
  const weak = input.weak
    .map(([k, alts]): [string, string[]] => [k.toLowerCase(), unique(alts)])
    .sort((a, b) => (a[0] < b[0] ? -1 : 1));
  for (const [k, alts] of weak) {
    for (const alt of alts) if (weakKeys.has(alt)) errors.push(`weak opener "${k}" suggests weak "${alt}"`);
  }
  if (weakKeys.size !== input.weak.length) errors.push('a weak opener is listed twice');
  if (errors.length > 0) throw new Error(`invalid action verbs:\n  ${errors.join('\n  ')}`);
  return { strong, weak, cliches };
}
