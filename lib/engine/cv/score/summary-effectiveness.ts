import type { ScoringContext } from './context';
import { roleTitle } from './context';
import { toScore } from './numbers';
import { suggestion } from './suggestion';
import { readsSkillsIn } from '../knowledge/skill-languages';
import { isQuantified } from '../facts';
import { countWords, listPhrase } from './text';
import type { DimensionScore } from './types';

const SUMMARY_WORDS: [number, number] = [30, 90];
const YEARS = /\b(?:\d+\+?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s*(?:\+\s*)?(?:years?|yrs?)\b/gi;

/**
 * Summary effectiveness; 0 without a summary. Otherwise the sum of: length 30–90 words 25
 * (12 when 15–120), names the target role or a synonym 20, states years of experience 15,
 * names at least two of the CV's hard skills 20 (10 for one), states a measured achievement
 * 10, free of clichés and first-person pronouns 10.
 */
export function scoreSummaryEffectiveness(ctx: ScoringContext): DimensionScore {
  const summary = ctx.cv.summary?.trim();
  const target = roleTitle(ctx);
  if (!summary) {
    // "no summary" only when the page has none; a summary the layout hid is not called missing
    const absent = ctx.facts.sections.presence.summary === 'absent';
    return {
      score: 0,
      explanation: absent ? 'No professional summary was found.' : 'The summary could not be read apart from the rest of this file, so it is not scored.',
      top_strength: 'None',
      top_weakness: absent ? 'No summary: recruiters skim the top third of the page first' : 'Summary not readable as its own section',
      suggestions: [
        suggestion('high', 'summary', 'Add a professional summary', `Two or three sentences naming ${target || 'your target role'}, your years of experience, your strongest skills and one measured achievement.`),
      ],
    };
  }
  const lower = summary.toLowerCase();
  const wordCount = countWords(summary);
  const role = ctx.target.role;
  const namesRole = [target.toLowerCase(), ...(role?.synonyms ?? [])].some((t) => t && lower.includes(t));
  const statesYears = summary.match(YEARS) !== null;
  const skillsNamed = ctx.knowledge
    .findSkills(summary)
    .filter((m) => m.skill.kind === 'hard')
    .map((m) => m.skill.name);
  const measured = isQuantified(summary.replace(YEARS, ''));
  const cliches = [...ctx.knowledge.actionVerbs.cliches].filter((c) => lower.includes(c));
  const firstPerson = /\b(?:i|me|my)\b/i.test(summary);
  const [lo, hi] = SUMMARY_WORDS;
  const lengthPoints = wordCount >= lo && wordCount <= hi ? 25 : wordCount >= 15 && wordCount <= 120 ? 12 : 0;
  // the years, "I/my" and cliché patterns are English ("dodici anni" states years; Italian "i" is an article), and
  // the lexicon reads the skills of a few languages only: a part the CV's language hides is not judged at all
  const english = !ctx.cv.language || ctx.cv.language.toLowerCase().startsWith('en');
  const skillsRead = readsSkillsIn(ctx.cv.language);
  const parts: Array<[boolean, number, string, string, boolean]> = [
    [namesRole, 20, `names the target role`, `name ${target || 'the role you want'}`, true],
    [statesYears, 15, 'states years of experience', 'state your years of experience', english],
    [skillsNamed.length >= 2, 20, `names ${listPhrase(skillsNamed, 3)}`, 'name your two or three strongest hard skills', skillsRead || skillsNamed.length >= 2],
    [measured, 10, 'includes a measured achievement', 'add one measured achievement', true],
    [cliches.length === 0 && !firstPerson, 10, 'is free of clichés and "I/my"', `drop ${cliches.length ? listPhrase(cliches.map((c) => `"${c}"`)) : 'first-person pronouns'}`, english],
  ];
  const skillPoints = skillsNamed.length === 1 && skillsRead ? 10 : 0;
  const unjudged = parts.filter(([, , , , judged]) => !judged).reduce((s, [, pts]) => s + pts, 0);
  const judgedParts = parts.filter(([, , , , judged]) => judged);
  const points = lengthPoints + skillPoints + judgedParts.reduce((s, [ok, pts]) => s + (ok ? pts : 0), 0);
  const score = toScore((points * 100) / (100 - unjudged));
  const good = judgedParts.filter(([ok]) => ok).map(([, , g]) => g);
  const todo = judgedParts.filter(([ok]) => !ok).map(([, , , t]) => t);
  if (lengthPoints < 25) todo.unshift(wordCount < lo ? `expand it to at least ${lo} words (now ${wordCount})` : `cut it below ${hi} words (now ${wordCount})`);
  return {
    score,
    explanation: `The ${wordCount}-word summary ${good.length ? good.join(', ') : 'has none of the expected elements'}${todo.length ? `; to improve it, ${todo.join(', ')}` : ''}.`,
    top_strength: good[0] ? `The summary ${good[0]}` : `A summary exists (${wordCount} words)`,
    top_weakness: todo[0] ? `Summary: ${todo[0]}` : 'The summary covers role, experience, skills and a result',
    suggestions: todo.length
      ? [suggestion(todo.length >= 3 ? 'medium' : 'low', 'summary', 'Sharpen the summary', `To work as a pitch: ${todo.join('; ')}.`)]
      : [],
  };
}
