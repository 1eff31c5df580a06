import { GENERIC_TITLE_WORDS } from '../role-matcher';
import type { RoleFamily, RoleProfile } from '../types';
import type { SkillRecord } from './build-skills';
import type { Occupation } from './read-onet';

export interface OccupationInputs {
  occupations: readonly Occupation[];
  skills: readonly SkillRecord[];
  /** SOC code → every kept skill O*NET lists for it */
  bySoc: ReadonlyMap<string, readonly string[]>;
  inDemandBySoc: ReadonlyMap<string, readonly string[]>;
  /** the curated profiles: their primary occupations need no second profile */
  roles: readonly RoleProfile[];
  /** SOC code → everyday titles for it (curated/occupation-titles.ts) */
  titles: Readonly<Record<string, readonly string[]>>;
}

const REQUIRED = 5;
const PREFERRED = 5;
const SOFT = 5;
/** software-building tools O*NET lists for non-technical occupations come from their employers' job ads */
const TECHNICAL_CATEGORIES = new Set(['programming_language', 'framework', 'database', 'cloud', 'devops', 'ai_ml']);
const TECHNICAL_SOC = /^(15-|17-|19-|11-3021|25-1021|25-1022)/;

/**
 * SOC major (and a few minor) groups → the family whose soft skills and salary median stand in
 * for a profile O*NET gives no more about. Longest prefix wins.
 */
const FAMILY_BY_SOC: ReadonlyArray<readonly [string, RoleFamily]> = [
  ['11-', 'management'],
  ['13-1071', 'hr'],
  ['13-1141', 'hr'],
  ['13-1151', 'hr'],
  ['13-1', 'operations'],
  ['13-2', 'finance'],
  ['15-2', 'data'],
  ['15-', 'engineering'],
  ['17-', 'engineering'],
  ['19-', 'science'],
  ['21-', 'healthcare'],
  ['23-', 'legal'],
  ['25-', 'education'],
  ['27-3', 'marketing'],
  ['27-', 'design'],
  ['29-', 'healthcare'],
  ['31-', 'healthcare'],
  ['33-', 'operations'],
  ['35-', 'customer_service'],
  ['37-', 'operations'],
  ['39-', 'customer_service'],
  ['41-', 'sales'],
  ['43-4', 'customer_service'],
  ['43-', 'operations'],
  ['45-', 'trades'],
  ['47-', 'trades'],
  ['49-', 'trades'],
  ['51-', 'trades'],
  ['53-', 'operations'],
];

