import type { SkillRecord } from './data-files';
import type { ActivityRule } from './curated/activity-skills';
import type { ContextualOption, GuardRule } from './curated/skill-guards';
import { describesOrganisation, inListContext, inSkillsLine, namesPlace, partOfProperName } from './context-guard';
import type { SkillMatch } from './types';
import { inDocument, phraseIn, phraseNear } from './phrase-lookup';
import { tokenize, type Token } from './tokenize';

interface Option {
  skill: SkillRecord;
  /** set when this spelling is ambiguous: the exact form and the rule it must satisfy */
  guard?: { form: string; rule: GuardRule };
  /** for a spelling two skills share: words that must (or must not) appear in the text */
  when?: readonly string[][];
  unless?: readonly string[][];
  /** words of which one must stand within EVIDENCE_WINDOW words of the spelling */
  near?: readonly string[][];
  /** punctuation the name ends with that the tokens drop ("Act!"): the text must show it too, or "Act as" is the CRM */
  tail?: string;
  /** token gaps (k: between the k-th and next token) that join two single letters with a sign ("M&A", "P&L", "A/B"): the text must show a sign there too */
  joined?: number[];
}

interface Terminal {
  /** empty for a phrase that is not a skill ("we are hiring", "leadership team"): it consumes its words */
  options: Option[];
}

interface TrieNode {
  next: Map<string, TrieNode>;
  terminal?: Terminal;
}

/**
 * Where a text comes from: in a skills section a guarded name needs its casing and a skills line
 * (an item of a list, a listed item alone, or beside another skill: "Go Python Rust"); in a
 * contact block it is a profile link, never a skill; anywhere else it needs a list position or
 * supporting evidence. 'named' asks only whether the text spells the name (a guarded one in its
 * casing), whatever it means there: what an output may not call absent ("Epic super user").
 */
export type SkillContext = 'skills' | 'text' | 'contact' | 'named';

/** one occurrence of a skill in the text: character offsets [start, end) */
export interface SkillSpan {
  start: number;
  end: number;
}

export interface SkillHit {
  skill: SkillRecord;
  count: number;
  spans: SkillSpan[];
}

export interface MatcherExtras {
  /** phrases that contain a skill's spelling without naming it */
  notSkills?: readonly string[];
  /** guarded form → words that, nearby, show the form is the skill */
  evidence?: Readonly<Record<string, readonly string[]>>;
  /** spelling → the skills it may mean, by the words around it */
  contextual?: Readonly<Record<string, readonly ContextualOption[]>>;
  /** a skill shown as an activity: a verb and its object a few words apart (curated/activity-skills.ts) */
  activities?: readonly ActivityRule[];
}

/** how many words either side of an ambiguous name are searched for evidence */
const EVIDENCE_WINDOW = 12;

/**
 * Finds skills in text with one pass over its tokens and a trie of every spelling's token
 * sequence (not one regex per skill): at each token the longest spelling that passes its
 * guard wins and the scan resumes after it. `notSkills` are phrases that contain a skill's
 * spelling without naming it ("we are hiring", "the leadership team"): when one is the longest
 * match its words are skipped.
 */
export function createSkillMatcher(
  skills: readonly SkillRecord[],
  extras: MatcherExtras | readonly string[] = {},
): (text: string, context?: SkillContext, document?: string) => SkillHit[] {
  const { notSkills = [], evidence = {}, contextual = {}, activities = [] } = Array.isArray(extras) ? { notSkills: extras as readonly string[] } : (extras as MatcherExtras);
  const root: TrieNode = { next: new Map() };
  const byName = new Map(skills.map((s) => [s.name, s]));
  for (const skill of skills) {
    for (const spelling of [skill.name, ...skill.aliases]) insert(root, skill, spelling);
  }
  const words = (list: readonly string[]) => list.map((w) => tokenize(w).map((t) => t.key));
  for (const [spelling, options] of Object.entries(contextual)) {
    const node = nodeFor(root, spelling);
    if (!node) continue;
    // a skill's own spelling, conditioned: it keeps its guard ("ECS" in capitals) and its other checks
    const own = node.terminal?.options ?? [];
    node.terminal = {
      options: options
        .map((o) => {
          const skill = byName.get(o.skill)!;
          return { ...own.find((x) => x.skill === skill), skill, when: o.when && words(o.when), unless: o.unless && words(o.unless), near: o.near && words(o.near) };
        })
        .filter((o) => o.skill),
    };
  }
  for (const phrase of notSkills) insertBlocker(root, phrase);
  const evidenceWords = new Map(Object.entries(evidence).map(([form, list]) => [form, words(list)]));
  const activity = compileActivities(activities, byName);
  return (text, context = 'text', document) => {
    const hits = findAll(root, text, context, evidenceWords, document);
    // a contact block names no activity; elsewhere an activity adds to (or is) the skill's evidence
    return context === 'contact' || activity.rules.length === 0 ? hits : addActivities(hits, text, activity, document);
  };
}

