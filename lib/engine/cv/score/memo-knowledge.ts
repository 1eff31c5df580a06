/**
 * Skill matching is the costliest step of scoring, and an analysis scores the same CV several
 * times (once per improvement action) with only a few lines changed. Matching line by line
 * through a per-analysis memo makes every re-score pay only for the lines that changed.
 */
import type { KnowledgeApi, RoleProfile, SkillMatch, TitleMatch } from '../knowledge/types';

/** a prefix per context, none of which a text starts with */
const CONTEXT_KEYS: Readonly<Record<NonNullable<Parameters<KnowledgeApi['findSkills']>[1]>, string>> = { text: '', skills: '\u0000', contact: '\u0002', named: '\u0003' };

/** The knowledge base with findSkills, matchTitle, matchRole and matchOccupation memoised; create one per analysis. */
export function memoizeKnowledge(knowledge: KnowledgeApi): KnowledgeApi {
  const skills = new Map<string, SkillMatch[]>();
  const titles = new Map<string, TitleMatch | null>();
  const roles = new Map<string, RoleProfile | null>();
  const occupations = new Map<string, RoleProfile | null>();
  return {
    ...knowledge,
    findSkills(text, context = 'text', document) {
      // one analysis reads one CV: its document is the same in every call that passes one
      const key = `${CONTEXT_KEYS[context]}${document === undefined ? '' : '\u0001'}${text}`;
      let found = skills.get(key);
      if (!found) {
        found = knowledge.findSkills(text, context, document);
        skills.set(key, found);
      }
      return found;
    },
    matchTitle(title) {
      if (!titles.has(title)) titles.set(title, knowledge.matchTitle(title));
      return titles.get(title)!;
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

/** findSkills over several texts (a text or [text, context]): counts summed, ordered by first occurrence across them. */
export function findSkillsIn(knowledge: KnowledgeApi, texts: ReadonlyArray<string | readonly [string, 'skills' | 'text']>): SkillMatch[] {
  const merged = new Map<string, SkillMatch>();
  for (const item of texts) {
    const [text, context] = typeof item === 'string' ? [item, 'text' as const] : item;
    if (!text.trim()) continue;
    for (const m of knowledge.findSkills(text, context)) {
      const seen = merged.get(m.skill.name);
      merged.set(m.skill.name, seen ? { skill: seen.skill, count: seen.count + m.count } : m);
    }
  }
  return [...merged.values()];
}
