import type { ParsedCv } from '../cv/types';

/** Languages the generated CV's fixed wording (headings, dates, "Present") is available in. */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'nl', 'pt', 'it', 'pl'] as const;
export type CvLanguage = (typeof LANGUAGES)[number];

/** Each language's name in English, for the forms and pages that offer or show it. */
export const LANGUAGE_NAMES: Record<CvLanguage, string> = { en: 'English', de: 'German', fr: 'French', es: 'Spanish', nl: 'Dutch', pt: 'Portuguese', it: 'Italian', pl: 'Polish' };

export function isLanguage(value: unknown): value is CvLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language to write headings in: the requested one when we have its wording, else English.
 * Accepts ISO 639-1 with a region subtag ("de-AT") since clients send either.
 */
export function resolveLanguage(requested: string | null | undefined): CvLanguage {
  const base = (requested ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : 'en';
}

/**
 * The language a generation is written in when the request names none: the CV's own when we have
 * its wording, else English (a Spanish CV keeps Spanish headings around its Spanish bullets).
 */
export const defaultLanguage = (cv: Pick<ParsedCv, 'language'>) => resolveLanguage(cv.language);
