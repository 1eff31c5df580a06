import { ATTRIBUTION, ONET_RELEASE } from '../attribution';
import { CLICHES, STRONG_VERBS, WEAK_OPENERS } from '../curated/action-verbs';
import { HARD_SKILLS } from '../curated/hard-skills';
import { OCCUPATION_TITLES } from '../curated/occupation-titles';
import { CATEGORY_FALLBACKS, SKILL_RESOURCES } from '../curated/learning-resources';
import { ALL_ROLES } from '../curated/roles';
import { PAY_SCALE_BANDS } from '../curated/salaries';
import { CONTEXTUAL_SPELLINGS, NOT_SKILLS, SKILL_EVIDENCE, SKILL_GUARDS } from '../curated/skill-guards';
import { SOFT_SKILLS } from '../curated/soft-skills';
import { SKILL_TRANSLATIONS } from '../curated/skill-translations';
import { buildActionVerbs } from './build-action-verbs';
import { buildResources } from './build-resources';
import { buildOccupationCatalogue, occupationNames } from './build-occupations';
import { buildRoles } from './build-roles';
import { addEscoAliases, buildSkills, compareNames } from './build-skills';
import { buildTitleIndex } from './build-titles';
import { buildWages } from './build-wages';
import { NATIONAL_MEANS, UK_GROUPS, UNPRICED, WAGE_COUNTRIES } from '../curated/wage-countries';
import { escoAffinity, escoSpelling, linkEscoOccupations, linkEscoSkills, onetTitleKeys } from './link-esco';
import { phraseKey } from '../tokenize';
import { parseEsco } from './read-esco';
import { parseOnetTables } from './read-onet';
import { parseWages } from './read-wages';
import { serialise } from './serialise';
import type { KnowledgeSources } from './sources';
import { ESCO_NOTICE, ESCO_RELEASE, WAGE_SOURCES } from '../attribution';

const GENERATED_BY = 'npm run knowledge (lib/engine/cv/knowledge/build/write-data.ts); do not edit by hand';

/**
 * O*NET code → US employment (OEWS May 2024) of its SOC code, or of the OEWS aggregate holding
 * it; a detailed O*NET code (".01") counts a little less than its SOC's own (".00"), which is the
 * broader job.
 */
function employmentOf(wages: ReturnType<typeof parseWages>): (soc: string) => number {
  const bySoc = new Map(wages.oews.map((r) => [r.soc, r.employment]));
  for (const [aggregate, parts] of wages.oewsParts) for (const p of parts) if (!bySoc.has(p)) bySoc.set(p, (bySoc.get(aggregate) ?? 0) / parts.length);
  return (onet) => (bySoc.get(onet.slice(0, 7)) ?? 0) * (onet.endsWith('.00') ? 1 : 0.5);
}

/** the curated national pay scales, for roles that exist */
function checkedPayScales(roles: readonly { id: string }[]): typeof PAY_SCALE_BANDS {
  const ids = new Set(roles.map((r) => r.id));
  const unknown = Object.keys(PAY_SCALE_BANDS).filter((id) => !ids.has(id));
  if (unknown.length > 0) throw new Error(`pay scales for unknown roles: ${unknown.join(', ')}`);
  return PAY_SCALE_BANDS;
}

/**
 * every skill a contextual spelling may mean must exist, and a skill's own spelling may only be
 * conditioned for that skill (another option would take the word from it)
 */
function checkContextualSpellings(skills: readonly { name: string; aliases: string[] }[]): void {
  const names = new Set(skills.map((s) => s.name));
  const owners = new Map(skills.flatMap((s) => [s.name.toLowerCase(), ...s.aliases].map((spelling) => [spelling, s.name] as const)));
  const errors = Object.entries(CONTEXTUAL_SPELLINGS).flatMap(([spelling, options]) => [
    ...options.filter((o) => !names.has(o.skill)).map((o) => `contextual spelling "${spelling}" names unknown skill ${o.skill}`),
    ...(owners.has(spelling) && options.some((o) => o.skill !== owners.get(spelling)) ? [`contextual spelling "${spelling}" is another skill's own spelling (${owners.get(spelling)})`] : []),
  ]);
  if (errors.length > 0) throw new Error(errors.join('\n'));
}

/**
 * lexicon skill → the French and Spanish labels of the ESCO skills whose English preferred label
 * is the skill's own name: their preferred labels and their alternative labels of two words or
 * more that share a word with the preferred one. A skill whose English label is only an alias is left out (ESCO's "team building" is no
 * hiring, its "fluid mechanics" no thermodynamics), and so is a one-word alternative: ESCO's
 * Spanish for "blueprints" is "proyecto", which no lexicon may take for Blueprint reading.
 */
