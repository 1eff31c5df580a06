import { MONTH_NAME_ALTERNATION, stripAccents } from './month-names';

/** Small predicates about how a line of text looks, shared by the field parsers. */

/**
 * Every mark the parser reads as a list bullet (a character class body): Word's and PDF
 * exports' dingbats ("❖", "➔", "♣", "〓" where a Symbol-font mark lost its font) as well as
 * the usual dots, squares and dashes.
 */
export const BULLET_GLYPHS = '•·▪◦●○■□►▸▶‣⁃✓✔➢➤➣➔→⮚◆◇♦❖❑✦★☆♣〓*–-';
/** Marks that are never part of a word, so the text may follow them with no space ("•Led the team"). */
const GLUED_GLYPHS = BULLET_GLYPHS.replace(/[·*–-]/g, '');
export const BULLET_PREFIX = new RegExp(`^\\s*(?:[${BULLET_GLYPHS}]\\s+|[${GLUED_GLYPHS}](?=[\\p{L}\\p{N}]))`, 'u');
/** "1. Built…", "2) Led…": numbered lists, but not a German date ("10. Juli 2020 – heute") */
const NUMBERED_PREFIX = /^\s*\d{1,2}[.)]\s+(?=\p{L})/u;
const STARTS_WITH_MONTH = new RegExp(`^(?:${MONTH_NAME_ALTERNATION})\\b`);

const isNumbered = (text: string) => NUMBERED_PREFIX.test(text) && !STARTS_WITH_MONTH.test(stripAccents(text.replace(NUMBERED_PREFIX, '')).toLowerCase());

export const isBullet = (text: string) => BULLET_PREFIX.test(text) || isNumbered(text);
export const stripBullet = (text: string) => (isNumbered(text) ? text.replace(NUMBERED_PREFIX, '') : text.replace(BULLET_PREFIX, '')).trim();

export const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** A text's sentences: a stop after a lower-case letter, then a capital ("B.Sc. in" goes on). */
export const sentencesOf = (text: string) => text.split(/(?<=\p{Ll}[.!?])\s+(?=\p{Lu})/u);

const LABELLED_LINE = /^([^:]{2,40}):\s*(\S.*)$/;
/** "Skills: Python, SQL", "• Prénom : Camille": a line that labels what it holds; its label and value. */
export function labelledLine(text: string): { label: string; value: string } | null {
  const m = LABELLED_LINE.exec(stripBullet(text));
  return m ? { label: m[1].trim(), value: m[2] } : null;
}

const PARTICLE = /^(?:and|of|for|the|in|&|other|und|de|des|et|y|e|en|van|voor)$/i;

/** "Work Experience and Internships", "Voletix IT Solutions": every word capitalised but the particles. */
export function isTitleCase(text: string): boolean {
  return text.replace(/[()]/g, '').split(/\s+/).filter(Boolean).every((w) => /^\p{Lu}/u.test(w) || PARTICLE.test(w));
}

