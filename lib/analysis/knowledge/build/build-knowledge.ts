import { ATTRIBUTION, ONET_RELEASE } from '../attribution';
import { CLICHES, STRONG_VERBS, WEAK_OPENERS } from '../curated/action-verbs';
import { HARD_SKILLS } from '../curated/hard-skills';
import { OCCUPATION_TITLES } from '../curated/occupation-titles';
import { CATEGORY_FALLBACKS, SKILL_RESOURCES } from '../curated/learning-resources';
import { ALL_ROLES } from '../curated/roles';
import { BAND_SPREAD, COUNTRY_FACTORS, LEVEL_MULTIPLIERS, MANAGER_LEVEL_MULTIPLIERS, PAY_SCALE_BANDS, ROLE_US_BASE, SALARY_YEAR } from '../curated/salaries';
import { NOT_SKILLS, SKILL_GUARDS } from '../curated/skill-guards';
import { SOFT_SKILLS } from '../curated/soft-skills';
import { buildActionVerbs } from './build-action-verbs';
import { buildResources } from './build-resources';
import { buildOccupationProfiles } from './build-occupations';
import { buildRoles } from './build-roles';
import { buildSalaries } from './build-salaries';
import { buildSkills, compareNames } from './build-skills';
import { parseOnet } from './read-onet';
import { serialise } from './serialise';

export interface OnetSources {
  technologySkillsTsv: string;
  occupationDataTsv: string;
}

const GENERATED_BY = 'npm run knowledge (lib/analysis/knowledge/build.ts); do not edit by hand';

/**
 * The whole knowledge build as a pure function: O*NET text plus the curated modules in, file
 * name → file content out. Same inputs, byte-identical outputs.
 */
export function buildKnowledge(sources: OnetSources): Record<string, string> {
  const onet = parseOnet(sources.technologySkillsTsv, sources.occupationDataTsv);
  const { skills, inDemandBySoc, bySoc } = buildSkills({ technologies: onet.technologies, hardSkills: HARD_SKILLS, softSkills: SOFT_SKILLS, guards: SKILL_GUARDS });
  const roles = buildRoles({ roles: ALL_ROLES, skills, occupations: onet.occupations, inDemandBySoc });
  const occupations = buildOccupationProfiles({ occupations: onet.occupations, skills, bySoc, inDemandBySoc, roles, titles: OCCUPATION_TITLES });
  const salaries = buildSalaries({ roles, usBase: ROLE_US_BASE, countries: COUNTRY_FACTORS, levels: LEVEL_MULTIPLIERS, managerLevels: MANAGER_LEVEL_MULTIPLIERS, payScales: PAY_SCALE_BANDS, spread: BAND_SPREAD, year: SALARY_YEAR });
  const resources = buildResources({ skills, bySkill: SKILL_RESOURCES, fallbacks: CATEGORY_FALLBACKS });
  const verbs = buildActionVerbs({ strong: STRONG_VERBS, weak: WEAK_OPENERS, cliches: CLICHES });
  const onetHeader = { attribution: ATTRIBUTION, source: ONET_RELEASE, generatedBy: GENERATED_BY };

  return {
    'skills.json': serialise({ header: onetHeader, skills, notSkills: [...NOT_SKILLS].sort(compareNames) }),
    'roles.json': serialise({ header: onetHeader, roles }),
    'occupations.json': serialise({ header: onetHeader, occupations }),
    'salaries.json': serialise({
      header: { method: 'Modelled estimates: US BLS OEWS median by SOC × country factor × level multiplier (flatter for management SOC codes), ±15 %, except bands read from national pay scales (see scales); see curated/salaries.ts', generatedBy: GENERATED_BY },
      year: salaries.year,
      levels: salaries.levels,
      countries: salaries.countries,
      soc: salaries.soc,
      roles: salaries.roles,
      families: salaries.families,
      scales: salaries.scales,
    }),
    'learning-resources.json': serialise({ header: { generatedBy: GENERATED_BY }, fallbacks: resources.fallbacks, skills: resources.skills }),
    'action-verbs.json': serialise({ header: { generatedBy: GENERATED_BY }, strong: verbs.strong, weak: verbs.weak, cliches: verbs.cliches }),
  };
}
