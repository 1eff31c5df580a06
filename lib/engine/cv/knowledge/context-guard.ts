import type { Token } from './tokenize';

/**
 * The list-context rule for ambiguous spellings ("C", "R", "Go", "Access"): the word must be
 * an item of a list on both sides. An edge counts as a list boundary when it is the start or
 * end of a line, a separator (, ; | / : ( ) [ ] • and similar), a sentence end on the right,
 * or "and" / "or" / "&" whose other side is itself a recognised skill ("Python and R").
 * Words of two or more letters may also follow "in", "using", "with", "to" ("services in Go.",
 * "moved to Rust."), and then may also be followed by a technical noun ("from Express to Go
 * services", "written in Go code"); "from X to Y" names two technologies. Sentence-initial
 * "Go to the office" and "go-to-market" stay out (no lead on the left, no list on the right).
 */
const LEFT_SEPARATORS = new Set([',', ';', '|', '/', ':', '(', '[', '•', '·', '▪', '●', '►', '-', '–', '—', '*', '\t']);
// a middle dot or a bullet between items closes the one before it as a comma does ("Triage · Epic · Wound care")
const RIGHT_SEPARATORS = new Set([',', ';', '|', '/', ')', ']', '\t', '·', '•', '▪', '●']);
// Spanish, French and German CVs join and introduce technologies with their own words ("en Go y PostgreSQL", "avec Go et Kafka", "mit Go und Kafka")
const CONJUNCTIONS = new Set(['and', 'or', 'y', 'o', 'et', 'ou', 'und', 'oder']);
const PROSE_LEADS = new Set(['in', 'using', 'with', 'including', 'to', 'from', 'en', 'con', 'usando', 'avec', 'mit']);
/** nouns that follow a technology name in prose: "Go services", "Rust code", "Swift apps" */
const TECH_NOUNS = new Set([
  'service', 'services', 'microservice', 'microservices', 'code', 'codebase', 'codebases', 'api', 'apis', 'backend',
  'backends', 'library', 'libraries', 'sdk', 'sdks', 'module', 'modules', 'binary', 'binaries', 'program', 'programs',
  'programming', 'script', 'scripts', 'app', 'apps', 'application', 'applications', 'stack', 'server', 'servers', 'tooling',
]);

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
  /** any skill's spelling starts at `start`, a guarded one written in its exact form included ("C\nGo") */
  nameStartsAt?(start: number): boolean;
  /** the guarded form, to decide whether the prose rule applies */
  form: string;
  /** prose words after which the name counts (default PROSE_LEADS; company-or-tool names take fewer) */
  leads?: ReadonlySet<string>;
}

export function inListContext(ctx: ListContext): boolean {
  if (ctx.form.length === 1 && (letterLabel(ctx) || !besideSkillOrLabel(ctx))) return false;
  const left = leftOk(ctx);
  if (!left) return false;
  if (rightOk(ctx)) return true;
  if (left === 'list') return false;
  // a prose lead on the left: a technical noun or, after "from", "to" may follow
  const next = ctx.tokens[ctx.to];
  if (!next || !gapIsBlank(ctx.text, ctx.tokens[ctx.to - 1].end, next.start)) return false;
  return TECH_NOUNS.has(next.key) || (ctx.tokens[ctx.from - 1]?.key === 'from' && next.key === 'to');
}

function leftOk({ text, tokens, from, skillEndsAt, form, leads = PROSE_LEADS }: ListContext): 'list' | 'prose' | false {
  const ch = prevChar(text, tokens[from].start);
  if (ch === '' || ch === '\n' || LEFT_SEPARATORS.has(ch)) return 'list';
  const prev = tokens[from - 1];
  if (!prev) return false;
  // "C++ & C": '&' is not a token, so the skill before it ends right at this word
  if (ch === '&') return skillEndsAt(from) && 'list';
  if (CONJUNCTIONS.has(prev.key) && gapIsBlank(text, prev.end, tokens[from].start)) return skillEndsAt(from - 1) && 'list';
  return form.length >= 2 && leads.has(prev.key) && gapIsBlank(text, prev.end, tokens[from].start) && 'prose';
}

function rightOk({ text, tokens, to, skillStartsAt, form }: ListContext): boolean {
  const end = tokens[to - 1].end;
  const at = nextCharIndex(text, end);
  const ch = at < text.length ? text[at] : '';
  if (ch === '' || ch === '\n' || ch === '\r' || RIGHT_SEPARATORS.has(ch)) return true;
  // a single letter with a full stop is an initial ("Adams, R. et al.", "R. Chen") unless the line ends or a sentence starts after it
  if (ch === '.' && form.length === 1) return initialEndsSentence(text, at + 1);
  // a sentence end, not a decimal point or a dotted name
  if (ch === '.' || ch === '!' || ch === '?') return at + 1 >= text.length || /\s/.test(text[at + 1]);
  const next = tokens[to];
  if (ch === '&') return next !== undefined && skillStartsAt(to);
  if (next && CONJUNCTIONS.has(next.key) && gapIsBlank(text, end, next.start)) return skillStartsAt(to + 1);
  return false;
}

