/**
 * The bullets of the improved CV: the analysis's rewrite of a bullet when it can be sent as it
 * is, otherwise the engine's rewrite without the placeholder clause, otherwise the bullet as
 * written. A rewrite is sendable when it has no fill-in ("[X%]"), states no figure the bullet
 * does not (the engine's one guard), keeps no cliché the analysis flagged in it, and is text a
 * CV can hold. The report keeps the placeholders: there the candidate is asked to fill them in.
 */
import type { Result } from '../../schemas/analysis';
import { hasPlaceholder, inventedFigures } from '../cv/facts';
import type { ActionVerbs } from '../cv/knowledge/types';
import { rewriteBullet } from '../cv/report/rewrite-bullet';
import { analyseBullet } from '../cv/score/bullet-facts';
import { stripBulletMarker } from '../cv/score/text';
import { sendableText } from './sendable-text';

/** `jobEnded`: the bullet's job ended, so an -ing opener may become the past tense (as in the analysis's rewrite). */
export type BulletImprover = (bullet: string, jobEnded?: boolean) => string;

function matchKey(text: string): string {
  return stripBulletMarker(text).toLowerCase().replace(/\s+/g, ' ').replace(/[.;\s]+$/, '').trim();
}

/** Clichés the analysis flagged in the bullet ('cliché opener "spearheaded"', 'cliché "robust"'). */
function flaggedCliches(issues: readonly string[]): string[] {
  return issues.map((i) => i.match(/^cliché(?: opener)? "(.+)"$/)?.[1]).filter((c): c is string => Boolean(c));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const keeps = (text: string, cliche: string) => new RegExp(`(?<![\\p{L}-])${escape(cliche)}(?![\\p{L}-])`, 'iu').test(text);

export function bulletImprover(rewrites: Result['bullet_rewrites'], verbs: ActionVerbs | null): BulletImprover {
  const byOriginal = new Map<string, Result['bullet_rewrites'][number]>();
  for (const r of rewrites) {
    const key = matchKey(r.original_text);
    if (key && !byOriginal.has(key)) byOriginal.set(key, r);
  }
  return (bullet, jobEnded) => {
    const original = sendableText(bullet) ?? bullet;
    const rewrite = byOriginal.get(matchKey(bullet));
    if (!rewrite) return original;
    const engine = verbs ? rewriteBullet(analyseBullet({ text: stripBulletMarker(bullet), section: 'experience', experienceIndex: null }, verbs), verbs, jobEnded) : null;
    const cliches = flaggedCliches(rewrite.issues);
    for (const candidate of [rewrite.rewritten_text, engine?.sendable]) {
      const text = candidate?.replace(/\s+/g, ' ').trim();
      if (!text || hasPlaceholder(text) || inventedFigures(bullet, text).length || cliches.some((c) => keeps(text, c))) continue;
      const clean = sendableText(text);
      if (clean) return /[.!]$/.test(original) && !/[.!]$/.test(clean) ? `${clean}.` : clean;
    }
    return original;
  };
}
