import type { ScoringContext } from './context';
import { clamp, ratio, toScore } from './numbers';
import { suggestion } from './suggestion';
import { listPhrase } from './text';
import type { DimensionScore } from './types';

/** Keyword mentions as a share of all words: below 2% reads thin, above 8% reads stuffed. */
const DENSITY_RANGE: [number, number] = [0.02, 0.08];
/** One keyword above this share of all words looks like stuffing to a recruiter. */
const STUFFING_SHARE = 0.03;

function countOccurrences(haystack: string, needle: string): number {
  let n = 0;
  for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + needle.length)) n++;
  return n;
}

/**
 * Keyword density over the target keywords K (the role profile's required and preferred hard
 * skills and industry terms, plus the job description's skills and phrases; without either,
 * the hard skills found):
 * score = 100 × (0.6 × |present| / |K| + 0.25 × share of present keywords mentioned ≥ 2 times
 * + 0.15 × density fit) − 10 per keyword above 3% of all words, where density fit is 1 inside
 * 2–8% mentions per word and falls linearly to 0 at 0% and 16%.
 */
export function scoreKeywordDensity(ctx: ScoringContext): DimensionScore {
  const role = ctx.target.role;
  const jd = ctx.target.jd;
  const mentions = new Map(ctx.skills.map((m) => [m.skill.name, m.count]));
  const skillKeys = new Set([...(role?.requiredHardSkills ?? []), ...(role?.preferredHardSkills ?? []), ...(jd?.skills.map((s) => s.name) ?? [])]);
  const termKeys = new Set([...(role?.industryTerms ?? []), ...(jd?.phrases ?? [])].map((t) => t.toLowerCase()));
  const byKeyword = new Map<string, number>();
  if (skillKeys.size + termKeys.size === 0) {
    for (const m of ctx.hardSkills) byKeyword.set(m.skill.name, m.count);
  } else {
    for (const k of skillKeys) byKeyword.set(k, mentions.get(k) ?? 0);
    for (const t of termKeys) byKeyword.set(t, countOccurrences(ctx.lowerText, t));
  }
  const total = skillKeys.size + termKeys.size || 12;
  const present = [...byKeyword].filter(([, n]) => n > 0);
  const repeated = present.filter(([, n]) => n >= 2);
  const totalMentions = present.reduce((s, [, n]) => s + n, 0);
  const density = ratio(totalMentions, ctx.wordCount);
  const [lo, hi] = DENSITY_RANGE;
  const densityFit = density < lo ? density / lo : density > hi ? clamp(1 - (density - hi) / hi, 0, 1) : 1;
  const stuffed = present.filter(([, n]) => ratio(n, ctx.wordCount) > STUFFING_SHARE).map(([k]) => k);
  const score = toScore(
    100 * (0.6 * Math.min(1, present.length / total) + 0.25 * ratio(repeated.length, present.length) + 0.15 * densityFit) -
      10 * stuffed.length,
  );
  const once = present.filter(([, n]) => n === 1).map(([k]) => k);
  const absent = [...byKeyword].filter(([, n]) => n === 0).map(([k]) => k);
  return {
    score,
    explanation: `${present.length} of ${skillKeys.size + termKeys.size || present.length} target keywords appear, ${repeated.length} of them more than once; keywords make up ${(density * 100).toFixed(1)}% of the ${ctx.wordCount} words.`,
    top_strength: repeated.length
      ? `Reinforced keywords: ${listPhrase(repeated.sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} (${n}×)`), 4)}`
      : present.length
        ? `Keywords present: ${listPhrase(present.map(([k]) => k), 4)}`
        : 'No target keywords yet',
    top_weakness: stuffed.length
      ? `Possibly stuffed: ${listPhrase(stuffed, 3)}`
      : absent.length
        ? `Absent keywords: ${listPhrase(absent, 5)}`
        : once.length
          ? `Mentioned only once: ${listPhrase(once, 5)}`
          : present.length === 0
            ? 'No target keywords found'
            : 'Keyword use is balanced',
    suggestions: [
      ...(once.length
        ? [suggestion('low', 'experience', 'Repeat key skills in context', `${listPhrase(once, 5)} ${once.length === 1 ? 'appears' : 'appear'} only once; an ATS ranks a skill higher when it also appears in a bullet describing its use.`)]
        : []),
      ...(stuffed.length
        ? [suggestion('medium', 'skills', 'Reduce keyword repetition', `${listPhrase(stuffed, 3)} make up more than ${STUFFING_SHARE * 100}% of all words, which reads as stuffing.`)]
        : []),
    ],
  };
}
