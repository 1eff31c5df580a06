import { profileIsFirm, type ScoringContext } from './context';
import { plural, toScore } from './numbers';
import { LISTED_ONLY_WEIGHT, roleFit } from './role-fit';
import { suggestion } from './suggestion';
import { listPhrase } from './text';
import type { DimensionScore } from './types';

/** Without a role profile, this many distinct hard skills counts as full coverage. */
const SKILLS_FOR_FULL_MARKS = 12;

/**
 * Hard-skill coverage. With a role profile: 100 × (0.75 × required share + 0.25 × preferred
 * share), where a skill only listed (not used in any bullet or the summary) counts 0.8.
 * Without one: 100 × min(1, distinct hard skills / 12).
 */
export function scoreHardSkillsCoverage(ctx: ScoringContext): DimensionScore {
  const role = profileIsFirm(ctx.target) ? ctx.target.role : null;
  const found = ctx.hardSkills.map((m) => m.skill.name);
  const listedOnly = found.filter((n) => !ctx.evidencedSkills.has(n));
  if (!role) {
    const loose = ctx.target.role ? ` (the data for ${ctx.target.role.title} names too few tools, or the title matched only loosely, to judge coverage by)` : '';
    return {
      score: toScore((100 * found.length) / SKILLS_FOR_FULL_MARKS),
      explanation: `${found.length} distinct hard skills found; without a firm skill profile for the target role${loose}, ${SKILLS_FOR_FULL_MARKS} earns full marks.`,
      top_strength: found.length ? `Hard skills: ${listPhrase(found, 6)}` : 'No recognised hard skills',
      top_weakness: listedOnly.length
        ? `${listedOnly.length} skills are only listed, never shown in use`
        : found.length === 0
          ? 'No recognised hard skills'
          : 'Skills are backed by bullets',
      suggestions:
        found.length < SKILLS_FOR_FULL_MARKS / 2
          ? [suggestion('medium', 'skills', 'Name your tools and technologies', `${found.length === 0 ? 'No hard skill was' : `Only ${plural(found.length, 'hard skill was', 'hard skills were')}`} recognised; list the tools you use and mention them in your bullets.`)]
          : [],
    };
  }
  const fit = roleFit(ctx, role);
  const listedRequired = fit.requiredPresent.filter((n) => !ctx.evidencedSkills.has(n));
  return {
    score: toScore(100 * fit.hardCoverage),
    explanation: `${fit.requiredPresent.length} of ${fit.requiredPresent.length + fit.requiredMissing.length} required and ${fit.preferredPresent.length} of ${fit.preferredPresent.length + fit.preferredMissing.length} preferred ${role.title} skills found; skills only listed count ${LISTED_ONLY_WEIGHT * 100}%.`,
    top_strength: fit.requiredPresent.length
      ? `Required skills shown: ${listPhrase(fit.requiredPresent, 5)}`
      : found.length
        ? `Other hard skills: ${listPhrase(found, 5)}`
        : 'No recognised hard skills',
    top_weakness: fit.requiredMissing.length
      ? `Required skills missing: ${listPhrase(fit.requiredMissing, 5)}`
      : listedRequired.length
        ? `Only listed, never shown in a bullet: ${listPhrase(listedRequired, 5)}`
        : 'All required skills are shown in use',
    suggestions: [
      ...(fit.requiredMissing.length
        ? [
            suggestion(
              fit.requiredMissing.length > (fit.requiredPresent.length + fit.requiredMissing.length) / 2 ? 'high' : 'medium',
              'skills',
              `Cover the required ${role.title} skills`,
              `Missing: ${listPhrase(fit.requiredMissing, 6)}. Add those you have used to the skills section and to a bullet; learn the rest before applying.`,
            ),
          ]
        : []),
      ...(listedRequired.length
        ? [
            suggestion('low', 'experience', 'Back listed skills with evidence', `${listPhrase(listedRequired, 5)} ${listedRequired.length === 1 ? 'appears' : 'appear'} only in a list; mention ${listedRequired.length === 1 ? 'it' : 'each'} in a bullet that shows how you used ${listedRequired.length === 1 ? 'it' : 'them'}.`),
          ]
        : []),
    ],
  };
}
