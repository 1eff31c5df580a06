import type { ExtractedLine } from '../types';
import { sectionTypeOf } from './sections';
import { hasTitleWord } from './job-title-words';
import { parsePlace } from './location';
import { isAllCaps, splitFields } from './text-shape';

/**
 * Picks the person's name among the first lines with additive feature scores, in the manner
 * of OpenResume: each predicate adds or removes points and the best candidate wins.
 */
const DOCUMENT_TITLES = /^(curriculum vitae|cv|resume|résumé|lebenslauf|currículum|curriculum|currículo|curriculo|life ?cv)$/i;
const NAME_TEXT = /^[\p{L}][\p{L}'’.\- ]*[\p{L}.]$/u;
const MIN_SCORE = 4;

export interface NameCandidate {
  text: string;
  score: number;
}

function scoreCandidate(field: string, line: ExtractedLine, position: number, largestFont: number): number {
  if (!NAME_TEXT.test(field) || DOCUMENT_TITLES.test(field.trim()) || /\b(europass|curriculum vitae|lebenslauf)\b/i.test(field)) return -Infinity;
  const tokens = field.split(/\s+/);
  let score = 3;
  if (tokens.length >= 2 && tokens.length <= 4) score += 2;
  else if (tokens.length === 1) score -= 3;
  else score -= 4;
  if (tokens.every((t) => /^[\p{Lu}]/u.test(t) || /^(de|da|do|dos|das|van|von|der|den|del|la|le|di|du|y|e|bin|al)$/.test(t))) score += 2;
  if (isAllCaps(field)) score += 1;
  if (line.bold) score += 1;
  if (line.headingHint) score += 1;
  if (largestFont > 0 && line.fontSize >= largestFont) score += 3;
  score += Math.max(0, 3 - position);
  if (sectionTypeOf(field)) score -= 10;
  if (hasTitleWord(field)) score -= 4;
  if (parsePlace(field)) score -= 4;
  return score;
}

/** Names written in capitals are reported in title case: "ŁUKASZ ŹRÓDŁO" → "Łukasz Źródło". */
export function displayName(name: string): string {
  if (!isAllCaps(name)) return name.replace(/\s+/g, ' ').trim();
  return name
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(^|[\s'’-])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase())
    // "VAN DER BERG" → "van der Berg": particles inside a name stay lower case
    .replace(/(?<=\s)(Van|Von|Der|Den|De|Del|Della|Di|Da|Do|Dos|Das|La|Le|Du|Ter|Ten)(?=\s)/g, (p: string) => p.toLowerCase());
}

/** Post-nominal credentials are not part of the name: "Tanya Brooks, SHRM-CP", "Oliver Bennett ACA". */
const CREDENTIALS = /(?:,?\s+(?:[A-Z]{2,6}(?:-[A-Z]{2,4})?|[A-Z][a-z]{0,2}\.(?:\s?[A-Z][a-z]{0,2}\.?)+|Ph\.?D\.?|MBA|CPA|RN|PE|PMP|Jr\.?|Sr\.?|II|III))+$/;

/**
 * Academic and courtesy titles before the name: "Dr. Jana Novak", "Mag. Thomas Gruber",
 * "Dipl.-Ing. Karl Huber", "Mgr inż. Anna Kowalska". Short ones need their dot, since "Ing" or
 * "Lic" alone could start a name.
 */
const TITLE_PREFIX = /^(?:(?:dr|prof|mr|mrs|ms|mx|mgr)\.?\s+|(?:mag|ing|dipl\.-\p{L}+|dott|dra|lic|ir|drs|mgr|inż|mmag|univ\.-prof|med|rer\.\s?nat|phil)\.\s*)+(?=\p{Lu})/iu;

/** 'RAYMOND "RAY" KOWALSKI': the quoted nickname is not part of the legal name. */
const NICKNAME = /\s["“'‘(][\p{L}. ]{1,20}["”'’)]\s/u;

/** In capitals only a comma sets credentials apart ("JANE DOE, RN, CCRN"): "DOE" alone could be one. */
const CAPS_CREDENTIALS = /(?:,\s*(?:[A-Z]{2,6}(?:-[A-Z]{2,4})?|PH\.?D\.?|M\.?D\.?))+$/;

export function withoutCredentials(text: string): string {
  const stripped = text.replace(TITLE_PREFIX, '').replace(isAllCaps(text) ? CAPS_CREDENTIALS : CREDENTIALS, '').trim();
  return stripped.split(/\s+/).length >= 2 ? stripped : text;
}

/**
 * A large name in a narrow sidebar wraps: "Johanna" / "Krüger". Two consecutive one-word
 * lines in the same font size are offered as one candidate as well.
 */
function withWrappedNames(lines: ExtractedLine[]): ExtractedLine[] {
  const pairs = lines.flatMap((line, i) => {
    const next = lines[i + 1];
    const oneWord = (l: ExtractedLine) => /^\p{L}[\p{L}'’-]+$/u.test(l.text.trim());
    return next && line.fontSize > 0 && next.fontSize === line.fontSize && oneWord(line) && oneWord(next) && next.column === line.column
      ? [{ ...line, text: `${line.text.trim()} ${next.text.trim()}` }]
      : [];
  });
  return [...lines, ...pairs];
}

export function findName(input: ExtractedLine[]): NameCandidate | null {
  const lines = withWrappedNames(input);
  const largestFont = Math.max(0, ...lines.map((l) => l.fontSize));
  let best: NameCandidate | null = null;
  lines.forEach((line, index) => {
    // Wrapped-name candidates are appended after the lines; they rank at their first line.
    const position = index < input.length ? index : input.findIndex((l) => line.text.startsWith(l.text.trim()));
    for (const raw of splitFields(line.text.replace(/^(name|nombre|nom|nome)\s*:\s*/i, ''))) {
      const plain = raw.replace(NICKNAME, ' ').replace(/\s+/g, ' ').trim();
      const field = withoutCredentials(plain);
      const score = scoreCandidate(field, line, position, largestFont);
      if (score >= MIN_SCORE && (!best || score > best.score)) best = { text: displayName(field), score };
    }
  });
  return best;
}