/** the name is the whole text, bar brackets and bullets: a listed item ("(C)", "• Go") */
const wholeText = (text: string, start: number, end: number) => /^[\s([•·*-]*$/.test(text.slice(0, start)) && /^[\s)\].,;]*$/.test(text.slice(end));

/** words before a colon that announce a list of languages or tools: "Languages: R", "Statistics: R" */
const LIST_LABELS = new Set([
  'languages', 'language', 'programming', 'skills', 'tools', 'technologies', 'technology', 'stack', 'software', 'statistics',
  'lenguajes', 'langages', 'sprachen', 'programmiersprachen', 'herramientas', 'outils', 'werkzeuge',
]);

/**
 * A single letter is a language only beside another recognised skill ("Python, R", "C\nC++")
 * or after a list label ("Languages: C"): an alphabet index ("Purchased\nR\nRealized"), a
 * letter spaced out of a word ("H U R"), a project code ("Project: C") or a phone label
 * ("0123 (R)") has neither.
 */
function besideSkillOrLabel({ text, tokens, from, to, skillEndsAt, skillStartsAt, nameStartsAt = skillStartsAt }: ListContext): boolean {
  if (from > 0 && skillEndsAt(from) && /^[\s,;|/:()[\]•·*&-]*$/.test(text.slice(tokens[from - 1].end, tokens[from].start))) return true;
  if (to < tokens.length && /^[\s,;|/:()[\]•·*&-]*$/.test(text.slice(tokens[to - 1].end, tokens[to].start)) && nameStartsAt(to)) return true;
  // "Python and R": the conjunction's other side
  const prev = tokens[from - 1];
  if (prev && CONJUNCTIONS.has(prev.key) && skillEndsAt(from - 1)) return true;
  const next = tokens[to];
  if (next && CONJUNCTIONS.has(next.key) && to + 1 < tokens.length && skillStartsAt(to + 1)) return true;
  if (prev && LIST_LABELS.has(prev.key) && /^\s*:\s*$/.test(text.slice(prev.end, tokens[from].start))) return true;
  return false;
}

/**
 * A guarded name read as a skills line: an item of a list (inListContext), the whole of a listed
 * item, or next to another recognised skill with only blanks between ("Go Python Rust"). Prose
 * that a skills section holds ("Featured in Spring 2005 edition", "working in Computers R Us
 * business") is neither.
 */
export function inSkillsLine(ctx: ListContext): boolean {
  const { text, tokens, from, to } = ctx;
  if (ctx.form.length === 1 && letterLabel(ctx)) return false;
  if (wholeText(text, tokens[from].start, tokens[to - 1].end)) return true;
  if (inListContext(ctx)) return true;
  if (ctx.form.length === 1) return false;
  const blankBefore = from > 0 && gapIsBlank(text, tokens[from - 1].end, tokens[from].start);
  const blankAfter = to < tokens.length && gapIsBlank(text, tokens[to - 1].end, tokens[to].start);
  return (blankBefore && ctx.skillEndsAt(from)) || (blankAfter && ctx.skillStartsAt(to));
}

/** US states and Canadian provinces: "Spring, TX" and "Chef, QC" are places */
const REGION_CODES = new Set(
  ('AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC ' +
    'AB BC MB NB NL NS NT NU ON PE QC SK YT').split(' '),
);

/** a capitalised name followed by ", TX": the name of a town ("Great Pupil Elementary, Spring, TX") */
export function namesPlace(text: string, tokens: readonly Token[], to: number): boolean {
  const next = tokens[to];
  if (!next || !/^\s*,\s*$/.test(text.slice(tokens[to - 1].end, next.start))) return false;
  const code = text.slice(next.start, next.end);
  return REGION_CODES.has(code) && !/[\p{L}\p{N}]/u.test(text[next.end] ?? '');
}

/**
 * A single letter that labels rather than lists: grades or a phone label in brackets ("Maths (A)
 * Science (C)", "(C): 0123"; "Embedded programming (C)" alone stays C), or one side of a letter pair ("C/F forms", "R/W") where the other side is no skill.
 */
