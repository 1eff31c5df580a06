import type { ScoringContext } from './context';
import { plural, toScore } from './numbers';
import { suggestion } from './suggestion';
import { listPhrase } from './text';
import type { DimensionScore } from './types';

/** Soft skills a recruiter expects to see at most; more add nothing. */
const EXPECTED_SOFT_SKILLS = 4;

/**
 * Soft-skill coverage: 100 × min(1, (profile soft skills present + 0.5 × other soft skills
 * present) / min(4, profile soft skills)), where a soft skill shown in a bullet or the summary
 * counts fully and one only listed counts 0.6 (claims weigh less than evidence). Without a
 * profile the denominator is 4.
 */
export function scoreSoftSkillsCoverage(ctx: ScoringContext): DimensionScore {
  const role = ctx.target.role;
  const wanted = new Set(role?.softSkills ?? []);
  const found = ctx.softSkills.map((m) => m.skill.name);
  const weight = (n: string) => (ctx.evidencedSkills.has(n) ? 1 : 0.6);
  const points = found.reduce((s, n) => s + weight(n) * (wanted.size === 0 || wanted.has(n) ? 1 : 0.5), 0);
  const denominator = Math.max(1, Math.min(EXPECTED_SOFT_SKILLS, wanted.size || EXPECTED_SOFT_SKILLS));
  const score = toScore((100 * points) / denominator);
  const missing = [...wanted].filter((n) => !ctx.skillNames.has(n));
  const shown = found.filter((n) => ctx.evidencedSkills.has(n));
  return {
    score,
    explanation: `${plural(found.length, 'soft skill')} found (${shown.length} shown in bullets or the summary)${role ? `; ${role.softSkills.length - missing.length} of the ${role.softSkills.length} that ${role.title} roles ask for` : ''}.`,
    top_strength: shown.length ? `Demonstrated: ${listPhrase(shown, 4)}` : found.length ? `Listed: ${listPhrase(found, 4)}` : 'No soft skills are visible',
    top_weakness: missing.length
      ? `Not visible: ${listPhrase(missing, 4)}`
      : found.length === 0
        ? 'No soft skill is named or shown in a bullet'
        : shown.length < found.length
          ? 'Some soft skills are claimed but not demonstrated'
          : found.length < Math.min(EXPECTED_SOFT_SKILLS, wanted.size || EXPECTED_SOFT_SKILLS)
            ? `Only ${found.length} soft skill${found.length === 1 ? '' : 's'} shown`
            : 'Soft skills are well covered',
    suggestions: missing.length
      ? [
          suggestion(
            'low',
            'experience',
            'Show soft skills through results',
            `${listPhrase(missing, 4)} ${missing.length === 1 ? 'is' : 'are'} not visible. Show them in a bullet (e.g. a cross-team project, mentoring, a negotiation) rather than listing them.`,
          ),
        ]
      : [],
  };
}
