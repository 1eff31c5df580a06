/**
 * Bullets and which state figures. "No bullets" and "none states a number" are said only when
 * the page agrees: no bulleted line the parser missed, no measured line under a job.
 */
import type { Bullet, ParsedCv, SectionType } from '../types';
import type { DocumentText } from './document-text';
import { figuresIn, isQuantified } from './figures';
import { presenceOf, type Presence } from './presence';
import { bulletLines, measuredLines } from './traces';

export interface BulletFact extends Bullet {
  figures: string[];
  /** states a measurable amount (a number that is not a year, a spelled-out quantity) */
  quantified: boolean;
}

export interface CvBullets {
  /** bullets of the sections that describe achievements, in order */
  achievements: BulletFact[];
  /** whether the CV has achievement bullets */
  presence: Presence;
  /** whether some achievement states a figure */
  measured: Presence;
}

/** Sections whose bullets describe achievements; bullets elsewhere (skills, certifications) are lists. */
export const ACHIEVEMENT_SECTIONS: ReadonlySet<SectionType> = new Set(['experience', 'projects', 'volunteer', 'summary']);

export function cvBullets(cv: ParsedCv, doc: DocumentText, readable: boolean): CvBullets {
  const achievements = cv.bullets
    .filter((b) => ACHIEVEMENT_SECTIONS.has(b.section) && b.text.trim())
    .map((b) => ({ ...b, figures: figuresIn(b.text), quantified: isQuantified(b.text) }));
  const prose = cv.experience.flatMap((e) => e.description);
  const presence = presenceOf(achievements.length > 0, () => bulletLines(doc).length >= 2 || prose.length > 0, readable);
  const measured = presenceOf(
    achievements.some((b) => b.quantified),
    () => bulletLines(doc).some((l) => measuredLines({ ...doc, segments: [l] }).length > 0) || prose.some(isQuantified),
    readable,
  );
  return { achievements, presence, measured };
}