interface CompiledActivity {
  skill: SkillRecord;
  verbs: ReadonlySet<string>;
  objects: readonly string[][];
  reverse: boolean;
  gap: number;
  notFollowedBy: ReadonlySet<string>;
  notPrecededBy: ReadonlySet<string>;
  context: ReadonlySet<string> | null;
  contextInDocument: boolean;
}

interface ActivityIndex {
  rules: CompiledActivity[];
  /** fixed wordings: token keys → skill */
  phrases: Array<{ keys: string[]; skill: SkillRecord }>;
  /** every verb and first object word, to skip the tokens that start nothing */
  starts: ReadonlySet<string>;
}

const DEFAULT_ACTIVITY_GAP = 3;

function compileActivities(rules: readonly ActivityRule[], byName: ReadonlyMap<string, SkillRecord>): ActivityIndex {
  const keysOf = (w: string) => tokenize(w).map((t) => t.key);
  const compiled: CompiledActivity[] = [];
  const phrases: ActivityIndex['phrases'] = [];
  const starts = new Set<string>();
  for (const r of rules) {
    const skill = byName.get(r.skill);
    // a rule for a skill the lexicon lacks names nothing (the curated table's test checks every name)
    if (!skill) continue;
    const c: CompiledActivity = {
      skill,
      verbs: new Set(r.verbs.flatMap(keysOf)),
      objects: r.objects.map(keysOf).filter((k) => k.length > 0),
      reverse: r.reverse === true,
      gap: r.gap ?? DEFAULT_ACTIVITY_GAP,
      notFollowedBy: new Set((r.notFollowedBy ?? []).flatMap(keysOf)),
      notPrecededBy: new Set((r.notPrecededBy ?? []).flatMap(keysOf)),
      context: r.context ? new Set(r.context.flatMap(keysOf)) : null,
      contextInDocument: r.contextInDocument === true,
    };
    compiled.push(c);
    for (const v of c.verbs) starts.add(v);
    for (const o of c.objects) starts.add(o[0]);
    for (const p of r.phrases ?? []) {
      const keys = keysOf(p);
      if (keys.length === 0) continue;
      phrases.push({ keys, skill });
      starts.add(keys[0]);
    }
  }
  return { rules: compiled, phrases, starts };
}

/** a sentence's end or a list's separator between two words: an activity does not reach over it */
const CLAUSE_BREAK = /[.;:!?•|·]/;

