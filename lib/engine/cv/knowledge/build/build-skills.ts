import type { SkillCategory, SkillKind } from '../types';
import { COMMODITY_CATEGORIES, PROGRAMMING_LANGUAGES } from '../curated/commodity-categories';
import type { CuratedSkill } from '../curated/hard-skills';
import type { GuardRule } from '../curated/skill-guards';
import type { SkillRecord } from '../data-files';
import { phraseKey } from '../tokenize';
import { normaliseSkillName } from './normalise-skill-name';
import type { TechnologyRow } from './read-onet';


export interface SkillInputs {
  technologies: readonly TechnologyRow[];
  hardSkills: readonly CuratedSkill[];
  softSkills: ReadonlyArray<readonly [string, readonly string[]]>;
  guards: Readonly<Record<string, GuardRule>>;
  /** canonical skill → how Spanish, French and German CVs print it (curated/skill-translations.ts) */
  translations?: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
}

export interface BuiltSkills {
  skills: SkillRecord[];
  /** SOC code → names of kept skills O*NET flags In Demand for that occupation */
  inDemandBySoc: Map<string, string[]>;
  /** SOC code → names of every kept skill O*NET lists for that occupation */
  bySoc: Map<string, string[]>;
}

interface Draft {
  name: string;
  aliases: Set<string>;
  /** aliases written in curated/, as opposed to those derived from O*NET names */
  curatedAliases: Set<string>;
  kind: SkillKind;
  category: SkillCategory | null;
  commodityVotes: Map<string, number>;
  socs: Set<string>;
  inDemandSocs: Set<string>;
  hot: boolean;
  inDemand: boolean;
  curated: boolean;
}

/** merges O*NET technologies with the curated lists into one alias-unique skill table */
export function buildSkills(input: SkillInputs): BuiltSkills {
  const drafts = new Map<string, Draft>();
  // keyed by token sequence, so "PL/SQL" and "PL SQL" are one skill
  const draft = (name: string): Draft => {
    const key = phraseKey(name);
    let d = drafts.get(key);
    if (!d) {
      d = { name, aliases: new Set(), curatedAliases: new Set(), kind: 'hard', category: null, commodityVotes: new Map(), socs: new Set(), inDemandSocs: new Set(), hot: false, inDemand: false, curated: false };
      drafts.set(key, d);
    }
    return d;
  };

  for (const [name, category, aliases = []] of input.hardSkills) {
    const d = draft(name);
    if (d.curated) throw new Error(`curated skill listed twice: ${name}`);
    d.name = name;
    d.curated = true;
    d.category = category;
    aliases.forEach((a) => d.aliases.add(a.toLowerCase()));
    aliases.forEach((a) => d.curatedAliases.add(a.toLowerCase()));
  }
  for (const [name, aliases] of input.softSkills) {
    const d = draft(name);
    if (d.curated) throw new Error(`soft skill also listed as hard skill: ${name}`);
    Object.assign(d, { name, curated: true, kind: 'soft', category: 'soft_skill' });
    aliases.forEach((a) => d.aliases.add(a.toLowerCase()));
    aliases.forEach((a) => d.curatedAliases.add(a.toLowerCase()));
  }
  for (const [name, byLanguage] of Object.entries(input.translations ?? {})) {
    const d = drafts.get(phraseKey(name));
    if (!d?.curated) throw new Error(`translation of unknown curated skill: ${name}`);
    for (const a of Object.values(byLanguage).flat()) {
      d.aliases.add(a.toLowerCase());
      d.curatedAliases.add(a.toLowerCase());
    }
  }
  // an O*NET name that is a curated alias ("RESTful API") joins that skill instead of competing
  const curatedAlias = new Map<string, Draft>();
  for (const d of drafts.values()) for (const a of d.aliases) curatedAlias.set(phraseKey(a), d);

  for (const row of input.technologies) {
    const normalised = normaliseSkillName(row.example);
    if (!normalised) continue;
    const key = phraseKey(normalised.name);
    const d = drafts.get(key) ?? curatedAlias.get(key) ?? draft(normalised.name);
    [normalised.name.toLowerCase(), ...normalised.aliases].forEach((a) => d.aliases.add(a));
    d.socs.add(row.soc);
    if (row.inDemand) d.inDemandSocs.add(row.soc);
    d.hot ||= row.hot;
    d.inDemand ||= row.inDemand;
    d.commodityVotes.set(row.commodityTitle, (d.commodityVotes.get(row.commodityTitle) ?? 0) + 1);
  }

  // obscure products listed by a single occupation are noise for CV matching
  const kept = [...drafts.values()].filter((d) => d.curated || d.socs.size >= 2 || d.hot || d.inDemand);
  resolveAliasConflicts(kept);
  checkTranslationsKept(kept, input.translations ?? {});
  const skills = kept.map((d) => toRecord(d, input.guards)).sort((a, b) => compareNames(a.name, b.name));

  const inDemandBySoc = new Map<string, string[]>();
  const bySoc = new Map<string, string[]>();
  for (const d of kept) {
    for (const soc of d.inDemandSocs) inDemandBySoc.set(soc, [...(inDemandBySoc.get(soc) ?? []), d.name]);
    for (const soc of d.socs) bySoc.set(soc, [...(bySoc.get(soc) ?? []), d.name]);
  }
  for (const list of [...inDemandBySoc.values(), ...bySoc.values()]) list.sort(compareNames);
  return { skills, inDemandBySoc, bySoc };
}