function letterLabel({ text, tokens, from, to, skillStartsAt }: ListContext): boolean {
  const start = tokens[from].start;
  const end = tokens[to - 1].end;
  if (text[start - 1] === '(' && text[end] === ')') {
    // a label ("(C): 0123") or one of several bracketed letters nearby (grades: "Maths (A) Science (C)", one a line or not)
    if (text[end + 1] === ':') return true;
    const near = text.slice(Math.max(0, start - 120), Math.min(text.length, end + 120));
    if ((near.match(/\(\p{Lu}[+-]?\)/gu) ?? []).length >= 2) return true;
  }
  // an abbreviation of letters joined by "&": "R&D", "R\n& D", "P & L"
  if (/^\s*&\s*\p{L}(?![\p{L}\p{N}+#])/u.test(text.slice(end, end + 6)) || /(?<![\p{L}\p{N}])\p{L}\s*&\s*$/u.test(text.slice(Math.max(0, start - 6), start))) return true;
  if (text[end] === '/' && /^\p{L}(?![\p{L}\p{N}+#])/u.test(text.slice(end + 1, end + 3)) && !skillStartsAt(to)) return true;
  return false;
}

/** after "R.": the end of the line, or a capitalised word that is not another initial ("R. I also…", not "R. Chen" nor "R. et al.") */
function initialEndsSentence(text: string, index: number): boolean {
  if (index < text.length && !/\s/.test(text[index])) return false;
  const at = nextCharIndex(text, index);
  if (at >= text.length || text[at] === '\n' || text[at] === '\r') return true;
  const word = /^\p{L}+/u.exec(text.slice(at, at + 40))?.[0] ?? '';
  // a capitalised word after the stop starts a sentence, unless it is a surname of a citation ("R. Chen,")
  return /^\p{Lu}/u.test(word) && word.length > 1 && text[at + word.length] !== ',';
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

/** categories naming a field of work, which also describe products and organisations */
const FIELD_CATEGORIES = new Set(['domain', 'healthcare']);
/** nouns a field of work describes: "logistics platform", "patient scheduling product", "supply chain leadership", "logistics data" */
const ORGANISATION_NOUNS = new Set([
  'platform', 'platforms', 'product', 'products', 'app', 'apps', 'startup', 'startups', 'company', 'companies', 'firm',
  'firms', 'industry', 'industries', 'sector', 'sectors', 'client', 'clients', 'business', 'businesses', 'provider',
  'providers', 'vendor', 'vendors', 'software', 'leadership', 'domain', 'space', 'market', 'markets',
  // an analyst of "retail and logistics data" works on the data, not in logistics
  'data', 'dataset', 'datasets',
]);

/**
 * A field-of-work skill used as a modifier ("payment and logistics platforms", "a patient
 * scheduling product", "the supply chain leadership team") says what a product or an
 * organisation does, not what the candidate can do.
 */
export function describesOrganisation(category: string, text: string, tokens: readonly Token[], to: number): boolean {
  if (!FIELD_CATEGORIES.has(category)) return false;
  const next = tokens[to];
  return next !== undefined && ORGANISATION_NOUNS.has(next.key) && /^[\s-]*$/.test(text.slice(tokens[to - 1].end, next.start));
}

/** words that end a company's name: "Slack Technologies", "Epic Games", "Cloud Nest Ltd", "Spring Health Inc." */
const COMPANY_SUFFIXES = new Set([
  'inc', 'incorporated', 'ltd', 'limited', 'llc', 'llp', 'plc', 'gmbh', 'ag', 'kg', 'sa', 'sas', 'sarl', 'sl', 'srl', 'spa', 'bv', 'nv',
  'corp', 'corporation', 'co', 'company', 'technologies', 'labs', 'games', 'studios', 'group', 'holdings', 'ventures', 'partners',
  'foundation', 'pty', 'oy', 'aps',
]);
const isCapitalised = (text: string, t: Token) => /^[\p{Lu}\d]/u.test(text[t.start] ?? '');

/**
 * Whether the words [from, to) are part of an organisation's name rather than a skill: written
 * with capitals and followed, within two more capitalised words, by a company suffix ("Epic
 * Games", "Cloud Nest Ltd", "Slack Technologies"), or, for an ambiguous name, directly after
 * "at" or "@" ("Engineer at Slack").
 */
export function partOfProperName(text: string, tokens: readonly Token[], from: number, to: number, ambiguous: boolean): boolean {
  if (!isCapitalised(text, tokens[from])) return false;
  for (let j = to; j < Math.min(tokens.length, to + 3); j++) {
    if (!gapIsBlank(text, tokens[j - 1].end, tokens[j].start) && !/^[ \u00a0,.&-]*$/.test(text.slice(tokens[j - 1].end, tokens[j].start))) break;
    if (!isCapitalised(text, tokens[j])) break;
    if (COMPANY_SUFFIXES.has(tokens[j].key)) return true;
  }
  if (!ambiguous) return false;
  const prev = tokens[from - 1];
  if (prev?.key === 'at' && gapIsBlank(text, prev.end, tokens[from].start)) return true;
  return prevChar(text, tokens[from].start) === '@';
}