function escoLabelsBySkill(esco: ReturnType<typeof parseEsco>, names: ReadonlyMap<string, string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const severalWords = (l: string) => l.trim().split(/\s+/).length >= 2;
  for (const [uri, name] of [...names].sort((a, b) => compareNames(a[0], b[0]))) {
    const skill = esco.skills.get(uri);
    if (!skill || phraseKey(escoSpelling(skill.label)) !== phraseKey(name)) continue;
    // an alternative shares a word with its language's preferred label: ESCO lists "mac os x" under iOS
    const words = (l: string) => l.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 4);
    const related = (l: string, preferred: string) => words(l).some((w) => words(preferred).includes(w));
    const labels = [skill.fr, skill.es].flatMap((list) => list.filter((l, i) => i === 0 || (severalWords(l) && related(l, list[0]))));
    if (labels.length > 0) out.set(name, [...(out.get(name) ?? []), ...labels]);
  }
  return out;
}

/**
 * The whole knowledge build as a pure function: O*NET text plus the curated modules in, file
 * name → file content out. Same inputs, byte-identical outputs.
 */
export function buildKnowledge(sources: KnowledgeSources): Record<string, string> {
  const onet = parseOnetTables(sources.onet);
  const esco = parseEsco(sources.esco);
  const wages = parseWages(sources.wages);
  const { skills, inDemandBySoc, bySoc } = buildSkills({ technologies: onet.technologies, hardSkills: HARD_SKILLS, softSkills: SOFT_SKILLS, guards: SKILL_GUARDS, translations: SKILL_TRANSLATIONS });
  const escoSkillNames = linkEscoSkills(esco, skills);
  addEscoAliases(skills, escoLabelsBySkill(esco, escoSkillNames));
  checkContextualSpellings(skills);
  const roles = buildRoles({ roles: ALL_ROLES, skills, occupations: onet.occupations, inDemandBySoc });
  const names = (title: string) => {
    const n = occupationNames(title);
    return [n.display, ...n.names];
  };
  const employment = employmentOf(wages);
  const titleKeys = onetTitleKeys(onet, names);
  const escoSoc = linkEscoOccupations({
    employment,
    esco,
    onet,
    socToIsco: wages.socToIsco,
    oewsParts: wages.oewsParts,
    titleKeys,
    displayTitle: (t) => occupationNames(t).display,
  });
  const escoByUri = new Map(esco.occupations.map((o) => [o.uri, o]));
  const escoRank = (uri: string, soc: string) => escoAffinity(escoByUri.get(uri)!, titleKeys.get(soc) ?? new Set());
  const catalogue = buildOccupationCatalogue({ onet, esco, skills, bySoc, inDemandBySoc, escoSoc, escoSkillNames, escoAffinity: escoRank });
  const wageTable = buildWages({ wages, occupations: catalogue.occupations, names, onetTitles: new Map(onet.occupations.map((o) => [o.soc, o.title])), countries: WAGE_COUNTRIES,
    unpriced: UNPRICED,
    nationalMeans: NATIONAL_MEANS,
    ukGroups: UK_GROUPS,
  });
  const titles = buildTitleIndex({ onet, esco, occupations: catalogue.occupations, escoRecords: catalogue.esco, names, curated: OCCUPATION_TITLES, employment });
  const resources = buildResources({ skills, bySkill: SKILL_RESOURCES, fallbacks: CATEGORY_FALLBACKS });
  const verbs = buildActionVerbs({ strong: STRONG_VERBS, weak: WEAK_OPENERS, cliches: CLICHES });
  const onetHeader = { attribution: ATTRIBUTION, source: ONET_RELEASE, generatedBy: GENERATED_BY };
  const bothHeader = { ...onetHeader, escoNotice: ESCO_NOTICE, escoSource: ESCO_RELEASE };

  return {
    'skills.json': serialise({ header: bothHeader, skills, notSkills: [...NOT_SKILLS].sort(compareNames), evidence: SKILL_EVIDENCE, contextual: CONTEXTUAL_SPELLINGS }),
    'roles.json': serialise({ header: onetHeader, roles }),
    'occupations.json': serialise({ header: bothHeader, occupations: catalogue.occupations, esco: catalogue.esco, escoSkills: catalogue.escoSkills }),
    'titles.json': serialise({ header: bothHeader, titles }),
    'wages.json': serialise({
      header: {
        method: 'US: BLS OEWS percentiles by SOC. GB: ONS ASHE full-time percentiles of the paired UK SOC 2020 group. Elsewhere: the country mean (ILOSTAT mean earnings × 12 × World Bank 2021 PPP factor, or a national statistics office mean) × (US percentile / US mean) ^ beta, for countries whose mean earnings are at least half the US mean (the others are unpriced, with the reason). See build/build-wages.ts.',
        sources: WAGE_SOURCES,
        generatedBy: GENERATED_BY,
      },
      beta: wageTable.beta,
      betaOccupations: wageTable.betaOccupations,
      families: wageTable.families,
      us: wageTable.us,
      uk: wageTable.uk,
      countries: wageTable.countries,
      unpriced: wageTable.unpriced,
      scales: checkedPayScales(roles),
    }),
    'learning-resources.json': serialise({ header: { generatedBy: GENERATED_BY }, fallbacks: resources.fallbacks, skills: resources.skills }),
    'action-verbs.json': serialise({ header: { generatedBy: GENERATED_BY }, strong: verbs.strong, weak: verbs.weak, cliches: verbs.cliches }),
  };
}
