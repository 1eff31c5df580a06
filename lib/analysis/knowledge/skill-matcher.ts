import type { SkillRecord } from './build/build-skills';
import type { GuardRule } from './curated/skill-guards';
import { describesOrganisation, inListContext } from './context-guard';
import type { SkillMatch } from './types';
import { tokenize, type Token } from './tokenize';

interface Terminal {
  /** null for a phrase that is not a skill ("we are hiring", "leadership team"): it consumes its words */
  skill: SkillRecord | null;
  /** set when this spelling is ambiguous: the exact form and the rule it must satisfy */
  guard?: { form: string; rule: GuardRule };
}

interface TrieNode {
  next: Map<string, TrieNode>;
  terminal?: Terminal;
}

/**
 * Finds skills in text with one pass over its tokens and a trie of every spelling's token
 * sequence (not one regex per skill): at each token the longest spelling that passes its
 * guard wins and the scan resumes after it. `notSkills` are phrases that contain a skill's
 * spelling without naming it ("we are hiring", "the leadership team"): when one is the longest
 * match its words are skipped.
 */
export function createSkillMatcher(skills: readonly SkillRecord[], notSkills: readonly string[] = []): (text: string) => SkillMatch[] {
  const root: TrieNode = { next: new Map() };
  for (const skill of skills) {
    for (const spelling of [skill.name, ...skill.aliases]) insert(root, skill, spelling);
  }
  for (const phrase of notSkills) insertBlocker(root, phrase);
  return (text) => findAll(root, text);
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
  if (node) node.terminal ??= { skill: null };
}

function insert(root: TrieNode, skill: SkillRecord, spelling: string): void {
  const node = nodeFor(root, spelling);
  if (!node) return;
  // the build makes spellings unique across skills; a skill's own name and alias may meet
  if (node.terminal && node.terminal.skill !== skill) return;
  const form = Object.keys(skill.guards ?? {}).find((f) => f.toLowerCase() === spelling.toLowerCase());
  node.terminal = form ? { skill, guard: { form, rule: skill.guards![form] } } : { skill };
}

// A regex run flattens a rope string in place (V8 flattens the subject), so the character
// reads of the guards below stay O(1).
const FLATTEN = /^/;

function findAll(root: TrieNode, text: string): SkillMatch[] {
  FLATTEN.test(text);
  const tokens = tokenize(text);
  const found = new Map<SkillRecord, SkillMatch>();
  const endsOfMatches = new Set<number>();
  const probe = (start: number) => start < tokens.length && longestUnguarded(root, tokens, start);

  for (let i = 0; i < tokens.length; ) {
    const end = matchAt(root, text, tokens, i, endsOfMatches, probe);
    if (end === null) {
      i++;
      continue;
    }
    const { skill, to } = end;
    i = to;
    if (!skill) continue;
    const entry = found.get(skill);
    if (entry) entry.count++;
    else found.set(skill, { skill, count: 1 });
    endsOfMatches.add(to);
  }
  return [...found.values()];
}

/** the longest spelling starting at token `from` that passes its guard, or null */
function matchAt(
  root: TrieNode,
  text: string,
  tokens: readonly Token[],
  from: number,
  endsOfMatches: ReadonlySet<number>,
  probe: (start: number) => boolean,
): { skill: SkillRecord | null; to: number } | null {
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
    if (!terminal.skill) return { skill: null, to };
    // "a logistics platform", "a patient scheduling product": the field of a product or employer, not a skill
    if (describesOrganisation(terminal.skill.category, text, tokens, to)) continue;
    const guard = terminal.guard;
    if (!guard) return { skill: terminal.skill, to };
    if (text.slice(tokens[from].start, tokens[to - 1].end) !== guard.form) continue;
    if (guard.rule === 'case') return { skill: terminal.skill, to };
    const listed = inListContext({
      text,
      tokens,
      from,
      to,
      form: guard.form,
      skillEndsAt: (end) => endsOfMatches.has(end),
      skillStartsAt: probe,
    });
    if (listed) return { skill: terminal.skill, to };
  }
  return null;
}

/** whether an unambiguous spelling starts at `start` (used to accept "C and Python") */
function longestUnguarded(root: TrieNode, tokens: readonly Token[], start: number): boolean {
  let node: TrieNode | undefined = root;
  for (let j = start; j < tokens.length; j++) {
    node = node.next.get(tokens[j].key);
    if (!node) return false;
    if (node.terminal?.skill && !node.terminal.guard) return true;
  }
  return false;
}
