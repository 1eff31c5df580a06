/**
 * The occupation catalogue (data/occupations.json): every O*NET occupation with what the data
 * says it needs, and the ESCO occupations compared with each. Records are expanded on first use,
 * one at a time: an analysis reads two or three occupations, not a thousand.
 */
import occupationsFile from './data/occupations.json';
import type { EscoOccupationRecord, EscoSkillRecord, OccupationRecord } from './data-files';
import { EDUCATION_LEVELS, EXPERIENCE_LEVELS } from './curated/onet-elements';
import type { Occupation, RoleFamily } from './types';

const file = occupationsFile as unknown as { occupations: OccupationRecord[]; esco: EscoOccupationRecord[]; escoSkills: EscoSkillRecord[] };

let bySoc: Map<string, number> | null = null;
const expanded = new Map<string, Occupation>();

function socIndex(): Map<string, number> {
  bySoc ??= new Map(file.occupations.map((o, i) => [o.soc, i]));
  return bySoc;
}

export function occupationCount(): number {
  return file.occupations.length;
}

/** the occupation at an index of the catalogue (the title index refers to them so) */
export function occupationAt(index: number, escoIndex: number | null = null): Occupation {
  const key = `${index}:${escoIndex ?? ''}`;
  const cached = expanded.get(key);
  if (cached) return cached;
  const r = file.occupations[index];
  const linked = r.esco.map((i) => file.esco[i]);
  // the ESCO occupation the title named, else the one whose label is closest to O*NET's name
  const esco = escoIndex !== null ? file.esco[escoIndex] : (linked.find((e) => sameWords(e.label, r.title)) ?? linked[0] ?? null);
  const occupation: Occupation = Object.freeze({
    soc: r.soc,
    title: r.title,
    family: r.family as RoleFamily,
    jobZone: r.zone,
    education: r.education ? EDUCATION_LEVELS[r.education - 1] : null,
    educationLevel: r.education,
    experience: r.experience ? EXPERIENCE_LEVELS[r.experience - 1] : null,
    experienceLevel: r.experience,
    technologies: Object.freeze(r.tech.map(([name, flags]) => Object.freeze({ name, hot: (flags & 1) === 1, inDemand: (flags & 2) === 2 }))),
    skills: Object.freeze(r.skills.map(([element, importance]) => Object.freeze({ element, importance: importance / 10 }))),
    knowledge: Object.freeze(r.knowledge.map(([element, importance]) => Object.freeze({ element, importance: importance / 10 }))),
    esco: esco ? escoView(esco) : null,
  });
  expanded.set(key, occupation);
  return occupation;
}

function escoView(e: EscoOccupationRecord): NonNullable<Occupation['esco']> {
  const skill = (i: number) => {
    const [label, lexicon, type] = file.escoSkills[i];
    return Object.freeze({ label, skill: lexicon || null, knowledge: type === 'k' });
  };
  return Object.freeze({
    uri: e.uri,
    label: e.label,
    isco: e.isco,
    essential: Object.freeze(e.essential.map(skill)),
    optional: Object.freeze(e.optional.map(skill)),
  });
}

const words = (s: string) => s.toLowerCase().replace(/[^a-z ]/g, ' ').split(/\s+/).filter(Boolean).sort().join(' ');
function sameWords(a: string, b: string): boolean {
  return words(a) === words(b);
}

/** the occupation with this O*NET-SOC code ("15-1252.00"), or null */
export function occupationBySoc(soc: string): Occupation | null {
  const index = socIndex().get(soc);
  return index === undefined ? null : occupationAt(index);
}

export function occupationFamilyAt(index: number): RoleFamily {
  return file.occupations[index].family as RoleFamily;
}

export function socAt(index: number): string {
  return file.occupations[index].soc;
}