function addActivities(hits: SkillHit[], text: string, index: ActivityIndex, document?: string): SkillHit[] {
  const tokens = tokenize(text);
  const found = new Map(hits.map((h) => [h.skill, h]));
  const add = (skill: SkillRecord, from: number, to: number) => {
    const span = { start: tokens[from].start, end: tokens[to - 1].end };
    const hit = found.get(skill);
    if (!hit) found.set(skill, { skill, count: 1, spans: [span] });
    // the same words already named the skill ("medication administration" is an alias too)
    else if (!hit.spans.some((s) => s.start < span.end && span.start < s.end)) {
      hit.count++;
      hit.spans.push(span);
    }
  };
  const keyAt = (i: number) => tokens[i]?.key;
  const unbroken = (from: number, to: number) => !CLAUSE_BREAK.test(text.slice(tokens[from].end, tokens[to].start));
  const objectAt = (rule: CompiledActivity, at: number): number | null => {
    for (const o of rule.objects) {
      if (!o.every((w, j) => keyAt(at + j) === w)) continue;
      if (rule.notFollowedBy.has(keyAt(at + o.length) ?? '') || rule.notPrecededBy.has(keyAt(at - 1) ?? '')) continue;
      return at + o.length;
    }
    return null;
  };
  let keys: Set<string> | null = null;
  const inContext = (rule: CompiledActivity) => {
    if (!rule.context) return true;
    keys ??= new Set(tokens.map((t) => t.key));
    return [...rule.context].some((w) => keys!.has(w) || (rule.contextInDocument && inDocument(document, [w])));
  };
  for (let i = 0; i < tokens.length; i++) {
    if (!index.starts.has(tokens[i].key)) continue;
    for (const p of index.phrases) if (p.keys.every((w, j) => keyAt(i + j) === w)) add(p.skill, i, i + p.keys.length);
    for (const rule of index.rules) {
      if (rule.verbs.has(tokens[i].key)) {
        for (let at = i + 1; at <= i + 1 + rule.gap && at < tokens.length && unbroken(i, at); at++) {
          const end = objectAt(rule, at);
          if (end !== null && unbroken(at, end - 1) && inContext(rule)) {
            add(rule.skill, i, end);
            break;
          }
        }
      }
      if (rule.reverse) {
        const end = objectAt(rule, i);
        if (end === null) continue;
        for (let at = end; at <= end + rule.gap && at < tokens.length && unbroken(end - 1, at); at++) {
          if (rule.verbs.has(tokens[at].key) && inContext(rule)) {
            add(rule.skill, i, at + 1);
            break;
          }
        }
      }
    }
  }
  return [...found.values()];
}

/** The trie node of a phrase's tokens, made on the way; null for a phrase with no tokens. */
function nodeFor(root: TrieNode, phrase: string): TrieNode | null {
  const keys = tokenize(phrase).map((t) => t.key);
  if (keys.length === 0) return null;
  let node = root;
  for (const key of keys) {
    let child = node.next.get(key);
    if (!child) {
      child = { next: new Map() };
      node.next.set(key, child);
    }
    node = child;
  }
  return node;
}

function insertBlocker(root: TrieNode, phrase: string): void {
  const node = nodeFor(root, phrase);
  if (node) node.terminal ??= { options: [] };
}

function insert(root: TrieNode, skill: SkillRecord, spelling: string): void {
  const node = nodeFor(root, spelling);
  if (!node) return;
  // the build makes spellings unique across skills; a skill's own name and alias may meet
  if (node.terminal && node.terminal.options[0]?.skill !== skill) return;
  const form = Object.keys(skill.guards ?? {}).find((f) => f.toLowerCase() === spelling.toLowerCase());
  const tokens = tokenize(spelling);
  const tail = spelling.slice(tokens[tokens.length - 1].end).trim();
  const option: Option = form ? { skill, guard: { form, rule: skill.guards![form] } } : { skill };
  if (tail) option.tail = tail;
  const joined = signedLetterGaps(spelling, tokens);
  if (joined.length > 0) option.joined = joined;
  node.terminal = { options: [option] };
}

/** the gaps of a spelling where a sign joins two single letters: "M&A" → [0], "FP&A" → [], "A/B testing" → [0] */
function signedLetterGaps(text: string, tokens: readonly Token[]): number[] {
  const out: number[] = [];
  for (let k = 0; k + 1 < tokens.length; k++) {
    const [a, b] = [tokens[k], tokens[k + 1]];
    if (a.end - a.start === 1 && b.end - b.start === 1 && !gapIsBlank(text, a.end, b.start)) out.push(k);
  }
  return out;
}

const gapIsBlank = (text: string, from: number, to: number) => /^[ \u00a0\t\r\n]*$/.test(text.slice(from, to));

