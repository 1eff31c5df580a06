import { withArticle } from './text';
import { countedYears, yearsPhrase } from '../facts';
import type { ScoringContext } from './context';
import { toScore } from './numbers';
import { suggestion } from './suggestion';
import type { DimensionScore } from './types';

export interface LengthNorm {
  label: string;
  words: [number, number];
  maxPages: number;
}

/** Expected length by career stage: one page early on, two pages after about ten years. */
export function lengthNorm(experienceYears: number): LengthNorm {
  if (experienceYears < 3) return { label: 'early-career', words: [250, 600], maxPages: 1 };
  if (experienceYears < 10) return { label: 'mid-career', words: [400, 850], maxPages: 2 };
  return { label: 'senior', words: [550, 1100], maxPages: 2 };
}

/**
 * Length optimisation against the norm for the candidate's years of experience (< 3 years:
 * 250–600 words, 1 page; 3–10: 400–850, 2 pages; 10+: 550–1100, 2 pages):
 * score = 100 − 20 per page over the maximum − 60 × relative distance outside the word range
 * (e.g. 20% too long costs 12 points).
 */
export function scoreLengthOptimization(ctx: ScoringContext): DimensionScore {
  const norm = lengthNorm(ctx.timeline.experienceMonths / 12);
  const pages = ctx.doc.quality.pageCount;
  const wordsCount = ctx.wordCount;
  const [lo, hi] = norm.words;
  const distance = wordsCount < lo ? (lo - wordsCount) / lo : wordsCount > hi ? (wordsCount - hi) / hi : 0;
  const extraPages = Math.max(0, pages - norm.maxPages);
  const score = toScore(100 - 20 * extraPages - 60 * distance);
  const verdict = wordsCount < lo ? 'too short' : wordsCount > hi ? 'too long' : 'within range';
  return {
    score,
    explanation: `${wordsCount} words on ${pages} page${pages === 1 ? '' : 's'}; for ${withArticle(norm.label)} CV (${yearsPhrase(countedYears(ctx.facts))}) ${lo}–${hi} words on up to ${norm.maxPages} page${norm.maxPages === 1 ? '' : 's'} is typical, so it is ${verdict}.`,
    top_strength: verdict === 'within range' ? `Length fits a ${norm.label} CV` : `${pages <= norm.maxPages ? 'Page count is appropriate' : 'Content is detailed'}`,
    top_weakness:
      extraPages > 0
        ? `${pages} pages, ${extraPages} more than a ${norm.label} CV needs`
        : verdict === 'too short'
          ? `Only ${wordsCount} words: too little evidence for a recruiter`
          : verdict === 'too long'
            ? `${wordsCount - hi} words over the typical maximum`
            : 'No length issue',
    suggestions:
      verdict === 'too short'
        ? [suggestion('medium', 'experience', 'Add substance', `At ${wordsCount} words the CV is under the ${lo} typical for your stage; add results to each role${ctx.cv.summary ? '' : ' and a summary'}.`)]
        : verdict === 'too long' || extraPages > 0
          ? [suggestion(extraPages > 0 ? 'medium' : 'low', 'experience', 'Tighten the CV', `Cut about ${Math.max(0, wordsCount - hi)} words: shorten roles older than ten years and drop duties without results.`)]
          : [],
  };
}
