/**
 * For knowledge bases written by hand (test fixtures) that implement only the older part of the
 * contract: the title match is derived from matchRole (a profile match is exact, its occupation
 * unknown) and the evidence spans from findSkills (every occurrence located by its spellings).
 */
import type { KnowledgeApi, RoleProfile, TitleMatch } from './types';

export type KnowledgeBase = Omit<KnowledgeApi, 'matchTitle' | 'findSkillEvidence' | 'getOccupation'> & Partial<KnowledgeApi>;

export function completeKnowledgeApi(base: KnowledgeBase): KnowledgeApi {
  return {
    matchTitle: (title) => titleMatchOf(base.matchRole(title)),
    getOccupation: () => null,
    findSkillEvidence: (text, context) =>
      base.findSkills(text, context).map(({ skill, count }) => ({ skill, count, spans: spansOf(text, [skill.name, ...skill.aliases]) })),
    ...base,
  };
}

function titleMatchOf(role: RoleProfile | null): TitleMatch | null {
  if (!role) return null;
  return { occupation: null, family: role.family, role, confidence: 'exact', score: 1, matchedTitle: role.title, seniority: null };
}

function spansOf(text: string, spellings: readonly string[]): Array<{ start: number; end: number; text: string }> {
  const lower = text.toLowerCase();
  const spans: Array<{ start: number; end: number; text: string }> = [];
  for (const s of new Set(spellings.map((x) => x.toLowerCase()))) {
    for (let at = lower.indexOf(s); at !== -1; at = lower.indexOf(s, at + s.length)) spans.push({ start: at, end: at + s.length, text: text.slice(at, at + s.length) });
  }
  return spans.sort((a, b) => a.start - b.start);
}
