import { hasGrade, titleTokens } from '../title-tokens';
import type { RoleProfile } from '../types';
import type { SkillRecord } from '../data-files';
import type { Occupation } from './read-onet';

export interface RoleInputs {
  roles: readonly RoleProfile[];
  skills: readonly SkillRecord[];
  occupations: readonly Occupation[];
  /** SOC code → kept skill names O*NET flags In Demand for it */
  inDemandBySoc: ReadonlyMap<string, readonly string[]>;
}

/** how many O*NET in-demand technologies may be appended to a profile's preferred skills */
const SEEDED_PER_ROLE = 4;

/**
 * Validates the curated profiles against the skill table and O*NET (any unknown skill, code
 * or next role fails the build) and appends the technologies O*NET flags In Demand (frequent
 * in job postings) for the profile's primary code that it does not list yet, hot and widely
 * used ones first.
 */
export function buildRoles(input: RoleInputs): RoleProfile[] {
  const skills = new Map(input.skills.map((s) => [s.name, s]));
  const socs = new Set(input.occupations.map((o) => o.soc));
  const ids = new Set(input.roles.map((r) => r.id));
  const errors: string[] = [];

  if (ids.size !== input.roles.length) errors.push('duplicate role ids');
  for (const role of input.roles) {
    const where = `role ${role.id}`;
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(role.id)) errors.push(`${where}: id is not kebab-case`);
    for (const name of [...role.requiredHardSkills, ...role.preferredHardSkills]) {
      const skill = skills.get(name);
      if (!skill) errors.push(`${where}: unknown hard skill "${name}"`);
      else if (skill.kind !== 'hard') errors.push(`${where}: "${name}" is a soft skill`);
    }
    for (const name of role.softSkills) {
      if (skills.get(name)?.kind !== 'soft') errors.push(`${where}: unknown soft skill "${name}"`);
    }
    for (const code of role.onetCodes) if (!socs.has(code)) errors.push(`${where}: unknown O*NET code ${code}`);
    for (const next of role.nextRoles) if (!ids.has(next)) errors.push(`${where}: unknown next role ${next}`);
    for (const text of [...role.synonyms, ...role.industryTerms]) {
      if (text !== text.toLowerCase()) errors.push(`${where}: "${text}" must be lower case`);
    }
    const listed = [...role.requiredHardSkills, ...role.preferredHardSkills];
    if (new Set(listed).size !== listed.length) errors.push(`${where}: a skill is listed twice`);
  }
  errors.push(...titleCollisions(input.roles));
  if (errors.length > 0) throw new Error(`invalid role profiles:\n  ${errors.join('\n  ')}`);

  return input.roles
    .map((role) => ({ ...role, preferredHardSkills: [...role.preferredHardSkills, ...seed(role, skills, input.inDemandBySoc)] }))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

/**
 * Two roles whose titles or synonyms reduce to the same words would make matchRole's answer
 * depend on list order: refuse them. Names with grade words are not matched (see
 * role-matcher.ts) and so cannot collide.
 */
function titleCollisions(roles: readonly RoleProfile[]): string[] {
  const owner = new Map<string, string>();
  const errors: string[] = [];
  for (const role of roles) {
    for (const name of [role.title.toLowerCase(), ...role.synonyms]) {
      if (hasGrade(name)) continue;
      const key = [...titleTokens(name)].sort().join(' ');
      const other = owner.get(key);
      if (other && other !== role.id) errors.push(`"${name}" (${role.id}) reads as "${key}", already a title of ${other}`);
      else owner.set(key, role.id);
    }
  }
  return errors;
}

function seed(role: RoleProfile, skills: ReadonlyMap<string, SkillRecord>, inDemandBySoc: ReadonlyMap<string, readonly string[]>): string[] {
  const listed = new Set([...role.requiredHardSkills, ...role.preferredHardSkills]);
  // O*NET's in-demand lists carry the tools of the whole occupation, office suites, ERP and
  // intranets included ("SAP", "SharePoint" for software developers): seed only kinds of tool
  // the curated profile already asks for, so a backend profile gains languages, not Visio
  const categories = new Set([...listed].map((n) => skills.get(n)?.category));
  // a profile that names its languages has chosen its stack: O*NET's in-demand languages are the
  // whole occupation's (C++ and Java for data scientists, hence for the analysts filed with them),
  // and asking a Go backend for C++ is the drift issue 16 reported
  const namesLanguage = categories.has('programming_language');
  // only the primary code: secondary codes are broader neighbours whose tools drift off-role
  return (inDemandBySoc.get(role.onetCodes[0]) ?? [])
    .map((name) => skills.get(name)!)
    .filter((skill) => !listed.has(skill.name) && !skill.ambiguous && categories.has(skill.category))
    .filter((skill) => !(namesLanguage && skill.category === 'programming_language'))
    .sort((a, b) => Number(b.hot) - Number(a.hot) || b.occupationCount - a.occupationCount || (a.name < b.name ? -1 : 1))
    .slice(0, SEEDED_PER_ROLE)
    .map((skill) => skill.name);
}
