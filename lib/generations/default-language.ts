import { resolveLanguage } from '../engine/render/languages';
import type { ParsedCv } from '../engine/cv/types';

/**
 * The language the CV is written in when we have its headings, else English: a Spanish CV
 * improved without a language asked for keeps Spanish headings around its Spanish bullets.
 */
export const defaultLanguage = (cv: ParsedCv) => resolveLanguage(cv.language);