/** a translation another skill's spelling displaced (accents and case folded) is a data error, not a silent loss */
function checkTranslationsKept(drafts: readonly Draft[], translations: NonNullable<SkillInputs['translations']>): void {
  const byName = new Map(drafts.map((d) => [phraseKey(d.name), d]));
  const lost = Object.entries(translations).flatMap(([name, byLanguage]) => {
    const d = byName.get(phraseKey(name));
    const own = new Set([phraseKey(name), ...[...(d?.aliases ?? [])].map(phraseKey)]);
    return Object.values(byLanguage).flat().filter((a) => !own.has(phraseKey(a))).map((a) => `${name}: "${a}"`);
  });
  if (lost.length > 0) throw new Error(`translations taken by another skill: ${lost.join(', ')}`);
}

export function compareNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Each lookup key must lead to one skill. A skill's own name beats another's alias; between
 * aliases a curated skill beats an O*NET one, then the more widely listed skill; two curated
 * skills declaring one spelling in curated/ is a data error.
 */
function resolveAliasConflicts(drafts: Draft[]): void {
  const owners = new Map<string, Draft>();
  for (const d of drafts) {
    const key = phraseKey(d.name);
    const other = owners.get(key);
    if (other) throw new Error(`two skills share the name key "${key}": ${other.name} / ${d.name}`);
    owners.set(key, d);
  }
  const ordered = [...drafts].sort((a, b) => Number(b.curated) - Number(a.curated) || b.socs.size - a.socs.size || compareNames(a.name, b.name));
  const aliasOwner = new Map<string, Draft>();
  for (const d of ordered) {
    for (const alias of [...d.aliases]) {
      const key = phraseKey(alias);
      const nameOwner = owners.get(key);
      const prior = aliasOwner.get(key);
      if (key === '' || (nameOwner && nameOwner !== d) || (prior && prior !== d)) {
        const curatedTwice = d.curatedAliases.has(alias) && prior?.curatedAliases.has(alias) && !nameOwner;
        if (curatedTwice) throw new Error(`alias "${alias}" claimed by ${prior!.name} and ${d.name}`);
        d.aliases.delete(alias);
        continue;
      }
      aliasOwner.set(key, d);
    }
  }
}

function toRecord(d: Draft, guards: Readonly<Record<string, GuardRule>>): SkillRecord {
  const aliases = [...d.aliases].filter((a) => a !== d.name.toLowerCase()).sort(compareNames);
  const record: SkillRecord = {
    name: d.name,
    aliases,
    kind: d.kind,
    category: d.category ?? categoryFromOnet(d),
    hot: d.hot,
    inDemand: d.inDemand,
    occupationCount: d.socs.size,
  };
  const forms = guardedForms(d.name, aliases, guards, d.curated);
  if (Object.keys(forms).length > 0) {
    record.ambiguous = true;
    record.guards = forms;
  }
  return record;
}

function categoryFromOnet(d: Draft): SkillCategory {
  if (PROGRAMMING_LANGUAGES.has(d.name)) return 'programming_language';
  const [top] = [...d.commodityVotes].sort((a, b) => b[1] - a[1] || compareNames(a[0], b[0]));
  return (top && COMMODITY_CATEGORIES[top[0]]) || 'tool';
}

const SHORT_WORDS = new Set(['AM', 'AN', 'AS', 'AT', 'BE', 'BY', 'DO', 'GO', 'HE', 'IF', 'IN', 'IS', 'IT', 'ME', 'MY', 'NO', 'OF', 'ON', 'OR', 'PM', 'SO', 'TO', 'UP', 'US', 'WE']);

/**
 * Explicit guards, plus every spelling of at most two letters ("C", "R": list context; "JS",
 * "ML": capitals suffice) and, for O*NET-only names, upper-case acronyms that are also words
 * ("AIR", "PASS", "ICON"): those count only when written in capitals. Curated acronyms were
 * reviewed one by one.
 */
function guardedForms(name: string, aliases: string[], guards: Readonly<Record<string, GuardRule>>, curated: boolean): Record<string, GuardRule> {
  const forms: Record<string, GuardRule> = {};
  const spellings = [name, ...aliases];
  for (const [form, rule] of Object.entries(guards)) {
    if (spellings.some((s) => s === form.toLowerCase() || s === form)) forms[form] = rule;
  }
  for (const s of spellings) {
    if (/^[\p{L}\p{N}]{1,2}$/u.test(s) && !Object.keys(forms).some((f) => f.toLowerCase() === s.toLowerCase())) {
      const form = s === name ? name : s.toUpperCase();
      // two capitals ("JS", "ML", "UX") are not prose unless they spell a short English word
      forms[form] = /^[A-Z0-9]{2}$/.test(form) && !SHORT_WORDS.has(form) ? 'case' : 'list';
    }
  }
  if (!curated && /^[A-Z]{3,}$/.test(name) && !(name in forms)) forms[name] = 'case';
  return Object.fromEntries(Object.entries(forms).sort((a, b) => compareNames(a[0], b[0])));
}

/**
 * The French and Spanish preferred labels of the ESCO skills that are lexicon skills become
 * aliases of them ("gestion de projets", "contabilidad"), so a French or Spanish CV shows the
 * same skills. A label another skill already owns, or of more than four words, is left out.
 */
export function addEscoAliases(skills: SkillRecord[], labels: ReadonlyMap<string, readonly string[]>): void {
  const owned = new Set<string>();
  for (const s of skills) for (const spelling of [s.name, ...s.aliases]) owned.add(phraseKey(spelling));
  for (const s of skills) {
    const extra = (labels.get(s.name) ?? [])
      .map((l) => l.trim().toLowerCase())
      .filter((l) => l.length >= 3 && l.split(/\s+/).length <= 4 && !owned.has(phraseKey(l)));
    if (extra.length === 0) continue;
    for (const l of extra) owned.add(phraseKey(l));
    s.aliases = [...new Set([...s.aliases, ...extra])].sort(compareNames);
  }
}
