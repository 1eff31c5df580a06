/**
 * The knowledge base (KnowledgeApi in ./types): skills, role profiles, action verbs, salary
 * bands and learning resources, read from the generated JSON in ./data (imported statically
 * so it bundles). Indexes are built once, on first use.
 */
import actionVerbsFile from './data/action-verbs.json';
import resourcesFile from './data/learning-resources.json';
import rolesFile from './data/roles.json';
import skillsFile from './data/skills.json';
import { ATTRIBUTION } from './attribution';
import type { SkillRecord } from './data-files';
import { createScoredRoleMatcher, roleTitleWords } from './role-matcher';
import { wageCountries, wageEstimate } from './wage-estimate';
import { payScaleBand } from './pay-scales';
import { createTitleMatcher, TITLE_TOKEN_OPTIONS } from './match-title';
import { occupationBySoc } from './occupation-catalogue';
import { occupationProfile } from './occupation-profile';
import { titleKey, titleTokens } from './title-tokens';
import { exactTitle } from './title-index';
import { createSkillMatcher, type SkillContext, type SkillHit } from './skill-matcher';
import type { ContextualOption } from './curated/skill-guards';
import { ACTIVITY_SKILLS } from './curated/activity-skills';
import { phraseKey } from './tokenize';
import type {
  ActionVerbs,
  ExperienceLevel,
  KnowledgeApi,
  LearningResource,
  Occupation,
  RoleProfile,
  SalaryBand,
  SkillInfo,
  SkillMatch,
  TitleMatch,
} from './types';

export { ATTRIBUTION };
export type * from './types';

interface Indexes {
  infos: Map<SkillRecord, SkillInfo>;
  byKey: Map<string, SkillInfo>;
  match: (text: string, context?: SkillContext, document?: string) => SkillHit[];
  roles: readonly RoleProfile[];
  roleById: Map<string, RoleProfile>;
  matchTitle: (title: string) => TitleMatch | null;
  roleForSoc: (soc: string) => RoleProfile | null;
}

const skillRecords = (skillsFile as unknown as { skills: SkillRecord[] }).skills;
const skillExtras = skillsFile as unknown as {
  notSkills?: string[];
  evidence?: Record<string, string[]>;
  contextual?: Record<string, ContextualOption[]>;
};
const roleProfiles = (rolesFile as unknown as { roles: RoleProfile[] }).roles;
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
      ambiguous: r.ambiguous === true,
    });
    infos.set(r, info);
  }
  // names first, so a canonical name always wins over another skill's alias
  for (const [r, info] of infos) byKey.set(phraseKey(r.name), info);
  for (const [r, info] of infos) for (const a of r.aliases) if (!byKey.has(phraseKey(a))) byKey.set(phraseKey(a), info);
  // shared by every caller: frozen so one module cannot edit another's view of a profile
  const roles = Object.freeze(roleProfiles.map(freezeRole));
  const roleForSoc = curatedRoleForSoc(roles);
  const curatedWords = roleTitleWords(roles);
  const matchTitle = createTitleMatcher({ curated: createScoredRoleMatcher(roles, { tokens: TITLE_TOKEN_OPTIONS }), roleForSoc, curatedWord: (w) => curatedWords.has(w) });
  indexes = {
    infos,
    byKey,
    match: createSkillMatcher(skillRecords, { notSkills: skillExtras.notSkills, evidence: skillExtras.evidence, contextual: skillExtras.contextual, activities: ACTIVITY_SKILLS }),
    roles,
    roleById: new Map(roles.map((r) => [r.id, r])),
    matchTitle: boundedMemo(matchTitle, 2000),
    roleForSoc,
  };
  return indexes;
}

/**
 * The curated profile that refines an occupation: among those whose primary code it is, the one
 * whose title shares most words with the occupation's ("Software Engineer" for Software
 * Developers rather than "Backend Engineer"), the shorter title on a tie; else a profile listing
 * the code among its others; else the profile of the specialty's parent occupation.
 */
function curatedRoleForSoc(roles: readonly RoleProfile[]): (soc: string) => RoleProfile | null {
  const bySoc = new Map<string, RoleProfile[]>();
  for (const r of roles) if (r.onetCodes[0]) bySoc.set(r.onetCodes[0], [...(bySoc.get(r.onetCodes[0]) ?? []), r]);
  const chosen = new Map<string, RoleProfile | null>();
  return (soc) => {
    if (chosen.has(soc)) return chosen.get(soc)!;
    // a specialty ("Critical Care Nurses", 29-1141.03) is refined by its occupation's profile
    const candidates = bySoc.get(soc) ?? roles.filter((r) => r.onetCodes.includes(soc)).slice(0, 1).concat(bySoc.get(`${soc.slice(0, 7)}.00`) ?? []).slice(0, 1);
    const occupation = occupationBySoc(soc);
    const words = new Set(occupation ? titleTokens(occupation.title) : []);
    const overlap = (r: RoleProfile) => titleTokens(r.title).filter((t) => words.has(t)).length;
    const best = [...candidates].sort((a, b) => overlap(b) - overlap(a) || a.title.length - b.title.length || (a.id < b.id ? -1 : 1))[0] ?? null;
    chosen.set(soc, best);
    return best;
  };
}

/** a per-process cache of a pure function of a string, dropped whole when it fills up */
function boundedMemo<T>(fn: (key: string) => T, max: number): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    if (cache.has(key)) return cache.get(key)!;
    if (cache.size >= max) cache.clear();
    const value = fn(key);
    cache.set(key, value);
    return value;
  };
}

const dataProfiles = new Map<string, RoleProfile>();

