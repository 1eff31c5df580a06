/**
 * Skills with their evidence, as the skill gap reads them: the CV facts' own list (one reading
 * of the CV for every output), keyed by canonical name in the order the CV shows them.
 */
import type { CvFacts, SkillEvidence } from '../cv/facts';

export { usageMentions, type MentionSource, type SkillEvidence, type SkillMention } from '../cv/facts';

export function skillEvidenceMap(facts: CvFacts): Map<string, SkillEvidence> {
  return new Map(facts.skills.found.map((e) => [e.skill.name, e]));
}

/** The page names the skill somewhere (an employer's name included): "not found anywhere" would be false. */
export function mentionedAnywhere(facts: CvFacts, skillName: string): boolean {
  const lower = skillName.toLowerCase();
  return facts.skills.mentioned.some((m) => m.toLowerCase() === lower);
}
