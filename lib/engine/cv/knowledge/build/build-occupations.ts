import { GENERIC_TITLE_WORDS } from '../role-matcher';
import type { RoleFamily } from '../types';
import type { EscoOccupationRecord, EscoSkillRecord, OccupationRecord, SkillRecord } from '../data-files';
import type { EscoTables } from './read-esco';
import type { OnetTables } from './read-onet';


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



export interface OccupationCatalogue {
  occupations: OccupationRecord[];
  esco: EscoOccupationRecord[];
  escoSkills: EscoSkillRecord[];
}

export interface CatalogueInputs {
  onet: OnetTables;
  esco: EscoTables;
  skills: readonly SkillRecord[];
  /** SOC code → every kept lexicon skill O*NET lists for it */
  bySoc: ReadonlyMap<string, readonly string[]>;
  inDemandBySoc: ReadonlyMap<string, readonly string[]>;
  /** ESCO occupation uri → O*NET code (link-esco.ts) */
  escoSoc: ReadonlyMap<string, string>;
  /** ESCO skill uri → lexicon skill name */
  escoSkillNames: ReadonlyMap<string, string>;
  /** how well an ESCO occupation stands for the O*NET one it is linked to (higher first) */
  escoAffinity: (uri: string, soc: string) => number;
}

/** how many technologies, skills and knowledge areas an occupation keeps: enough to rank, small to ship */
const TECH_PER_OCCUPATION = 30;
const ELEMENTS_PER_OCCUPATION = 10;
/** O*NET importance below this (on 1–5) is not what the job is judged on */
const MIN_IMPORTANCE = 3;

/**
 * Every O*NET occupation with what the data says it needs: its technologies (O*NET's hot and
 * in-demand flags kept), its most important base skills and knowledge areas, its Job Zone and
 * typical education and experience, and the ESCO occupations compared with it (each with its
 * essential skills and the optional ones a CV can show).
 */
export function buildOccupationCatalogue(input: CatalogueInputs): OccupationCatalogue {
  const skills = new Map(input.skills.map((s) => [s.name, s]));
  const escoSkillIndex = new Map<string, number>();
  const escoSkills: EscoSkillRecord[] = [];
  const skillRef = (uri: string): number | null => {
    const known = escoSkillIndex.get(uri);
    if (known !== undefined) return known;
    const skill = input.esco.skills.get(uri);
    if (!skill) return null;
    escoSkills.push([skill.label, input.escoSkillNames.get(uri) ?? '', skill.type === 'knowledge' ? 'k' : 's']);
    escoSkillIndex.set(uri, escoSkills.length - 1);
    return escoSkills.length - 1;
  };
  const esco: EscoOccupationRecord[] = [];
  const escoBySoc = new Map<string, number[]>();
  for (const occupation of [...input.esco.occupations].sort((a, b) => (a.uri < b.uri ? -1 : 1))) {
    const soc = input.escoSoc.get(occupation.uri);
    if (!soc) continue;
    const relation = input.esco.relations.get(occupation.uri) ?? { essential: [], optional: [] };
    const refs = (uris: string[]) => uris.map(skillRef).filter((i): i is number => i !== null);
    esco.push({
      uri: occupation.uri,
      label: occupation.label,
      isco: occupation.isco,
      soc,
      essential: refs(relation.essential),
      optional: refs(relation.optional.filter((u) => input.escoSkillNames.has(u))),
    });
    escoBySoc.set(soc, [...(escoBySoc.get(soc) ?? []), esco.length - 1]);
  }
  for (const [soc, list] of escoBySoc) {
    const rank = new Map(list.map((i) => [i, input.escoAffinity(esco[i].uri, soc)]));
    list.sort((a, b) => rank.get(b)! - rank.get(a)! || esco[a].label.length - esco[b].label.length || a - b);
  }
  const ratingsBySoc = (list: OnetTables['skills']) => {
    const out = new Map<string, Array<[string, number]>>();
    for (const r of list) {
      if (r.importance < MIN_IMPORTANCE) continue;
      out.set(r.soc, [...(out.get(r.soc) ?? []), [r.element, Math.round(r.importance * 10)]]);
    }
    for (const rows of out.values()) rows.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).splice(ELEMENTS_PER_OCCUPATION);
    return out;
  };
  const onetSkills = ratingsBySoc(input.onet.skills);
  const onetKnowledge = ratingsBySoc(input.onet.knowledge);

  const occupations = input.onet.occupations.map((o): OccupationRecord => {
    const inDemand = new Set(input.inDemandBySoc.get(o.soc) ?? []);
    const tech = (input.bySoc.get(o.soc) ?? [])
      .map((name) => skills.get(name)!)
      .filter((s) => s.kind === 'hard')
      .sort(
        (a, b) =>
          Number(inDemand.has(b.name)) - Number(inDemand.has(a.name)) ||
          Number(b.hot) - Number(a.hot) ||
          a.occupationCount - b.occupationCount ||
          (a.name < b.name ? -1 : 1),
      )
      .slice(0, TECH_PER_OCCUPATION)
      .map((s): [string, number] => [s.name, (s.hot ? 1 : 0) | (inDemand.has(s.name) ? 2 : 0)]);
    return {
      soc: o.soc,
      title: occupationNames(o.title).display,
      family: familyOfSoc(o.soc),
      zone: input.onet.jobZones.get(o.soc) ?? null,
      education: medianCategory(input.onet.education.get(o.soc)),
      experience: medianCategory(input.onet.experience.get(o.soc)),
      tech,
      skills: onetSkills.get(o.soc) ?? [],
      knowledge: onetKnowledge.get(o.soc) ?? [],
      esco: escoBySoc.get(o.soc) ?? [],
    };
  });
  return { occupations, esco, escoSkills };
}

/** the category (1-based) at which half of the respondents are reached, or null without ratings */
export function medianCategory(shares: readonly number[] | undefined): number | null {
  if (!shares) return null;
  const total = shares.reduce((a, b) => a + b, 0);
  if (total <= 0) return null;
  let sum = 0;
  for (let i = 0; i < shares.length; i++) {
    sum += shares[i];
    if (sum >= total / 2) return i + 1;
  }
  return shares.length;
}
