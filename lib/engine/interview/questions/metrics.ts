/**
 * The measured result in a bullet ("40%", "$2.3M", "3x", "12,000 users"), or null. Percentages
 * and money come first because they are the claims most often inflated; bare years are dates.
 */
/** Words that end the counted thing: "35 reports in Python" counts reports, not Python. */
const FUNCTION_WORDS = '(?:and|to|in|for|by|with|of|on|at|per|a|an|the|und|als|mit|für|pro|et|en|de|du|des|par|pour|y|e|em|da|do|para|por|con|del|van|voor)';

const PATTERNS: RegExp[] = [
  /[-+]?\d+(?:[.,]\d+)?\s?%/,
  /[$€£¥]\s?\d[\d,.]*\s?(?:[kmb]n?|million|billion|thousand)?\b/i,
  /\b\d[\d,.]*\s?(?:[kmb]|million|billion|thousand)\b(?:\s?(?:users|customers|patients|requests|transactions|records|rows|downloads|visits))?/i,
  /\b\d+(?:\.\d+)?\s?x\b/i,
  /\b\d[\d,.]*\s?(?:ms|seconds|minutes|hours|days|weeks|months)\b/i,
  /\b\d[\d,.]*\s?(?:users|customers|clients|patients|people|engineers|employees|staff|nurses|students|projects|stores|sites|countries|markets|accounts|beds|requests|transactions|tickets|deals|leads)\b/i,
  // a bare count keeps the words after it, in any script, so "8 new graduate nurses" rather than
  // "8" and "35 relatórios" rather than "35 relat"; a number glued to letters or an ordinal sign
  // is a rank or a grade ("1st", "3º de ESO"), never a count
  new RegExp(`\\b(?!(?:19|20)\\d{2}\\b)\\d+(?:[.,]\\d+)*(?![\\p{L}\\p{N}ºª])(?:\\s+(?!${FUNCTION_WORDS}(?!\\p{L}))\\p{L}[\\p{L}-]*){0,3}`, 'iu'),
];

const YEAR = /^(19|20)\d{2}$/;

/** A bullet is a sentence or two; the patterns below need not see more. */
const MAX_BULLET_CHARS = 1_000;

export function extractMetric(bullet: string): string | null {
  const text = bullet.slice(0, MAX_BULLET_CHARS);
  for (const pattern of PATTERNS) {
    const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    const found = [...text.matchAll(global)].map((m) => m[0].trim()).find((m) => !YEAR.test(m));
    if (found) return found;
  }
  return null;
}

/** Percentages and money are the strongest (and most checkable) claims, so they are probed first. */
export function metricWeight(metric: string): number {
  if (metric.includes('%')) return 3;
  if (/[$€£¥]/.test(metric)) return 3;
  if (/\d\s?x\b/i.test(metric)) return 2;
  if (/[a-z]/i.test(metric)) return 2;
  return 1;
}

/**
 * Rates, money, multipliers and durations are outcomes someone had to measure; a bare count
 * ("8 new graduate nurses") is scope, which is probed for what it involved instead.
 */
export function isMeasuredOutcome(metric: string): boolean {
  return /%|[$€£¥]|\d\s?x\b|\b(ms|seconds|minutes|hours|days|weeks|months)\b|\d\s?(k|m|b|million|billion)\b/i.test(metric);
}
