/**
 * Languages with their levels. A level the parser did not attach (a two-column table puts
 * "English" and "Native" on separate lines, a sidebar lists the level below) is taken from the
 * line that names the language or the one after it, so "no level" is said only when the page
 * gives none.
 */
import { sectionTypeOf } from '../parse/heading-type';
import { isLanguageName, withoutOthersLevels } from '../parse/languages';
import { fold } from '../parse/text-shape';
import type { ParsedCv } from '../types';
import type { DocumentText } from './document-text';
import { LANGUAGE_LEVEL } from './traces';

export interface LanguageFact {
  language: string;
  /** as written; null when the page gives none */
  level: string | null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function levelNear(language: string, lines: readonly string[]): string | null {
  const name = new RegExp(`(?<!\\p{L})${escape(fold(language))}(?!\\p{L})`, 'u');
  for (let i = 0; i < lines.length; i++) {
    if (!name.test(fold(lines[i]))) continue;
    const item = withoutOthersLevels(lines[i], language);
    const own = item.replace(new RegExp(escape(language), 'i'), '').match(LANGUAGE_LEVEL);
    if (own) return own[0];
    const next = lines[i + 1]?.trim();
    // the next line is the level only when it is short, names no other language and heads no section ("PROFESSIONAL EXPERIENCE")
    if (next && next.split(/\s+/).length <= 4 && !sectionTypeOf(next)) {
      const below = next.match(LANGUAGE_LEVEL);
      if (below) return below[0];
    }
  }
  return null;
}

/** A languages section's line is a few words; longer text is not searched for names. */
const MAX_LANGUAGE_LINE = 300;

/**
 * Languages a languages section names in prose ("Fluent in Spanish and Italian", "Good command
 * of English, both spoken and written"), each with the level its line states: the parser reads
 * list items only.
 */
export function languagesInProse(lines: readonly string[]): LanguageFact[] {
  const out: LanguageFact[] = [];
  for (const line of lines) {
    if (line.length > MAX_LANGUAGE_LINE) continue;
    const level = line.match(LANGUAGE_LEVEL)?.[0] ?? null;
    for (const word of line.match(/\p{Lu}\p{Ll}+/gu) ?? []) {
      if (isLanguageName(word) && !out.some((l) => l.language === word)) out.push({ language: word, level });
    }
  }
  return out;
}

export function languageFacts(cv: ParsedCv, doc: DocumentText): LanguageFact[] {
  const sectionLines = cv.sections.filter((s) => s.type === 'languages').flatMap((s) => s.lines);
  if (cv.languages.length === 0) return languagesInProse(sectionLines);
  const lines = sectionLines.length ? sectionLines : doc.lines;
  return cv.languages.map((l) => ({
    language: l.language,
    level: l.proficiency?.trim() || levelNear(l.language, lines) || (sectionLines.length ? levelNear(l.language, doc.segments) : null),
  }));
}
