import { normalizeCharacters } from './diacritics';

/**
 * Word and other editors draw bullets with Symbol/Wingdings glyphs that pdf.js maps to
 * private-use code points; they are list markers, not garbled text.
 */
const SYMBOL_BULLETS = /[\uF0B7\uF0A7\uF0A8\uF076\uF0D8\uF0FC\uF0A2\uF06E\uF0E0]/g;

export const normalizeGlyphs = (text: string) => normalizeCharacters(text.replace(SYMBOL_BULLETS, '•'));
