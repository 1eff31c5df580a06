/** Applies the analysis's bullet rewrites to the bullets they were written for. */
import type { Result } from '../api/schemas/analysis';
import { introducesNumbers } from './invented-numbers';

export type BulletRewriter = (bullet: string) => string;

/**
 * A function that returns the rewrite for a bullet, matched on its original text (ignoring
 * case, spacing, bullet glyphs and a final full stop, which extraction varies), or the bullet
 * unchanged when there is none or the rewrite would add figures the original does not contain.
 */
export function bulletRewriter(rewrites: Result['bullet_rewrites']): BulletRewriter {
  const byOriginal = new Map<string, string>();
  for (const rewrite of rewrites) {
    const rewritten = rewrite.rewritten_text.replace(/\s+/g, ' ').trim();
    const key = matchKey(rewrite.original_text);
    if (!key || !rewritten || byOriginal.has(key)) continue;
    if (introducesNumbers(rewrite.original_text, rewritten)) continue;
    byOriginal.set(key, rewritten);
  }
  return (bullet) => byOriginal.get(matchKey(bullet)) ?? bullet;
}

function matchKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/^[\s•·▪◦‣\-–—*]+/, '')
    .replace(/\s+/g, ' ')
    .replace(/[.;\s]+$/, '')
    .trim();
}
