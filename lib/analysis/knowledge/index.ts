/**
 * The knowledge base (KnowledgeApi in ./types): skills, role profiles, action verbs, salary
 * bands and learning resources, read from the generated JSON in ./data (imported statically
 * so it bundles). Indexes are built once, on first use.
 */
import actionVerbsFile from './data/action-verbs.json';
import resourcesFile from './data/learning-resources.json';
import occupationsFile from './data/occupations.json';
import rolesFile from './data/roles.json';
import salariesFile from './data/salaries.json';
import skillsFile from './data/skills.json';
import { ATTRIBUTION } from './attribution';
import type { SalaryTable } from './build/build-salaries';
import type { SkillRecord } from './build/build-skills';
import { createRoleMatcher } from './role-matcher';
import { lookupSalary } from './salary-lookup';
import { createSkillMatcher } from './skill-matcher';
import { phraseKey } from './tokenize';
import type {
  ActionVerbs,
  ExperienceLevel,
  KnowledgeApi,
  LearningResource,
  RoleProfile,
  SalaryBand,
  SkillInfo,
  SkillMatch,
} from './types';

export { ATTRIBUTION };
export type * from './types';

interface Indexes {
  infos: Map<SkillRecord, SkillInfo>;
  byKey: Map<string, SkillInfo>;
  match: (text: string) => Array<{ skill: SkillRecord; count: number }>;
  roles: readonly RoleProfile[];
  roleById: Map<string, RoleProfile>;
  matchTitle: (title: string) => RoleProfile | null;
  matchOccupation: (title: string) => RoleProfile | null;
}

const skillRecords = (skillsFile as unknown as { skills: SkillRecord[] }).skills;
const notSkills = (skillsFile as unknown as { notSkills?: string[] }).notSkills ?? [];
const roleProfiles = (rolesFile as unknown as { roles: RoleProfile[] }).roles;
const occupationProfiles = (occupationsFile as unknown as { occupations: RoleProfile[] }).occupations;
/**
 * O*NET occupations without a curated profile: their names are O*NET's own, longer than CV
 * titles ("Police and Sheriff's Patrol Officer"), so a little less coverage is asked of them,
 * but every word of the CV title must be in the name.
 */
const OCCUPATION_MIN_SCORE = 0.6;
const salaryTable = salariesFile as unknown as SalaryTable;
const resources = resourcesFile as unknown as { skills: Record<string, LearningResource[]>; fallbacks: Record<string, LearningResource> };

let indexes: Indexes | null = null;

function load(): Indexes {
  if (indexes) return indexes;
  const infos = new Map<SkillRecord, SkillInfo>();
  const byKey = new Map<string, SkillInfo>();
  for (const r of skillRecords) {
    const info: SkillInfo = Object.freeze({
      name: r.name,
      aliases: Object.freeze([...r.aliases]) as string[],
      kind: r.kind,
      category: r.category,
      hot: r.hot,
      inDemand: r.inDemand,
      occupationCount: r.occupationCount,
    });
    infos.set(r, info);
  }
  // names first, so a canonical name always wins over another skill's alias
  for (const [r, info] of infos) byKey.set(phraseKey(r.name), info);
  for (const [r, info] of infos) for (const a of r.aliases) if (!byKey.has(phraseKey(a))) byKey.set(phraseKey(a), info);
  // shared by every caller: frozen so one module cannot edit another's view of a profile
  const roles = Object.freeze(roleProfiles.map(freezeRole));
  const occupations = occupationProfiles.map(freezeRole);
  const curated = createRoleMatcher(roles);
  const occupation = createRoleMatcher(occupations, { minScore: OCCUPATION_MIN_SCORE, strict: true });
  indexes = {
    infos,
    byKey,
    match: createSkillMatcher(skillRecords, notSkills),
    roles,
    roleById: new Map([...roles, ...occupations].map((r) => [r.id, r])),
    // a title that is exactly another occupation's name ("Architect") is not a curated profile
    // it merely resembles ("Software Architect")
    matchTitle: (title) => curated(title, 'exact') ?? (occupation(title, 'exact') ? null : curated(title)),
    matchOccupation: (title) => occupation(title, 'exact') ?? occupation(title),
  };
  return indexes;
}

function freezeRole(role: RoleProfile): RoleProfile {
  for (const value of Object.values(role)) if (Array.isArray(value)) Object.freeze(value);
  return Object.freeze(role);
}

/** every known skill in the text, ordered by first occurrence, with how often it occurs */
export function findSkills(text: string): SkillMatch[] {
  const { match, infos } = load();
  return match(text).map(({ skill, count }) => ({ skill: infos.get(skill)!, count }));
}

/** a skill by its name or any alias, ignoring case and punctuation ("postgres" → PostgreSQL) */
export function lookupSkill(name: string): SkillInfo | null {
  return load().byKey.get(phraseKey(name)) ?? null;
}

export function allSkills(): readonly SkillInfo[] {
  return [...load().infos.values()];
}

export function matchRole(title: string): RoleProfile | null {
  return load().matchTitle(title);
}

/** the O*NET occupation for a title no curated profile covers ("Dentist", "Police Officer"), or null */
export function matchOccupation(title: string): RoleProfile | null {
  return matchRole(title) ? null : load().matchOccupation(title);
}

export function getRole(id: string): RoleProfile | null {
  return load().roleById.get(id) ?? null;
}

export function allRoles(): readonly RoleProfile[] {
  return load().roles;
}

/** the skills a role asks for, as SkillInfo objects in the profile's order */
export function skillsForRole(role: RoleProfile | string): { required: SkillInfo[]; preferred: SkillInfo[]; soft: SkillInfo[] } {
  const profile = typeof role === 'string' ? getRole(role) : role;
  if (!profile) return { required: [], preferred: [], soft: [] };
  const resolve = (names: readonly string[]) => names.map(lookupSkill).filter((s): s is SkillInfo => s !== null);
  return { required: resolve(profile.requiredHardSkills), preferred: resolve(profile.preferredHardSkills), soft: resolve(profile.softSkills) };
}

const verbsData = actionVerbsFile as unknown as { strong: string[]; weak: Array<[string, string[]]>; cliches: string[] };
export const actionVerbs: ActionVerbs = Object.freeze({
  strong: new Set(verbsData.strong),
  weak: new Map(verbsData.weak),
  cliches: new Set(verbsData.cliches),
});

export function salaryBand(roleId: string, country: string, level: ExperienceLevel): SalaryBand | null {
  return lookupSalary(salaryTable, (id) => getRole(id)?.family ?? null, roleId, country, level);
}

export function salaryCountries(): readonly string[] {
  return Object.keys(salaryTable.countries);
}

/** curated resources for the skill, else its category's fallback; [] for an unknown skill */
export function learningResources(skillName: string): LearningResource[] {
  const skill = lookupSkill(skillName);
  if (!skill) return [];
  const own = resources.skills[skill.name];
  if (own) return own.map((r) => ({ ...r }));
  const fallback = resources.fallbacks[skill.category];
  return fallback ? [{ ...fallback }] : [];
}

/** the same functions as one object, checked against the contract */
export const knowledge: KnowledgeApi = {
  findSkills,
  lookupSkill,
  matchRole,
  matchOccupation,
  getRole,
  allRoles,
  actionVerbs,
  salaryBand,
  salaryCountries,
  learningResources,
};
