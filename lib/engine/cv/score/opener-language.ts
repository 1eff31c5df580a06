/**
 * How a bullet in Spanish, French, German or Portuguese opens, read with that language's table
 * (knowledge/curated/action-verbs-by-language.ts) rather than the English lexicon, which knows
 * none of its words. null for a language without a table: the English rules apply.
 */
import { OPENERS_BY_LANGUAGE } from '../knowledge/curated/action-verbs-by-language';
import { fold } from '../parse/text-shape';

export interface ForeignOpener {
  kind: 'strong' | 'weak' | 'none';
  /** the duty phrase as the table lists it ("responsable de") */
  weakPhrase: string | null;
  /** first word, lower-case, as written */
  opener: string;
  hasOutcome: boolean;
}

interface Lookup {
  strong: ReadonlySet<string>;
  /** folded phrase → the phrase as listed, longest first */
  weak: ReadonlyArray<readonly [string, string]>;
  outcome: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const LOOKUPS: ReadonlyMap<string, Lookup> = new Map(
  Object.entries(OPENERS_BY_LANGUAGE).map(([language, table]) => [
    language,
    {
      strong: new Set(table.strong.map(fold)),
      weak: table.weak.map((p) => [fold(p), p] as const).sort((a, b) => b[0].length - a[0].length),
      outcome: new RegExp(`(?<!\\p{L})(?:${table.outcomes.map((o) => escape(fold(o))).join('|')})`, 'u'),
    },
  ]),
);

const baseLanguage = (language: string | null | undefined) => (language ?? '').toLowerCase().split(/[-_]/)[0];

export function foreignOpener(text: string, language: string | null | undefined): ForeignOpener | null {
  const lookup = LOOKUPS.get(baseLanguage(language));
  if (!lookup) return null;
  const opener = (text.toLowerCase().match(/\p{L}[\p{L}'’-]*/u) ?? [''])[0];
  const folded = fold(text).replace(/’/g, "'");
  const weak = lookup.weak.find(([p]) => folded === p || folded.startsWith(p.endsWith("'") ? p : `${p} `) || folded.startsWith(`${p},`));
  const first = fold(opener).replace(/’/g, "'").split(/['-]/)[0];
  return {
    kind: weak ? 'weak' : lookup.strong.has(fold(opener)) || lookup.strong.has(first) ? 'strong' : 'none',
    weakPhrase: weak ? weak[1] : null,
    opener,
    hasOutcome: lookup.outcome.test(folded),
  };
}
