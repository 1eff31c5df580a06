/**
 * A role profile drawn from the occupation data alone, for an occupation no curated profile
 * refines: required skills are the technologies O*NET flags in demand or hot for it and the ESCO
 * essential skills the lexicon knows; soft skills are its most important O*NET base skills; its
 * domain terms are ESCO's essential knowledge ("infection control", "pharmacology").
 */
import { ONET_SKILL_ELEMENTS } from './curated/onet-elements';
import type { Occupation, RoleProfile, SkillInfo } from './types';

const REQUIRED = 6;
const PREFERRED = 8;
const SOFT = 5;
const TERMS = 8;
/** software-building tools O*NET lists for non-technical occupations come from their employers' job ads */
const TECHNICAL_CATEGORIES = new Set(['programming_language', 'framework', 'database', 'cloud', 'devops', 'ai_ml']);
const TECHNICAL_SOC = /^(15-|17-|19-|11-3021|25-1021|25-1022|27-1014|27-1024)/;
/** software listed for this many occupations is office tooling: at most one such among the required skills */
const GENERIC_COUNT = 150;
/** office suites and business software say little about a job: never required of a data profile */
const OFFICE_CATEGORIES = new Set(['office', 'business_software']);
/** with fewer required skills than this a profile is too thin to measure coverage against */
export const THIN_PROFILE = 2;

export function occupationProfile(occupation: Occupation, lookup: (name: string) => SkillInfo | null): RoleProfile {
  const technical = TECHNICAL_SOC.test(occupation.soc);
  const usable = (s: SkillInfo | null): s is SkillInfo =>
    s !== null && s.kind === 'hard' && !s.ambiguous && (technical || !TECHNICAL_CATEGORIES.has(s.category));
  const ranked = occupation.technologies
    .filter((t) => t.inDemand || t.hot)
    .map((t) => lookup(t.name))
    .filter(usable);
  const escoHard = (occupation.esco?.essential ?? []).map((e) => (e.skill ? lookup(e.skill) : null)).filter(usable);
  const escoOptional = (occupation.esco?.optional ?? []).map((e) => (e.skill ? lookup(e.skill) : null)).filter(usable);
  const required: string[] = [];
  const preferred: string[] = [];
  let generic = 0;
  for (const s of [...escoHard, ...ranked]) {
    if (required.includes(s.name)) continue;
    const isGeneric = s.occupationCount >= GENERIC_COUNT;
    const office = OFFICE_CATEGORIES.has(s.category);
    if (required.length < REQUIRED && !office && (!isGeneric || (!technical && generic === 0))) {
      required.push(s.name);
      if (isGeneric) generic++;
    } else if (!preferred.includes(s.name) && preferred.length < PREFERRED) preferred.push(s.name);
  }
  for (const s of escoOptional) if (!required.includes(s.name) && !preferred.includes(s.name) && preferred.length < PREFERRED) preferred.push(s.name);
  const soft = [...new Set(occupation.skills.map((e) => ONET_SKILL_ELEMENTS[e.element]).filter((n): n is string => Boolean(n)))]
    .map(lookup)
    .filter((s): s is SkillInfo => s !== null && s.kind === 'soft')
    .slice(0, SOFT)
    .map((s) => s.name);
  const terms = (occupation.esco?.essential ?? [])
    .filter((e) => e.knowledge && !e.skill && e.label.split(/\s+/).length <= 3)
    .map((e) => e.label.toLowerCase())
    .slice(0, TERMS);
  return Object.freeze({
    id: `onet-${occupation.soc.replace('.', '-')}`,
    title: occupation.title,
    synonyms: Object.freeze([]) as unknown as string[],
    family: occupation.family,
    onetCodes: Object.freeze([occupation.soc]) as unknown as string[],
    requiredHardSkills: Object.freeze(required) as unknown as string[],
    preferredHardSkills: Object.freeze(preferred) as unknown as string[],
    softSkills: Object.freeze(soft) as unknown as string[],
    industryTerms: Object.freeze(terms) as unknown as string[],
    certifications: Object.freeze([]) as unknown as string[],
    nextRoles: Object.freeze([]) as unknown as string[],
    source: 'data' as const,
  });
}

/** a data profile with too few required skills to judge coverage by (a police officer's data lists office software) */
export function isThinProfile(role: RoleProfile): boolean {
  return role.source === 'data' && role.requiredHardSkills.length < THIN_PROFILE;
}
