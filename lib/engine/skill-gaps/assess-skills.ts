import type { ParsedCv } from '../cv/types';
import type { GapPriority, SkillLevel } from '../../schemas/skill-gap';
import { roleInProse } from '../cv/facts/cv-reference';
import { credentialLines, matchCertification } from '../cv/facts/certification-match';
import type { Requirement, TargetProfile } from './role-requirements';
import type { SkillEvidence } from './skill-evidence';
import { impliedEvidence } from './implied-skills';
import { leadershipSignal } from './leadership-evidence';
import { describeEvidence, inferLevel, levelRank } from './skill-level';

export interface Assessment {
  requirement: Requirement;
  current: SkillLevel;
  met: boolean;
  reasoning: string;
}

/** Where the CV stands on each requirement, with the evidence spelled out. */
export function assessRequirements(
  requirements: Requirement[],
  evidence: Map<string, SkillEvidence>,
  parsed: ParsedCv,
  target: TargetProfile,
  roleTitle: string,
  /** whether the page names the skill anywhere (an employer's name included), from the CV facts */
  mentioned: (name: string) => boolean = () => false,
): Assessment[] {
  const roleName = (index: number) => roleInProse(parsed.experience[index]);
  return requirements.map((requirement) => {
    if (requirement.category === 'certification') {
      const held = matchCertification(requirement.name, credentialLines(parsed));
      const current: SkillLevel = held ? requirement.requiredLevel : 'none';
      const lines = credentialLines(parsed);
      const why = held ? `the CV lists "${held}"` : `no matching credential among the CV's certifications and degrees${lines.length ? ` (${lines.join('; ')})` : ''}`;
      return { requirement, current, met: !!held, reasoning: reason(requirement, roleTitle, target, why, current) };
    }
    const named = evidence.get(requirement.name) ?? findByName(evidence, requirement.name);
    const through = impliedEvidence(requirement.name, evidence);
    // a skill only listed, while a bullet shows it through a narrower one ("Negotiation" listed, a contract negotiated), reads from the bullet
    const direct = named && (!through || levelRank(inferLevel(named)) >= levelRank(inferLevel(through))) ? named : undefined;
    const implied = direct ? undefined : through;
    const item = direct ?? implied;
    const informal = !item && requirement.category === 'leadership' ? leadershipSignal(parsed, requirement.name) : null;
    if (informal) {
      const met = levelRank(informal.level) >= levelRank(requirement.requiredLevel);
      return { requirement, current: informal.level, met, reasoning: reason(requirement, roleTitle, target, informal.evidence, informal.level) };
    }
    const current = inferLevel(item);
    const met = levelRank(current) >= levelRank(requirement.requiredLevel);
    const described = implied
      ? `shown through ${implied.skill.name}, ${describeEvidence(implied, roleName)}`
      : describeEvidence(item, roleName, mentioned(requirement.name), parsed.language);
    return { requirement, current, met, reasoning: reason(requirement, roleTitle, target, described, current) };
  });
}

/**
 * Profiles list several programming languages as required ("Java, Python, Go, Node.js") when a
 * team uses any one of them. Once the CV meets one, the others are worth knowing but no longer
 * block readiness; with none met, only the closest one is essential: learn one, not all.
 */
/** Query, markup and shell languages are used alongside a main language, never instead of one. */
const COMPANION_LANGUAGES = /^(sql|html|css|bash|shell|powershell|t-sql|pl\/sql)$/i;
/** a runtime filed as a framework that a team picks instead of a language: Node.js is the JavaScript of a backend */
const LANGUAGE_RUNTIMES = /^node\.js$/i;

export function resolveLanguageAlternatives(assessments: Assessment[]): Assessment[] {
  const isLanguage = (a: Assessment) =>
    (a.requirement.info?.category === 'programming_language' && !COMPANION_LANGUAGES.test(a.requirement.name)) || LANGUAGE_RUNTIMES.test(a.requirement.name);
  const languages = assessments.filter((a) => a.requirement.kind === 'required' && isLanguage(a));
  if (languages.length < 2) return assessments;
  const met = languages.filter((a) => a.met);
  const keep = met.length > 0 ? null : [...languages].sort((a, b) => levelRank(b.current) - levelRank(a.current))[0];
  const names = languages.map((a) => a.requirement.name);
  return assessments.map((a) => {
    if (!languages.includes(a) || a.met || a === keep) return a;
    const note = met.length > 0
      ? ` The role asks for one of ${names.join(', ')}; the CV already meets it with ${met.map((m) => m.requirement.name).join(' and ')}, so this one is optional.`
      : ` The role asks for one of ${names.join(', ')}; ${keep!.requirement.name} is the closest, so this one is optional.`;
    return { ...a, requirement: { ...a.requirement, kind: 'preferred', essential: false }, reasoning: a.reasoning + note };
  });
}

function findByName(evidence: Map<string, SkillEvidence>, name: string): SkillEvidence | undefined {
  const lower = name.toLowerCase();
  for (const item of evidence.values()) {
    if (item.skill.name.toLowerCase() === lower || item.skill.aliases.includes(lower)) return item;
  }
  return undefined;
}

const KIND_PHRASE: Record<Requirement['kind'], string> = {
  required: 'a required skill',
  preferred: 'a preferred skill',
  soft: 'a soft skill',
  certification: 'a credential',
};

function reason(requirement: Requirement, roleTitle: string, target: TargetProfile, evidence: string, current: SkillLevel): string {
  const kind = requirement.category === 'leadership' && requirement.essential && requirement.kind === 'soft' ? 'a core leadership skill' : KIND_PHRASE[requirement.kind];
  const source = !target.standIn && target.profile?.title.toLowerCase() === roleTitle.toLowerCase() ? '' : ` (${target.note})`;
  const level = requirement.category === 'certification' ? '' : ` at ${requirement.requiredLevel} level`;
  const reads = requirement.category === 'certification' ? '' : `, which reads as ${current}`;
  return `${requirement.name} is ${kind} for ${roleTitle}${level}${source}. The CV: ${evidence}${reads}.`;
}

/**
 * critical: an essential requirement (required skill, leadership for a manager, a licence in a
 * regulated field) with no evidence at all; high: an essential requirement below its level;
 * medium: a preferred or soft skill below its level; low: nice-to-have (an optional credential,
 * generic office software).
 */
export function priorityOf(assessment: Assessment): GapPriority {
  const { requirement, current } = assessment;
  if (requirement.essential) return current === 'none' ? 'critical' : 'high';
  if (requirement.niceToHave) return 'low';
  return 'medium';
}

export const PRIORITY_RANK: Record<GapPriority, number> = { critical: 0, high: 1, medium: 2, low: 3 };
