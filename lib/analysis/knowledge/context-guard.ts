import type { Token } from './tokenize';

/**
 * The list-context rule for ambiguous spellings ("C", "R", "Go", "Access"): the word must be
 * an item of a list on both sides. An edge counts as a list boundary when it is the start or
 * end of a line, a separator (, ; | / : ( ) [ ] • and similar), a sentence end on the right,
 * or "and" / "or" / "&" whose other side is itself a recognised skill ("Python and R").
 * Words of two or more letters may also follow "in", "using", "with" ("services in Go.").
 */
const LEFT_SEPARATORS = new Set([',', ';', '|', '/', ':', '(', '[', '•', '·', '▪', '●', '►', '-', '–', '—', '*', '\t']);
const RIGHT_SEPARATORS = new Set([',', ';', '|', '/', ')', ']', '\t']);
const CONJUNCTIONS = new Set(['and', 'or']);
const PROSE_LEADS = new Set(['in', 'using', 'with', 'including']);

export interface ListContext {
  text: string;
  tokens: readonly Token[];
  /** token index range of the candidate [from, to) */
  from: number;
  to: number;
  /** a recognised skill ends at token index `end` (exclusive) */
  skillEndsAt(end: number): boolean;
  /** a recognised skill starts at token index `start` */
  skillStartsAt(start: number): boolean;
  /** the guarded form, to decide whether the prose rule applies */
  form: string;
}

export function inListContext(ctx: ListContext): boolean {
  return leftOk(ctx) && rightOk(ctx);
}

function leftOk({ text, tokens, from, skillEndsAt, form }: ListContext): boolean {
  const ch = prevChar(text, tokens[from].start);
  if (ch === '' || ch === '\n' || LEFT_SEPARATORS.has(ch)) return true;
  const prev = tokens[from - 1];
  if (!prev) return false;
  // "C++ & C": '&' is not a token, so the skill before it ends right at this word
  if (ch === '&') return skillEndsAt(from);
  if (CONJUNCTIONS.has(prev.key) && gapIsBlank(text, prev.end, tokens[from].start)) return skillEndsAt(from - 1);
  return form.length >= 2 && PROSE_LEADS.has(prev.key) && gapIsBlank(text, prev.end, tokens[from].start);
}

function rightOk({ text, tokens, to, skillStartsAt }: ListContext): boolean {
  const end = tokens[to - 1].end;
  const at = nextCharIndex(text, end);
  const ch = at < text.length ? text[at] : '';
  if (ch === '' || ch === '\n' || ch === '\r' || RIGHT_SEPARATORS.has(ch)) return true;
  // a sentence end, not a decimal point or a dotted name
  if (ch === '.' || ch === '!' || ch === '?') return at + 1 >= text.length || /\s/.test(text[at + 1]);
  const next = tokens[to];
  if (ch === '&') return next !== undefined && skillStartsAt(to);
  if (next && CONJUNCTIONS.has(next.key) && gapIsBlank(text, end, next.start)) return skillStartsAt(to + 1);
  return false;
}

/** the nearest non-blank character before `index` on the same line ('' at the start) */
function prevChar(text: string, index: number): string {
  for (let i = index - 1; i >= 0; i--) {
    const c = text[i];
    if (c === '\n') return '\n';
    if (c !== ' ' && c !== '\u00a0' && c !== '\r') return c;
  }
  return '';
}

/** index of the nearest non-blank character at or after `index` (text.length if none) */
function nextCharIndex(text: string, index: number): number {
  let i = index;
  while (i < text.length && (text[i] === ' ' || text[i] === '\u00a0')) i++;
  return i;
}

function gapIsBlank(text: string, from: number, to: number): boolean {
  return /^[ \u00a0]*$/.test(text.slice(from, to));
}
