import type { LearningResource, SkillCategory } from '../types';
import type { SkillRecord } from '../data-files';

type Row = readonly [string, string, string, LearningResource['type'], string, LearningResource['level'], LearningResource['cost_range']];

export interface ResourceInputs {
  skills: readonly SkillRecord[];
  bySkill: Readonly<Record<string, readonly Row[]>>;
  fallbacks: Readonly<Record<SkillCategory, Row>>;
}

export interface ResourceTable {
  skills: Record<string, LearningResource[]>;
  fallbacks: Record<string, LearningResource>;
}

/** checks every entry names a known skill and an https URL, and expands rows to objects */
export function buildResources(input: ResourceInputs): ResourceTable {
  const known = new Set(input.skills.map((s) => s.name));
  const errors: string[] = [];
  const skills: ResourceTable['skills'] = {};
  for (const name of Object.keys(input.bySkill).sort()) {
    if (!known.has(name)) errors.push(`resources for unknown skill "${name}"`);
    const rows = input.bySkill[name];
    if (rows.length === 0 || rows.length > 3) errors.push(`"${name}" needs 1–3 resources`);
    skills[name] = rows.map(toResource);
  }
  const fallbacks: ResourceTable['fallbacks'] = {};
  for (const category of Object.keys(input.fallbacks).sort()) {
    fallbacks[category] = toResource(input.fallbacks[category as SkillCategory]);
  }
  for (const r of [...Object.values(skills).flat(), ...Object.values(fallbacks)]) {
    if (!/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/i.test(r.url)) errors.push(`not an https URL: ${r.url}`);
    if (r.provider !== r.provider.toLowerCase()) errors.push(`provider must be a lower-case id: ${r.provider}`);
  }
  if (errors.length > 0) throw new Error(`invalid learning resources:\n  ${errors.join('\n  ')}`);
  return { skills, fallbacks };
}

function toResource([title, provider, url, type, duration, level, cost_range]: Row): LearningResource {
  return { title, provider, url, type, duration, level, cost_range };
}