/** the profile of an occupation: its curated one, else one drawn from its data */
function profileFor(occupation: Occupation): RoleProfile {
  const curated = load().roleForSoc(occupation.soc);
  if (curated) return curated;
  const key = `${occupation.soc}:${occupation.esco?.uri ?? ''}`;
  let profile = dataProfiles.get(key);
  if (!profile) {
    profile = occupationProfile(occupation, lookupSkill);
    dataProfiles.set(key, profile);
  }
  return profile;
}

function freezeRole(role: RoleProfile): RoleProfile {
  for (const value of Object.values(role)) if (Array.isArray(value)) Object.freeze(value);
  return Object.freeze(role);
}

/**
 * Every known skill in the text, ordered by first occurrence, with how often it occurs. In
 * `skills` context (a skills section) a name that is also a word or a company ("Go", "Slack")
 * needs only its casing; elsewhere a list position or supporting words nearby. `document`, the
 * whole CV the text belongs to, decides a spelling two skills share ("Blueprints" on a game
 * developer's CV is Unreal Blueprints, on an electrician's Blueprint reading).
 */
export function findSkills(text: string, context: SkillContext = 'text', document?: string): SkillMatch[] {
  const { match, infos } = load();
  return match(text, context, document).map(({ skill, count }) => ({ skill: infos.get(skill)!, count }));
}

/** one skill found in a text, with where: character offsets of each occurrence */
export interface SkillEvidenceSpan {
  skill: SkillInfo;
  count: number;
  spans: Array<{ start: number; end: number; text: string }>;
}

/**
 * The lexicon's one entry point for "which skills does this text show, and where": the skills
 * found in `text` read as `context` (see findSkills), each with the spans that name it, so a
 * caller can keep the evidence ("Built Go services" → Go at 6–8).
 */
export function findSkillEvidence(text: string, context: SkillContext = 'text', document?: string): SkillEvidenceSpan[] {
  const { match, infos } = load();
  return match(text, context, document).map(({ skill, count, spans }) => ({
    skill: infos.get(skill)!,
    count,
    spans: spans.map((s) => ({ ...s, text: text.slice(s.start, s.end) })),
  }));
}

export type { SkillContext };

/** a skill by its name or any alias, ignoring case and punctuation ("postgres" → PostgreSQL) */
export function lookupSkill(name: string): SkillInfo | null {
  return load().byKey.get(phraseKey(name)) ?? null;
}

export function allSkills(): readonly SkillInfo[] {
  return [...load().infos.values()];
}

/** A job title, however long its wording, fits this; a longer text names no occupation. */
const MAX_TITLE_CHARS = 200;

/** the occupation a title names, with the curated profile refining it and how sure the match is (match-title.ts) */
export function matchTitle(title: string): TitleMatch | null {
  return title.length > MAX_TITLE_CHARS ? null : load().matchTitle(title);
}

/**
 * Whether a text is, word for word, a title of the occupation lexicon ("Medical Assistant",
 * "Registered Nurse"). A person's name never is; "Tim Cook" is not one, since "Tim" names no job.
 */
export function isOccupationTitle(text: string): boolean {
  if (text.length > MAX_TITLE_CHARS) return false;
  const tokens = titleTokens(text, TITLE_TOKEN_OPTIONS);
  return tokens.length > 0 && exactTitle(titleKey(tokens)) !== null;
}

/** the profile to measure a title against: the curated one when one refines its occupation, else one drawn from the occupation's data; null when only a family is known */
export function matchRole(title: string): RoleProfile | null {
  const m = matchTitle(title);
  if (!m) return null;
  return m.role ?? (m.occupation ? profileFor(m.occupation) : null);
}

/** the data-drawn profile for a title that no curated profile covers ("Dentist", "Police Officer"), or null */
export function matchOccupation(title: string): RoleProfile | null {
  const m = matchTitle(title);
  return m && !m.role && m.occupation ? profileFor(m.occupation) : null;
}

/** the occupation with this O*NET-SOC code, or null */
export function getOccupation(soc: string): Occupation | null {
  return occupationBySoc(soc);
}

/** a curated profile by id, or a data profile by its "onet-15-1255-01" id */
export function getRole(id: string): RoleProfile | null {
  const curated = load().roleById.get(id);
  if (curated) return curated;
  const soc = /^onet-(\d\d-\d{4})-(\d\d)$/.exec(id);
  const occupation = soc ? occupationBySoc(`${soc[1]}.${soc[2]}`) : null;
  return occupation ? profileFor(occupation) : null;
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

const FAMILIES: ReadonlySet<string> = new Set(['engineering', 'data', 'product', 'design', 'marketing', 'sales', 'finance', 'healthcare', 'education', 'operations', 'trades', 'hr', 'legal', 'management', 'customer_service', 'science']);

/**
 * Pay for a role (curated id, data profile id "onet-29-1141-00", or a family name) in a country
 * at a level: a national pay scale where the role is paid on one, else the wage data of the
 * role's occupation (wage-estimate.ts); null where there is no data for the country.
 */
export function salaryBand(roleId: string, country: string, level: ExperienceLevel): SalaryBand | null {
  const scale = payScaleBand(roleId, country, level);
  if (scale) return scale;
  const role = getRole(roleId);
  const soc = role?.onetCodes[0];
  if (soc) return wageEstimate({ soc }, country, level);
  return FAMILIES.has(roleId) ? wageEstimate({ family: roleId as RoleProfile['family'] }, country, level) : null;
}

/** countries (ISO alpha-2) with pay data: national statistics by occupation, or a country mean spread by occupation */
export function salaryCountries(): readonly string[] {
  return wageCountries();
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
  findSkillEvidence,
  lookupSkill,
  matchTitle,
  matchRole,
  matchOccupation,
  getOccupation,
  getRole,
  allRoles,
  actionVerbs,
  salaryBand,
  salaryCountries,
  learningResources,
};