/**
 * Letter-spaced type ("T O M A S Z", "G A M E P L AY") prints single letters with blanks between:
 * "M A" there is part of a name, not M&A. A spelling that joins letters with a sign needs one.
 */
function lettersJoined(option: Option, scan: Scan, from: number): boolean {
  const { text, tokens } = scan;
  return !option.joined || option.joined.every((k) => !gapIsBlank(text, tokens[from + k].end, tokens[from + k + 1].start));
}

// A regex run flattens a rope string in place (V8 flattens the subject), so the character
// reads of the guards below stay O(1).
const FLATTEN = /^/;

interface Scan {
  root: TrieNode;
  text: string;
  tokens: readonly Token[];
  context: SkillContext;
  evidence: ReadonlyMap<string, readonly string[][]>;
  endsOfMatches: Set<number>;
  /** every token key of the text, for contextual spellings (built on first need) */
  keys: Set<string> | null;
  /** the whole CV the text is part of: a spelling two skills share is read by the words of either */
  document: string | undefined;
}

function findAll(root: TrieNode, text: string, context: SkillContext, evidence: ReadonlyMap<string, readonly string[][]>, document?: string): SkillHit[] {
  FLATTEN.test(text);
  const scan: Scan = { root, text, tokens: tokenize(text), context, evidence, endsOfMatches: new Set(), keys: null, document };
  const found = new Map<SkillRecord, SkillHit>();
  const { tokens } = scan;
  for (let i = 0; i < tokens.length; ) {
    const end = matchAt(root, scan, i);
    if (end === null) {
      i++;
      continue;
    }
    const { skill, to } = end;
    const span = { start: tokens[i].start, end: tokens[to - 1].end };
    i = to;
    if (!skill) continue;
    const entry = found.get(skill);
    if (entry) {
      entry.count++;
      entry.spans.push(span);
    } else found.set(skill, { skill, count: 1, spans: [span] });
    scan.endsOfMatches.add(to);
  }
  return [...found.values()];
}

/** the longest spelling starting at token `from` that passes its guard, or null */
function matchAt(root: TrieNode, scan: Scan, from: number): { skill: SkillRecord | null; to: number } | null {
  const { tokens } = scan;
  // most tokens start no spelling at all: bail out before allocating anything
  let node = root.next.get(tokens[from].key);
  if (!node) return null;
  const candidates: Array<{ terminal: Terminal; to: number }> = [];
  for (let j = from + 1; ; j++) {
    if (node.terminal) candidates.push({ terminal: node.terminal, to: j });
    if (j >= tokens.length) break;
    const next: TrieNode | undefined = node.next.get(tokens[j].key);
    if (!next) break;
    node = next;
  }
  for (let k = candidates.length - 1; k >= 0; k--) {
    const { terminal, to } = candidates[k];
    if (terminal.options.length === 0) return { skill: null, to };
    for (const option of terminal.options) {
      if (accepts(option, scan, from, to)) return { skill: option.skill, to };
    }
  }
  return null;
}

