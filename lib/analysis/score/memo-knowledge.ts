/**
 * Skill matching is the costliest step of scoring, and an analysis scores the same CV several
 * times (once per improvement action) with only a few lines changed. Matching line by line
 * through a per-analysis memo makes every re-score pay only for the lines that changed.
 */
import type { KnowledgeApi, RoleProfile, SkillMatch } from '../knowledge/types';

/** The knowledge base with findSkills, matchRole and matchOccupation memoised; create one per analysis. */
export function memoizeKnowledge(knowledge: KnowledgeApi): KnowledgeApi {
  const skills = new Map<string, SkillMatch[]>();
  const roles = new Map<string, RoleProfile | null>();
  const occupations = new Map<string, RoleProfile | null>();
  return {
    ...knowledge,
    findSkills(text) {
      let found = skills.get(text);
      if (!found) {
        found = knowledge.findSkills(text);
        skills.set(text, found);
      }
      return found;
    },
    matchRole(title) {
      if (!roles.has(title)) roles.set(title, knowledge.matchRole(title));
      return roles.get(title)!;
    },
    matchOccupation(title) {
      if (!occupations.has(title)) occupations.set(title, knowledge.matchOccupation(title));
      return occupations.get(title)!;
    },
  };
}

/** findSkills over several texts: counts summed, ordered by first occurrence across them. */
export function findSkillsIn(knowledge: KnowledgeApi, texts: readonly string[]): SkillMatch[] {
  const merged = new Map<string, SkillMatch>();
  for (const text of texts) {
    if (!text.trim()) continue;
    for (const m of knowledge.findSkills(text)) {
      const seen = merged.get(m.skill.name);
      merged.set(m.skill.name, seen ? { skill: seen.skill, count: seen.count + m.count } : m);
    }
  }
  return [...merged.values()];
}
