import { sentencesOf } from '../parse/text-shape';
import { cached, type ScoringContext } from './context';
import { clamp, percent, plural, ratio, toScore } from './numbers';
import { suggestion } from './suggestion';
import { nothingToScore } from './nothing-to-score';
import { quote, syllables, words } from './text';
import type { DimensionScore } from './types';

const IDEAL_BULLET_WORDS: [number, number] = [8, 30];
/** Flesch reading ease mapped to 0..1 between these values: CV prose full of product names rarely scores above 50. */
const FLESCH_RANGE: [number, number] = [10, 50];

/**
 * Readability of the prose (bullets, summary, role descriptions):
 * score = 100 × (0.5 × share of bullets of 8–30 words + 0.3 × Flesch fit + 0.2 × (1 − passive
 * share)), where Flesch fit = (reading ease − 10) / 40 clamped to 0..1, each bullet counted as
 * one sentence. Without bullets the length share is taken over sentences of the summary and
 * descriptions.
 */
export function scoreReadability(ctx: ScoringContext): DimensionScore {
  const prose = [
    ...ctx.bullets.map((b) => b.text),
    ...sentencesOf(ctx.cv.summary ?? ''),
    ...ctx.cv.experience.flatMap((e) => sentencesOf(e.description.join(' '))),
  ].filter((s) => s.trim().length > 0);
  if (prose.length === 0) {
    return nothingToScore(
      ctx.facts.bullets.presence === 'absent' && ctx.facts.sections.presence.summary === 'absent',
      { explanation: 'No sentences or bullets were found to read.', weakness: 'The CV has no descriptive text', unreadWeakness: 'Prose not readable one by one' },
      [suggestion('high', 'experience', 'Describe your work', 'Add a summary and bullet points for each role.')],
    );
  }
  const measured = prose.map((s) =>
    cached(ctx.target.memo.sentences, s, () => {
      const w = words(s);
      return { words: w.length, syllables: w.reduce((t, x) => t + syllables(x), 0) };
    }),
  );
  const lengths = measured.map((m) => m.words);
  const [lo, hi] = IDEAL_BULLET_WORDS;
  const fitting = lengths.filter((n) => n >= lo && n <= hi).length;
  const totalWords = lengths.reduce((a, b) => a + b, 0);
  const totalSyllables = measured.reduce((s, m) => s + m.syllables, 0);
  const flesch = 206.835 - 1.015 * ratio(totalWords, prose.length) - 84.6 * ratio(totalSyllables, totalWords);
  const fleschFit = clamp((flesch - FLESCH_RANGE[0]) / (FLESCH_RANGE[1] - FLESCH_RANGE[0]), 0, 1);
  const passive = ctx.bullets.filter((b) => b.passive);
  const passiveShare = ratio(passive.length, ctx.bullets.length);
  const score = toScore(100 * (0.5 * ratio(fitting, prose.length) + 0.3 * fleschFit + 0.2 * (1 - passiveShare)));
  const long = prose.filter((_, i) => lengths[i] > hi);
  const short = prose.filter((_, i) => lengths[i] < lo);
  const avg = Math.round(ratio(totalWords, prose.length));
  return {
    score,
    explanation: `${percent(fitting, prose.length)}% of ${prose.length} bullets and sentences are ${lo}–${hi} words long (average ${avg}); Flesch reading ease ${Math.round(flesch)}; ${passive.length} passive bullets.`,
    top_strength:
      fitting > prose.length / 2 ? `Most lines are a scannable length (average ${avg} words)` : flesch >= 40 ? 'Plain, easy-to-read wording' : 'Specific, technical vocabulary',
    top_weakness: long[0]
      ? `${long.length} lines exceed ${hi} words, e.g. ${quote(long[0], 8)}`
      : short.length > prose.length / 3
        ? `${short.length} lines are under ${lo} words and lack context, e.g. ${quote(short[0])}`
        : passive[0]
          ? `Passive voice: ${quote(passive[0].text, 8)}`
          : 'No readability problems found',
    suggestions: [
      ...(long.length
        ? [suggestion('medium', 'experience', 'Shorten long bullets', `${plural(long.length, 'line runs', 'lines run')} over ${hi} words; keep one achievement per bullet, e.g. split ${quote(long[0], 8)}.`)]
        : []),
      ...(short.length > prose.length / 3
        ? [suggestion('low', 'experience', 'Give short bullets context', `${short.length} lines have under ${lo} words; add what it was for and the result.`)]
        : []),
      ...(passive.length
        ? [suggestion('low', 'experience', 'Use the active voice', `${passive.length} bullets are passive, e.g. ${quote(passive[0].text, 8)}; start with what you did.`)]
        : []),
    ],
  };
}
