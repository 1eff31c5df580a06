import { phraseKey } from '../tokenize';
import { titleKey, titleTokens } from '../title-tokens';
import type { SkillRecord } from '../data-files';
import type { EscoOccupation, EscoTables } from './read-esco';
import type { OnetTables } from './read-onet';

/** every title O*NET gives an occupation (its name, alternate, short and reported titles), as title keys */
export function onetTitleKeys(onet: OnetTables, names: (title: string) => string[]): Map<string, Set<string>> {
  const keys = new Map<string, Set<string>>();
  const add = (soc: string, title: string) => {
    const key = titleKey(titleTokens(title));
    if (!key) return;
    const set = keys.get(soc) ?? new Set<string>();
    set.add(key);
    keys.set(soc, set);
  };
  for (const o of onet.occupations) for (const n of names(o.title)) add(o.soc, n);
  for (const [soc, title] of onet.titles) add(soc, title);
  return keys;
}

/** ESCO writes gendered pairs as one label ("infirmier/infirmière"): each side is a title */
export function splitLabel(label: string): string[] {
  return label
    .split('/')
    .map((s) => s.trim())
    .filter(Boolean);
}

const tokenSet = (s: string) => new Set(titleTokens(s));
function jaccard(a: Set<string>, b: Set<string>): number {
  const shared = [...a].filter((t) => b.has(t)).length;
  return shared === 0 ? 0 : shared / (a.size + b.size - shared);
}

/**
 * ESCO occupation → the O*NET occupation to compare it with. Candidates are the O*NET
 * occupations whose SOC code the BLS crosswalk links to the ESCO occupation's ISCO-08 group;
 * among them the one sharing the most titles with it wins (an ESCO label that is also an O*NET
 * title counts three, its preferred label two more), then the closest name. An ESCO occupation
 * whose ISCO group has no SOC link goes to the O*NET occupation sharing most of its titles, and
 * stays unlinked when none does.
 */
export function linkEscoOccupations(input: {
  esco: EscoTables;
  onet: OnetTables;
  socToIsco: ReadonlyMap<string, readonly string[]>;
  oewsParts: ReadonlyMap<string, readonly string[]>;
  titleKeys: ReadonlyMap<string, ReadonlySet<string>>;
  displayTitle: (onetTitle: string) => string;
  /** O*NET code → US employment, to prefer the more common occupation on a tie */
  employment: (soc: string) => number;
}): Map<string, string> {
  const onetByIsco = new Map<string, string[]>();
  const partOf = new Map<string, string>();
  for (const [aggregate, parts] of input.oewsParts) for (const p of parts) partOf.set(p, aggregate);
  for (const o of input.onet.occupations) {
    const soc6 = o.soc.slice(0, 7);
    const iscos = input.socToIsco.get(soc6) ?? input.socToIsco.get(partOf.get(soc6) ?? '') ?? [];
    for (const isco of iscos) onetByIsco.set(isco, [...(onetByIsco.get(isco) ?? []), o.soc]);
  }
  const onetTitle = new Map(input.onet.occupations.map((o) => [o.soc, tokenSet(input.displayTitle(o.title))]));
  const byKey = new Map<string, string[]>();
  for (const [soc, keys] of input.titleKeys) for (const k of keys) byKey.set(k, [...(byKey.get(k) ?? []), soc]);

  const out = new Map<string, string>();
  for (const occupation of input.esco.occupations) {
    const soc = bestSoc(occupation, onetByIsco.get(occupation.isco) ?? [], input.titleKeys, onetTitle, byKey, input.employment);
    if (soc) out.set(occupation.uri, soc);
  }
  return out;
}

function bestSoc(
  occupation: EscoOccupation,
  candidates: readonly string[],
  titleKeys: ReadonlyMap<string, ReadonlySet<string>>,
  onetTitle: ReadonlyMap<string, Set<string>>,
  byKey: ReadonlyMap<string, readonly string[]>,
  employment: (soc: string) => number,
): string | null {
  const labels = occupation.labels.en.flatMap(splitLabel);
  const keys = labels.map((l) => titleKey(titleTokens(l))).filter(Boolean);
  const preferred = titleKey(titleTokens(occupation.label));
  const prefTokens = tokenSet(occupation.label);
  const inGroup = new Set(candidates);
  const score = (soc: string) => {
    const own = titleKeys.get(soc) ?? new Set<string>();
    const shared = keys.filter((k) => own.has(k)).length;
    return 3 * shared + (own.has(preferred) ? 2 : 0) + (inGroup.has(soc) ? 4 : 0) + jaccard(prefTokens, onetTitle.get(soc) ?? new Set());
  };
  // the crosswalk's candidates, and any occupation O*NET gives one of the ESCO titles to
  const pool = [...new Set([...candidates, ...keys.flatMap((k) => byKey.get(k) ?? [])])];
  let best: { soc: string; score: number } | null = null;
  for (const soc of pool.sort()) {
    const s = score(soc);
    const tie = best !== null && Math.abs(s - best.score) < 1e-9;
    if (!best || s > best.score + 1e-9 || (tie && employment(soc) > employment(best.soc))) best = { soc, score: s };
  }
  if (!best) return null;
  // outside its ISCO group's SOC codes a link needs a shared title
  return inGroup.has(best.soc) || best.score >= 3 ? best.soc : null;
}

/** "Java (computer programming)" → "Java": ESCO's disambiguating parentheses are not how a CV names it */
export function escoSpelling(label: string): string {
  return label.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
}

/**
 * ESCO skill → the lexicon skill it names, when its preferred label (without ESCO's
 * parentheses) is a spelling of one: "Java (computer programming)" → Java, "project management"
 * → Project management. Alternative labels are not used: ESCO lists "Mocha" under JavaScript and
 * "conversation" under communication. The rest stay ESCO's own (competences such as "plan nursing
 * care"), matched against a CV by their words, not by the lexicon.
 */
export function linkEscoSkills(esco: EscoTables, skills: readonly SkillRecord[]): Map<string, string> {
  const owner = new Map<string, string>();
  for (const s of skills) owner.set(phraseKey(s.name), s.name);
  for (const s of skills) for (const a of s.aliases) if (!owner.has(phraseKey(a))) owner.set(phraseKey(a), s.name);
  const out = new Map<string, string>();
  for (const skill of esco.skills.values()) {
    const name = owner.get(phraseKey(escoSpelling(skill.label)));
    if (name) out.set(skill.uri, name);
  }
  return out;
}

/**
 * How well an ESCO occupation stands for an O*NET one: the share of its labels that are also
 * O*NET titles of it (times three), and two more when its preferred label is one. Orders the ESCO occupations linked to
 * one O*NET occupation, so "Registered Nurses" is read with "nurse responsible for general care",
 * not "advanced nurse practitioner".
 */
export function escoAffinity(occupation: EscoOccupation, own: ReadonlySet<string>): number {
  const keys = occupation.labels.en.flatMap(splitLabel).map((l) => titleKey(titleTokens(l)));
  const preferred = titleKey(titleTokens(occupation.label));
  // a share, not a count: a long list of loosely related labels should not outweigh a close one
  return (3 * keys.filter((k) => own.has(k)).length) / Math.max(1, keys.length) + (own.has(preferred) ? 2 : 0);
}