/** At least three letters and no lower-case ones. */
export function isAllCaps(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

/** Words a heading or title keeps in lower case when it is re-cased ("Awards and Honours"). */
const MINOR_WORD = /^(?:a|an|and|at|by|de|del|des|du|en|et|for|für|in|la|le|of|on|or|the|to|und|van|von|y)$/i;

/** "PERSONAL DOSSIER" → "Personal Dossier"; short words other than the minor ones stay as acronyms ("IT SKILLS" → "IT Skills"). */
export function recase(text: string, language: string): string {
  return text
    .split(' ')
    .map((word, i) => {
      const letters = word.replace(/[^\p{L}]/gu, '');
      if (i > 0 && MINOR_WORD.test(letters)) return word.toLocaleLowerCase(language);
      if (letters.length <= 3 && !MINOR_WORD.test(letters)) return word;
      const lower = word.toLocaleLowerCase(language);
      const first = lower.search(/\p{L}/u);
      return first < 0 ? lower : lower.slice(0, first) + lower[first].toLocaleUpperCase(language) + lower.slice(first + 1);
    })
    .join(' ');
}

/**
 * `text` without the characters `drop` accepts at either end. A loop, not `/^[…]+|[…]+$/`:
 * the end-anchored half of that pattern rescans a long run from every position.
 */
export function trimWhere(text: string, drop: (ch: string) => boolean): string {
  let start = 0;
  let end = text.length;
  while (start < end && drop(text[start])) start++;
  while (end > start && drop(text[end - 1])) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

/**
 * Items of a list split at any of `separators` outside brackets ("German (C1, written), French"
 * is two items), as printed (not trimmed). `opening`/`closing` name the brackets; `keep` may
 * declare a separator part of its item ("$40,000"). One pass: a `(?![^()]*\))` lookahead
 * rescans to the line's end from every separator.
 */
export function splitOutsideBrackets(
  text: string,
  separators: string,
  { opening = '(', closing = ')', keep }: { opening?: string; closing?: string; keep?: (text: string, at: number) => boolean } = {},
): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (opening.includes(c)) depth++;
    else if (closing.includes(c)) depth = Math.max(0, depth - 1);
    else if (depth === 0 && separators.includes(c) && !keep?.(text, i)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * "English (Native or" above "Bilingual)": a list item whose bracket a narrow column wrapped onto
 * the next line is one item again. A line that leaves a bracket open takes the line below when
 * that line closes it (and opens none before), at most once per line.
 */
export function joinWrappedBrackets(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const next = lines[i + 1];
    const open = (line.match(/\(/g)?.length ?? 0) > (line.match(/\)/g)?.length ?? 0);
    if (open && next !== undefined && /^[^()]{1,40}\)/.test(next.trim())) {
      out.push(`${line.trimEnd()} ${next.trim()}`);
      i++;
    } else out.push(line);
  }
  return out;
}

export const fold = (text: string) => stripAccents(text).toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * "Sr. Engineering Manager (L6 / L7)", "Engineer (Berlin - Remote)": a separator inside brackets
 * belongs to the bracket. Its characters are swapped for private-use ones while the line is
 * split, and swapped back in each field.
 */
const SEPARATOR_CHARS = ' |•·◆♦⋅∙~■▪●*+–—-/';
const shieldChars = (group: string) => group.replace(/[ |•·◆♦⋅∙~■▪●*+–—\-/]/g, (ch) => String.fromCharCode(0xe000 + SEPARATOR_CHARS.indexOf(ch)));
/**
 * "Kuehne + Nagel", "Drees + Sommer": a lone plus between two capitalised words joins a firm's
 * name; OCR's plus for a mid-dot stands between the fields of a line, and a line of fields has more than one.
 */
const JOINED_BY_PLUS = /(?<![\p{L}\p{N}] )(\p{Lu}[\p{L}'’.-]{1,30} \+ \p{Lu}[\p{L}'’.-]{1,30})(?! [\p{L}\p{N}])/u;
const shieldPlus = (text: string) => (text.split(' + ').length === 2 ? text.replace(JOINED_BY_PLUS, shieldChars) : text);
const shield = (text: string) => {
  const plus = text.includes(' + ') ? shieldPlus(text) : text;
  return plus.includes('(') ? plus.replace(/\([^()]{1,80}\)/g, shieldChars) : plus;
};
const unshield = (text: string) => text.replace(/[\ue000-\ue012]/g, (ch) => SEPARATOR_CHARS[ch.charCodeAt(0) - 0xe000]);

/**
 * "Infosys LTD -  MAHARASHTRA, IN -", "EPAM -", "Accenture Services -  Pune, Maharashtra": a job
 * board's export prints each job as its title, then the employer's line closed by a dash or cut
 * from its place by a dash and a wide gap, then the dates. Such a line names the employer.
 */
export function isJobBoardEmployerLine(text: string): boolean {
  if (text.length > 150 || isBullet(text)) return false;
  const line = text.trimEnd();
  return /\S\s[-–]$/.test(line) || /\S\s[-–] {2,}\S/.test(line);
}

/**
 * A pictogram before a field ("◷ sep. 2020 – heden  ⚲ Rotterdam", "📍 Lagos", a private-use icon
 * glyph) labels the field's kind, like "Tel:"; it is no part of the value. List marks are left to
 * the bullet readers.
 */
const FIELD_ICON = new RegExp(`^(?:(?![${BULLET_GLYPHS}])[\\p{So}\\p{Co}]\\uFE0F?\\s*)+(?=\\S)`, 'u');
export const withoutFieldIcon = (text: string) => text.replace(FIELD_ICON, '');

/** Fields on one line are separated by pipes, bullets, squares, tildes or dashes (a typewriter's "--" too) between spaces, tabs or wide gaps (and by "*" or "+", which OCR reads for a mid-dot). */
export function splitFields(text: string): string[] {
  return shield(text)
    .split(/\s{2,}|\s+[|•·◆♦⋅∙~■▪●*+]\s+|\s*\|\s*|\s+(?:[–—-]|--)\s+|\s+\/\s+/)
    .map((part) => trimWhere(withoutFieldIcon(part.trim()), (ch) => ch === ',' || ch === ';' || ch === ':').trim())
    // "Infosys LTD -  MAHARASHTRA, IN -": a job board closes its fields with a dash; "… de Québec ·": a line wrapped after its separator
    .map((part) => unshield(/ [-–—·•|]$/.test(part) ? part.slice(0, -2).trim() : part))
    .filter(Boolean);
}
