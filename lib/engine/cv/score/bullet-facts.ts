/**
 * What each bullet shows: how it opens (strong verb, weak opener, cliché), whether it is
 * quantified, whether it names an outcome, whether it is passive. Computed once per analysis
 * and shared by impact, action verbs, quantification, readability and the rewrites.
 */
import type { ActionVerbs } from '../knowledge/types';
import type { Bullet, SectionType } from '../types';
import { figuresIn, isQuantified } from '../facts/figures';
import { foreignOpener } from './opener-language';
import { countWords, stripBulletMarker } from './text';
import { isBaseOfStrongVerb } from './verb-forms';

export type OpenerKind = 'strong' | 'weak' | 'cliche' | 'verb' | 'none';

export interface BulletFacts {
  text: string;
  section: SectionType;
  experienceIndex: number | null;
  words: number;
  /** first word, lower-case */
  opener: string;
  openerKind: OpenerKind;
  /** the weak opening phrase as listed in the knowledge base ("responsible for"), when there is one */
  weakPhrase: string | null;
  /** clichés the bullet uses anywhere */
  cliches: string[];
  quantified: boolean;
  numbers: string[];
  /** names a result (increased, reduced, saved, launched …) rather than only a duty */
  hasOutcome: boolean;
  passive: boolean;
}

// Result vocabulary: a bullet that says what changed is an achievement, not a duty.
const OUTCOME =
  /\b(?:increas|reduc|decreas|improv|grow|grew|sav|cut|boost|accelerat|launch|deliver|achiev|generat|won|win|exceed|doubl|tripl|halv|lower|rais|expand|eliminat|shorten|speed|sped|revenue|profit|conversion|retention|uptime|latency|cost)/i;
const PASSIVE = /\b(?:was|were|been|being|is|are)\s+(?:\w+ly\s+)?\w+(?:ed|en)\b/i;

interface VerbLookup {
  strong: ReadonlySet<string>;
  cliches: ReadonlySet<string>;
  /** weak phrases grouped by their first word, longest first */
  weakByFirstWord: Map<string, string[]>;
}

const lookups = new WeakMap<ActionVerbs, VerbLookup>();

function lookupFor(verbs: ActionVerbs): VerbLookup {
  let lookup = lookups.get(verbs);
  if (!lookup) {
    const weakByFirstWord = new Map<string, string[]>();
    for (const phrase of verbs.weak.keys()) {
      const first = phrase.split(' ')[0];
      const list = weakByFirstWord.get(first) ?? [];
      list.push(phrase);
      weakByFirstWord.set(first, list);
    }
    for (const list of weakByFirstWord.values()) list.sort((a, b) => b.length - a.length);
    lookup = { strong: verbs.strong, cliches: verbs.cliches, weakByFirstWord };
    lookups.set(verbs, lookup);
  }
  return lookup;
}

function clichesIn(lowerWords: readonly string[], cliches: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (let i = 0; i < lowerWords.length; i++) {
    for (let n = 1; n <= 3 && i + n <= lowerWords.length; n++) {
      const phrase = lowerWords.slice(i, i + n).join(' ');
      if (cliches.has(phrase) && !found.includes(phrase)) found.push(phrase);
    }
  }
  return found;
}

function looksLikeVerb(word: string): boolean {
  // Past-tense regular verbs are how achievement bullets usually open.
  return /^[a-z]{3,}ed$/.test(word);
}

/** `language`: the CV's (ISO 639-1); a bullet in Spanish, French, German or Portuguese is read with that language's openers. */
export function analyseBullet(bullet: Bullet, verbs: ActionVerbs, language = 'en'): BulletFacts {
  const lookup = lookupFor(verbs);
  const text = stripBulletMarker(bullet.text);
  const foreign = foreignOpener(text, language);
  const lower = text.toLowerCase();
  const lowerWords = lower.match(/[a-z][a-z'-]*/g) ?? [];
  const opener = lowerWords[0] ?? '';
  const weakPhrase =
    lookup.weakByFirstWord
      .get(opener)
      // "Used by two operators" is a passive result, not the weak opener "used".
      ?.find((p) => (lower === p || lower.startsWith(`${p} `) || lower.startsWith(`${p},`)) && !lower.startsWith(`${p} by `)) ?? null;
  const cliches = clichesIn(lowerWords, lookup.cliches);
  let openerKind: OpenerKind = 'none';
  if (weakPhrase) openerKind = 'weak';
  else if (lookup.cliches.has(opener)) openerKind = 'cliche';
  // Present tense ("Lead crews of four") is the convention for a current role: same verb, same strength.
  else if (lookup.strong.has(opener) || isBaseOfStrongVerb(opener, lookup.strong)) openerKind = 'strong';
  else if (looksLikeVerb(opener)) openerKind = 'verb';
  // the CV's own language first; the English lexicon still reads an English bullet in a Spanish CV
  const own = foreign && foreign.kind !== 'none' ? foreign : null;
  return {
    text,
    section: bullet.section,
    experienceIndex: bullet.experienceIndex,
    words: countWords(text),
    opener: foreign ? foreign.opener : opener,
    openerKind: own ? own.kind : openerKind,
    weakPhrase: own ? own.weakPhrase : weakPhrase,
    cliches,
    quantified: isQuantified(text),
    numbers: figuresIn(text),
    hasOutcome: OUTCOME.test(text) || Boolean(foreign?.hasOutcome),
    passive: PASSIVE.test(text),
  };
}

