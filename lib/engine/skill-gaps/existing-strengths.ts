import type { ExistingStrength } from '../../schemas/skill-gap';
import type { Assessment } from './assess-skills';
import { gapCategory } from './gap-category';
import { marketDemand } from './market-demand';
import type { SkillEvidence } from './skill-evidence';
import { inferLevel, levelRank } from './skill-level';

const MAX_STRENGTHS = 12;

/**
 * Skills the candidate can already sell: every requirement of the role the CV meets, then the
 * CV's other skills shown at advanced level or above (the transferable ones). Role-relevant
 * strengths come first, then by level.
 */
export function existingStrengths(assessments: Assessment[], evidence: Map<string, SkillEvidence>): ExistingStrength[] {
  const relevant = assessments
    .filter((a) => a.met && a.current !== 'none')
    .map((a) => ({
      skill_name: a.requirement.name,
      category: a.requirement.category,
      level: a.current,
      market_demand: marketDemand(a.requirement.info, true),
    }));
  const named = new Set(assessments.map((a) => a.requirement.name.toLowerCase()));
  const transferable = [...evidence.values()]
    .filter((e) => !named.has(e.skill.name.toLowerCase()))
    .map((e) => ({ e, level: inferLevel(e) }))
    .filter(({ level }) => levelRank(level) >= levelRank('advanced'))
    .map(({ e, level }) => ({
      skill_name: e.skill.name,
      category: gapCategory(e.skill.name, e.skill),
      level,
      market_demand: marketDemand(e.skill, false),
    }));
  const byLevel = (a: ExistingStrength, b: ExistingStrength) => levelRank(b.level) - levelRank(a.level);
  return [...relevant.sort(byLevel), ...transferable.sort(byLevel)].slice(0, MAX_STRENGTHS);
}
