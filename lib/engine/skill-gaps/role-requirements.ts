import type { KnowledgeApi, RoleFamily, RoleProfile, SkillInfo } from '../cv/knowledge/types';
import type { Result } from '../../schemas/analysis';
import type { SkillGapCategory, SkillLevel } from '../../schemas/skill-gap';
import { gapCategory } from './gap-category';
import type { JobDescriptionSkills } from './job-description-skills';

/** a job description naming at least this many hard skills replaces the profile's hard skills */
export const JD_MIN_SKILLS = 3;

export type RequirementKind = 'required' | 'preferred' | 'soft' | 'certification';

export interface Requirement {
  name: string;
  kind: RequirementKind;
  category: SkillGapCategory;
  info: SkillInfo | null;
  requiredLevel: SkillLevel;
  /** blocks readiness when missing (required skills, leadership for managers, licences in regulated fields) */
  essential: boolean;
  /** worth having but not what the role is judged on: optional credentials, generic office software */
  niceToHave: boolean;
}

/**
 * Software listed for this many O*NET occupations (about one in seven) is general office
 * tooling (SAP, Acrobat, SharePoint): a profile's preferred list may carry it, but it does not
 * set the role apart, so it is treated as nice-to-have.
 */
export const GENERIC_OCCUPATION_COUNT = 150;

export interface TargetProfile {
  /** the profile the requirements come from, or null when they come from the analysis' keywords */
  profile: RoleProfile | null;
  /** how the requirements were found, for reasoning strings */
  note: string;
  senior: boolean;
  /** the requirements are another role's or the analysis', not the target's own: reasoning always says so */
  standIn?: true;
}

const SENIOR_TITLE = /\b(senior|sr\.?|lead|principal|staff|head|director|manager|chief|vp|vice president|architect)\b/i;

/** Families where a licence or credential is a legal condition of practice rather than a bonus. */
const REGULATED_FAMILIES: ReadonlySet<RoleFamily> = new Set(['healthcare', 'legal', 'trades', 'education']);

/**
 * The role profile to measure against: the target role itself, or else the closest job match
 * from the analysis (which the reasoning then says).
 */
export function resolveTargetProfile(targetRole: string, result: Result, knowledge: KnowledgeApi): TargetProfile {
  const direct = knowledge.matchRole(targetRole);
  if (direct) {
    return { profile: direct, note: `the ${direct.title} profile`, senior: isSenior(targetRole, direct) };
  }
  const matches = [...result.job_matches].sort((a, b) => b.fit_score - a.fit_score || a.title.localeCompare(b.title));
  for (const match of matches) {
    const profile = knowledge.matchRole(match.title);
    if (profile) {
      return {
        profile,
        note: `${noProfile(targetRole)}, so the closest job match, ${profile.title} (fit ${match.fit_score}), stands in for it`,
        standIn: true,
        senior: isSenior(targetRole, profile),
      };
    }
  }
  return {
    profile: null,
    note: `${noProfile(targetRole)}, so the analysis' job-match and missing keywords stand in for it`,
    standIn: true,
    senior: SENIOR_TITLE.test(targetRole),
  };
}

// Whether the CV names a job title is not known here, so the note says only what was given.
function noProfile(targetRole: string): string {
  return targetRole.trim() ? `no role profile matches "${targetRole}"` : 'no target role was given';
}

function isSenior(targetRole: string, profile: RoleProfile): boolean {
  return SENIOR_TITLE.test(targetRole) || SENIOR_TITLE.test(profile.title) || profile.family === 'management';
}

/**
 * What the target role asks for, with the level each needs: required hard skills at advanced for
 * senior roles and intermediate otherwise; preferred hard skills one step lower; soft skills at
 * intermediate (advanced for senior roles); credentials simply held, expressed as the same level
 * as required skills.
 */
export function roleRequirements(target: TargetProfile, result: Result, knowledge: KnowledgeApi, posting: JobDescriptionSkills | null = null): Requirement[] {
  const requiredLevel: SkillLevel = target.senior ? 'advanced' : 'intermediate';
  const preferredLevel: SkillLevel = target.senior ? 'intermediate' : 'beginner';
  const softLevel: SkillLevel = target.senior ? 'advanced' : 'intermediate';
  const managing = target.profile?.family === 'management' || /\bmanager|head|director\b/i.test(target.profile?.title ?? '');

  const requirements: Requirement[] = [];
  const seen = new Set<string>();
  const add = (rawName: string, kind: RequirementKind) => {
    const info = kind === 'certification' ? null : knowledge.lookupSkill(rawName);
    const name = info?.name ?? rawName;
    const key = name.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    const category = kind === 'certification' ? 'certification' : gapCategory(name, info);
    const level = kind === 'required' || kind === 'certification' ? requiredLevel : kind === 'preferred' ? preferredLevel : softLevel;
    const essential =
      kind === 'required' ||
      (kind === 'soft' && category === 'leadership' && managing) ||
      (kind === 'certification' && !!target.profile && REGULATED_FAMILIES.has(target.profile.family));
    const generic = kind === 'preferred' && !!info && info.occupationCount >= GENERIC_OCCUPATION_COUNT && info.category !== 'programming_language';
    const niceToHave = generic || (kind === 'certification' && !essential);
    requirements.push({ name, kind, category, info, requiredLevel: level, essential, niceToHave });
  };

  if (posting && posting.required.length + posting.preferred.length >= JD_MIN_SKILLS) {
    // the job that was sent outranks the occupation's generic list: its skills are the hard
    // requirements, the profile adds only soft skills (a Go posting asks no Node.js or C++ of anyone)
    posting.required.forEach((s) => add(s, 'required'));
    posting.preferred.forEach((s) => add(s, 'preferred'));
    posting.soft.forEach((s) => add(s, 'soft'));
    target.profile?.softSkills.forEach((s) => add(s, 'soft'));
    return requirements;
  }
  if (target.profile) {
    target.profile.requiredHardSkills.forEach((s) => add(s, 'required'));
    target.profile.preferredHardSkills.forEach((s) => add(s, 'preferred'));
    target.profile.softSkills.forEach((s) => add(s, 'soft'));
    target.profile.certifications.forEach((s) => add(s, 'certification'));
  } else {
    const best = [...result.job_matches].sort((a, b) => b.fit_score - a.fit_score)[0];
    [...(best?.matched_skills ?? []), ...(best?.missing_skills ?? [])].forEach((s) => add(s, 'required'));
    result.keywords.missing.forEach((s) => add(s, 'preferred'));
  }
  return requirements;
}
