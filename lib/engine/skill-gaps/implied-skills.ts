import { implies } from '../cv/facts/implied-skills';
import type { SkillEvidence } from './skill-evidence';

/** The strongest evidence of a skill the CV implies (cv/facts/implied-skills.ts), or undefined. */
export function impliedEvidence(skillName: string, evidence: Map<string, SkillEvidence>): SkillEvidence | undefined {
  const sources = [...evidence.values()].filter((e) => implies(e.skill, skillName));
  if (!sources.length) return undefined;
  return sources.sort((a, b) => b.months - a.months || b.mentions.length - a.mentions.length)[0];
}