function accepts(option: Option, scan: Scan, from: number, to: number): boolean {
  const { text, tokens } = scan;
  if (option.tail && text.slice(tokens[to - 1].end, tokens[to - 1].end + option.tail.length) !== option.tail) return false;
  if (!lettersJoined(option, scan, from)) return false;
  if (scan.context === 'named') return !option.guard || text.slice(tokens[from].start, tokens[to - 1].end) === option.guard.form;
  // "a logistics platform", "a patient scheduling product": the field of a product or employer, not a skill
  if (describesOrganisation(option.skill.category, text, tokens, to)) return false;
  if (option.when && !option.when.some((w) => hasPhrase(scan, w) || inDocument(scan.document, w))) return false;
  if (option.unless && option.unless.some((w) => hasPhrase(scan, w) || inDocument(scan.document, w))) return false;
  if (option.near && !phraseNear(scan.tokens, option.near, from, to, EVIDENCE_WINDOW)) return false;
  const guard = option.guard;
  if (!guard) return !partOfProperName(text, tokens, from, to, false);
  if (text.slice(tokens[from].start, tokens[to - 1].end) !== guard.form) return false;
  // "Epic Games", "Slack Technologies", "Spring Health Inc.": a company's name, not the tool
  if (partOfProperName(text, tokens, from, to, true)) return false;
  if (guard.rule === 'case') return !usedAsVerb(guard.form, tokens, to) && !afterFeminineArticle(guard.form, text, tokens, from);
  // a contact block names profiles ("@handle | LinkedIn | Portfolio"), not skills
  if (scan.context === 'contact') return false;
  if (namesPlace(text, tokens, to)) return false;
  const ctx = {
    text,
    tokens,
    from,
    to,
    form: guard.form,
    leads: guard.rule === 'context' ? CONTEXT_LEADS : undefined,
    skillEndsAt: (end: number) => scan.endsOfMatches.has(end),
    skillStartsAt: (start: number) => start < tokens.length && startsUnguarded(scan, start),
    nameStartsAt: (start: number) => start < tokens.length && startsAnyName(scan, start),
  };
  if (scan.context === 'skills' ? inSkillsLine(ctx) : inListContext(ctx)) return true;
  return hasEvidence(scan, guard.form, from, to);
}

/** prose words after which a company-or-tool name is the tool: "using Slack", "via Zoom" */
const CONTEXT_LEADS: ReadonlySet<string> = new Set(['using', 'via', 'through']);

/** "Excel at building rapport": a product name that is also a verb, used as one */
function usedAsVerb(form: string, tokens: readonly Token[], to: number): boolean {
  return form === 'Excel' && ['at', 'in', 'as'].includes(tokens[to]?.key ?? '');
}

/**
 * "la lista de verificación de la OMS", "diretrizes da OMS", "linee guida dell'OMS": in Spanish,
 * Portuguese and Italian an acronym after a feminine article is an institution's (Organización,
 * Sociedad, Unión), while tools take the masculine (el SAP, o CRM, il CAD).
 */
const FEMININE_OF = new Set(['della', 'dell', 'dalla', 'nella', 'alla', 'da', 'pela', 'na']);
function afterFeminineArticle(form: string, text: string, tokens: readonly Token[], from: number): boolean {
  if (!/^\p{Lu}{2,}$/u.test(form) || from === 0) return false;
  const [before, article] = [tokens[from - 2], tokens[from - 1]];
  if (!/^[\s']+$/u.test(text.slice(article.end, tokens[from].start))) return false;
  return FEMININE_OF.has(article.key) || (article.key === 'la' && ['de', 'a', 'por', 'con', 'en', 'para'].includes(before?.key ?? ''));
}

function hasEvidence(scan: Scan, form: string, from: number, to: number): boolean {
  const phrases = scan.evidence.get(form);
  return !!phrases && phraseNear(scan.tokens, phrases, from, to, EVIDENCE_WINDOW);
}

function hasPhrase(scan: Scan, phrase: readonly string[]): boolean {
  scan.keys ??= new Set(scan.tokens.map((t) => t.key));
  return phraseIn(scan.tokens, scan.keys, phrase);
}

/** whether any skill's spelling starts at `start`, a guarded one only in its exact form ("C\nGo") */
function startsAnyName(scan: Scan, start: number): boolean {
  let node: TrieNode | undefined = scan.root;
  for (let j = start; node && j < scan.tokens.length; j++) {
    node = node.next.get(scan.tokens[j].key);
    if (!node) return false;
    for (const option of node.terminal?.options ?? []) {
      if (!option.guard || scan.text.slice(scan.tokens[start].start, scan.tokens[j].end) === option.guard.form) return true;
    }
  }
  return false;
}

/** whether a spelling with no guard starts at `start` (used to accept "C and Python") */
function startsUnguarded(scan: Scan, start: number): boolean {
  let node: TrieNode | undefined = scan.root;
  for (let j = start; node && j < scan.tokens.length; j++) {
    node = node.next.get(scan.tokens[j].key);
    if (!node) return false;
    const first = node.terminal?.options[0];
    if (first && !first.guard && !first.when) return true;
  }
  return false;
}