export function familyOfSoc(soc: string): RoleFamily {
  let best: readonly [string, RoleFamily] | null = null;
  for (const entry of FAMILY_BY_SOC) if (soc.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  return best?.[1] ?? 'operations';
}

/** "Attendants" → "Attendant", "Secretaries" → "Secretary", "Sales" stays: plural heads of O*NET titles only */
/** heads that say what kind of job only with their qualifier ("director" is "head" in title tokens) */
const GENERIC_HEADS = new Set([...GENERIC_TITLE_WORDS, 'director']);

/** plural-looking words O*NET uses that never name a job */
const NOT_JOBS = new Set(['securities', 'commodities', 'services', 'operations', 'utilities', 'facilities', 'communications', 'economics', 'graphics', 'arts', 'athletics', 'logistics', 'systems', 'sciences', 'materials', 'products', 'goods']);

function singular(word: string): string {
  const lower = word.toLowerCase();
  if (NOT_JOBS.has(lower) || /(ss|us|is|sales|series|news|arms)$/.test(lower) || lower.length < 4) return word;
  if (/wives$/.test(lower)) return word.slice(0, -3) + 'fe';
  if (/ies$/.test(lower)) return word.slice(0, -3) + (word.endsWith('IES') ? 'Y' : 'y');
  if (/(ches|shes|sses|xes)$/.test(lower)) return word.slice(0, -2);
  if (/s$/.test(lower)) return word.slice(0, -1);
  return word;
}

/** "Supervisors of Retail Sales Workers": the word before "of" is the head, the rest stays as it is */
const isHead = (words: string[], i: number) => {
  const of = words.findIndex((w) => /^of$/i.test(w));
  if (of > 0) return i === of - 1;
  return i === words.length - 1 || /^(and|or)$/i.test(words[i + 1]);
};

/** singular heads: a word followed by "and", "or", a comma or the end of the phrase */
function singularHeads(phrase: string): string {
  const words = phrase.split(/\s+/).filter(Boolean);
  return words.map((w, i) => (isHead(words, i) ? singular(w) : w)).join(' ');
}

/** O*NET names jobs in the plural: a phrase ending in a plural noun names a job on its own ("Copilots"), one ending otherwise does not ("General") */
const namesAJob = (phrase: string) => {
  const words = phrase.split(/\s+/).filter(Boolean);
  const head = words.find((_, i) => isHead(words, i) && !/^(and|or)$/i.test(words[i + 1] ?? '')) ?? '';
  return singular(head) !== head;
};

/**
 * "Airline Pilots, Copilots, and Flight Engineers" → display "Airline Pilot", match names
 * "airline pilot", "copilot", "flight engineer"; "Chefs and Head Cooks" → "chef and head cook",
 * "chef", "head cook". "Except …" qualifiers and "All Other" catch-alls say nothing a CV title says.
 */
export function occupationNames(title: string): { display: string; names: string[] } {
  const parts = title
    .split(',')
    .map((p) => p.trim().replace(/^and\s+/i, ''))
    .filter((p) => p && !/^(except|including|all other)\b/i.test(p));
  // "Hotel, Motel, and Resort Desk Clerks": a first part that is no job cannot stand for the
  // title, nor can a bare generic one ("Directors, Religious Activities and Education")
  const first = parts[0] ?? '';
  const standsAlone = namesAJob(first) && !GENERIC_HEADS.has(singular(first).toLowerCase());
  const listed = standsAlone ? parts : [singularHeads(first) + title.slice(title.indexOf(first) + first.length).replace(/,\s*(except|including)\b.*$/i, '')];
  const display = singularHeads(listed[0] ?? title);
  const names = new Set<string>([display.toLowerCase()]);
  for (const part of listed.slice(1).filter(namesAJob)) names.add(singularHeads(part).toLowerCase());
  for (const part of listed) {
    // "Chefs and Head Cooks" is two jobs; "Architectural and Engineering Managers" is one
    const sides = part.split(/\s+and\s+/i);
    if (sides.length !== 2 || !sides.every(namesAJob)) continue;
    const [left, right] = sides.map((s) => s.split(/\s+/));
    names.add(singularHeads(left.join(' ')).toLowerCase());
    // "Prepress Technicians and Workers" means prepress workers, not any worker
    const rightName = right.length === 1 && left.length > 1 ? [...left.slice(0, -1), right[0]] : right;
    names.add(singularHeads(rightName.join(' ')).toLowerCase());
  }
  // a bare "director" or "officer" would claim every title that ends in it
  return { display, names: [...names].filter((n) => n.length >= 3 && !GENERIC_HEADS.has(n)) };
}

/**
 * A plain profile for every O*NET occupation that no curated profile has as its primary code:
 * its title, family, the technologies O*NET lists for it that job ads ask for now (in demand
 * for it, or hot), and its family's most common soft skills. Used only when no curated profile
 * matches a title, so "Dentist" or "Flight Attendant" still gets keywords and a family salary.
 */
export function buildOccupationProfiles(input: OccupationInputs): RoleProfile[] {
  const skills = new Map(input.skills.map((s) => [s.name, s]));
  const curated = new Set(input.roles.map((r) => r.onetCodes[0]));
  const softByFamily = familySoftSkills(input.roles);
  const known = new Set(input.occupations.map((o) => o.soc));
  const errors = Object.entries(input.titles).flatMap(([soc, names]) => [
    ...(known.has(soc) ? [] : [`unknown O*NET code ${soc}`]),
    ...(curated.has(soc) ? [`${soc} has a curated profile: add the titles to its synonyms`] : []),
    ...names.filter((n) => n !== n.toLowerCase()).map((n) => `${soc}: "${n}" must be lower case`),
  ]);
  if (errors.length > 0) throw new Error(`invalid occupation titles:\n  ${errors.join('\n  ')}`);
  const out: RoleProfile[] = [];
  for (const occupation of input.occupations) {
    if (curated.has(occupation.soc) || /all other/i.test(occupation.title)) continue;
    const { display, names } = occupationNames(occupation.title);
    const inDemand = new Set(input.inDemandBySoc.get(occupation.soc) ?? []);
    const technical = TECHNICAL_SOC.test(occupation.soc);
    const hard = (input.bySoc.get(occupation.soc) ?? [])
      .map((name) => skills.get(name)!)
      .filter((s) => s.kind === 'hard' && !s.ambiguous && (s.hot || inDemand.has(s.name)))
      .filter((s) => technical || !TECHNICAL_CATEGORIES.has(s.category))
      .sort(
        (a, b) =>
          Number(inDemand.has(b.name)) - Number(inDemand.has(a.name)) ||
          Number(b.hot) - Number(a.hot) ||
          b.occupationCount - a.occupationCount ||
          (a.name < b.name ? -1 : 1),
      )
      .map((s) => s.name);
    const family = familyOfSoc(occupation.soc);
    out.push({
      id: `onet-${occupation.soc.replace('.', '-')}`,
      title: display,
      synonyms: [...new Set([...names, ...(input.titles[occupation.soc] ?? [])])].filter((n) => n !== display.toLowerCase()),
      family,
      onetCodes: [occupation.soc],
      requiredHardSkills: hard.slice(0, REQUIRED),
      preferredHardSkills: hard.slice(REQUIRED, REQUIRED + PREFERRED),
      softSkills: softByFamily.get(family) ?? softByFamily.get('operations') ?? [],
      industryTerms: [],
      certifications: [],
      nextRoles: [],
    });
  }
  return out;
}

/** the soft skills most often listed by a family's curated profiles */
function familySoftSkills(roles: readonly RoleProfile[]): Map<RoleFamily, string[]> {
  const counts = new Map<RoleFamily, Map<string, number>>();
  for (const role of roles) {
    const c = counts.get(role.family) ?? new Map<string, number>();
    for (const s of role.softSkills) c.set(s, (c.get(s) ?? 0) + 1);
    counts.set(role.family, c);
  }
  const out = new Map<RoleFamily, string[]>();
  for (const [family, c] of counts) {
    out.set(
      family,
      [...c.entries()]
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .slice(0, SOFT)
        .map(([name]) => name),
    );
  }
  return out;
}
