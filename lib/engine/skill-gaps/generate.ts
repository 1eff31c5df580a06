import { knowledge as defaultKnowledge } from '../cv/knowledge';
import type { KnowledgeApi } from '../cv/knowledge/types';
import { localiseRole } from '../cv/knowledge/local-credentials';
import type { ParsedCv } from '../cv/types';
import type { Result } from '../../schemas/analysis';
import type { SkillGapContent, SkillGapItem } from '../../schemas/skill-gap';
import { assessRequirements, priorityOf, PRIORITY_RANK, resolveLanguageAlternatives, type Assessment } from './assess-skills';
import { existingStrengths } from './existing-strengths';
import { learningHours } from './learning-hours';
import { buildLearningPath, type PathGap } from './learning-path';
import { overallReadiness, readinessTimeline, timeToReady, UNMEASURED } from './readiness';
import { jobDescriptionSkills } from './job-description-skills';
import { JD_MIN_SKILLS, resolveTargetProfile, roleRequirements } from './role-requirements';
import { cvCountry, cvFactsOf } from '../cv/facts';
import { mentionedAnywhere, skillEvidenceMap, type SkillEvidence } from './skill-evidence';
import { inferLevel, levelRank } from './skill-level';

/** What a report derived from an analysis is made from: a skill gap here, an interview prep (lib/engine/interview). */
export interface ReportInput {
  parsed: ParsedCv;
  result: Result;
  targetRole: string;
  targetIndustry: string;
  /** reference date for "Present" and tenure arithmetic: the analysis's own, so the report agrees with it */
  now: Date;
  /** the job description the analysis was run with: its skills outrank the role profile's */
  jobDescription?: string | null;
}

/**
 * The skill-gap report for a CV against a target role: what the role asks for, where the CV
 * stands on each requirement, the gaps in learning order with resources, and readiness over time.
 * Deterministic: the same input always gives the same report.
 */
export function generateSkillGap(input: ReportInput, knowledge: KnowledgeApi = defaultKnowledge): SkillGapContent {
  const { parsed, result, targetRole, targetIndustry, now } = input;
  const posting = input.jobDescription?.trim() ? jobDescriptionSkills(input.jobDescription, knowledge) : null;
  const fromPosting = !!posting && posting.required.length + posting.preferred.length >= JD_MIN_SKILLS;
  const found = resolveTargetProfile(targetRole, result, knowledge);
  // what the report's sentences call the role when the request and the CV name none
  const roleName = targetRole.trim() || found.profile?.title || 'target';
  // credentials of the CV's country only: a Madrid nurse is asked for no US licence
  const resolved = { ...found, profile: localiseRole(found.profile, cvCountry(parsed.contact)) };
  const target = fromPosting ? { ...resolved, note: 'the job description sent with the analysis' } : resolved;
  const facts = cvFactsOf(parsed, { asOf: now, knowledge });
  const evidence = skillEvidenceMap(facts);
  const requirements = roleRequirements(target, result, knowledge, posting);
  const assessments = resolveLanguageAlternatives(
    assessRequirements(requirements, evidence, parsed, target, roleName, (name) => mentionedAnywhere(facts, name)),
  );

  const open = assessments
    .filter((a) => !a.met)
    .map((a, index) => ({ a, index, priority: priorityOf(a) }))
    .sort((x, y) => PRIORITY_RANK[x.priority] - PRIORITY_RANK[y.priority] || x.index - y.index);

  const skillGaps: SkillGapItem[] = open.map(({ a, priority }) => ({
    skill_name: a.requirement.name,
    category: a.requirement.category,
    current_level: a.current,
    required_level: a.requirement.requiredLevel,
    priority,
    reasoning: a.reasoning,
    estimated_learning_hours: learningHours(a.requirement.category, a.current, a.requirement.requiredLevel),
  }));

  const pathGaps: PathGap[] = open.map(({ a, priority }) => ({
    name: a.requirement.name,
    info: a.requirement.info,
    category: a.requirement.category,
    current: a.current,
    required: a.requirement.requiredLevel,
    priority,
  }));
  const learningPath = buildLearningPath(pathGaps, {
    knowledge,
    targetRole: roleName,
    country: cvCountry(parsed.contact),
    companion: (gap) => companionSkill(gap, evidence, assessments),
  });

  // Nice-to-haves (low priority) are not needed to be ready for the role.
  const hoursToReady = skillGaps.filter((g) => g.priority !== 'low').reduce((sum, g) => sum + g.estimated_learning_hours, 0);

  return {
    target_role: targetRole,
    target_industry: targetIndustry,
    overall_readiness: overallReadiness(assessments),
    skill_gaps: skillGaps,
    existing_strengths: existingStrengths(assessments, evidence),
    learning_path: learningPath,
    estimated_time_to_ready: assessments.length === 0 ? UNMEASURED : timeToReady(hoursToReady),
    career_readiness_timeline: readinessTimeline(learningPath, assessments, roleName),
  };
}

/**
 * A framework is learned by building something with it, best on a database the candidate already
 * knows (or, failing that, the one the role asks for), so the milestone names that pairing.
 */
function companionSkill(gap: PathGap, evidence: Map<string, SkillEvidence>, assessments: Assessment[]): string | null {
  if (gap.info?.category !== 'framework') return null;
  const known = [...evidence.values()]
    .filter((e) => e.skill.category === 'database')
    .sort((a, b) => levelRank(inferLevel(b)) - levelRank(inferLevel(a)))[0];
  if (known) return known.skill.name;
  return assessments.find((a) => a.requirement.info?.category === 'database')?.requirement.name ?? null;
}
