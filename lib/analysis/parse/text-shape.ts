import { stripAccents } from './month-names';

/** Small predicates about how a line of text looks, shared by the field parsers. */
export const BULLET_PREFIX = /^\s*[•·▪◦●■►▸‣⁃✓✔➢➤*–-]\s+/;

export const isBullet = (text: string) => BULLET_PREFIX.test(text);
export const stripBullet = (text: string) => text.replace(BULLET_PREFIX, '').trim();

export const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** At least three letters and no lower-case ones. */
export function isAllCaps(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

export const fold = (text: string) => stripAccents(text).toLowerCase().replace(/\s+/g, ' ').trim();

/** Fields on one line are separated by pipes, bullets, dashes between spaces, tabs or wide gaps. */
export function splitFields(text: string): string[] {
  return text
    .split(/\s{2,}|\s+[|•·◆♦⋅∙]\s+|\s*\|\s*|\s+[–—-]\s+|\s+\/\s+/)
    .map((part) => part.trim().replace(/^[,;:]+|[,;:]+$/g, '').trim())
    .filter(Boolean);
}
