/**
 * The one fake knowledge base of the engine's tests: a hand-written world of skills and role
 * profiles behind the full KnowledgeApi contract, so that tests state exactly which skills and
 * requirements they exercise and do not move when the generated knowledge data is rebuilt. Each
 * suite describes its world (test-knowledge.ts here for the CV engine,
 * lib/engine/interview/fixtures/test-knowledge.ts for the interview and skill gaps); the lookups
 * are these.
 */
import type {
  ActionVerbs,
  ExperienceLevel,
  KnowledgeApi,
  LearningResource,
  RoleProfile,
  SalaryBand,
  SkillInfo,
  SkillMatch,
  TitleMatch,
} from '../knowledge/types';

export interface FakeWorld {
  skills: SkillInfo[];
  roles: RoleProfile[];
  actionVerbs?: ActionVerbs;
  salaryBand?: (roleId: string, country: string, level: ExperienceLevel) => SalaryBand | null;
  salaryCountries?: string[];
  learningResources?: Record<string, LearningResource[]>;
}

/** A text's words apart from punctuation, padded so that a spelling matches only whole words. */
const words = (text: string) => ` ${text.toLowerCase().replace(/[.,;:]+(?=\s|$)/g, ' ').replace(/[^a-z0-9+#./-]+/g, ' ')} `;

/** Every occurrence of each spelling, case-insensitive, in the text as written. */
function spansOf(text: string, spellings: readonly string[]): Array<{ start: number; end: number; text: string }> {
  const lower = text.toLowerCase();
  const spans: Array<{ start: number; end: number; text: string }> = [];
  for (const s of new Set(spellings.map((x) => x.toLowerCase()))) {
    for (let at = lower.indexOf(s); at !== -1; at = lower.indexOf(s, at + s.length)) spans.push({ start: at, end: at + s.length, text: text.slice(at, at + s.length) });
  }
  return spans.sort((a, b) => a.start - b.start);
}

export function fakeKnowledge(world: FakeWorld): KnowledgeApi {
  const { skills, roles } = world;

  function findSkills(text: string): SkillMatch[] {
    const haystack = words(text);
    const found: Array<SkillMatch & { at: number }> = [];
    for (const skill of skills) {
      let at = Infinity;
      let count = 0;
      for (const alias of new Set(skill.aliases)) {
        const needle = words(alias);
        for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + 1)) {
          count++;
          at = Math.min(at, i);
        }
      }
      if (count > 0) found.push({ skill, count, at });
    }
    return found.sort((a, b) => a.at - b.at).map(({ skill, count }) => ({ skill, count }));
  }

  /** the profile whose title, else whose synonym, the title contains ("Senior Backend Engineer II") */
  function matchRole(title: string): RoleProfile | null {
    const t = title.toLowerCase();
    return roles.find((r) => t.includes(r.title.toLowerCase())) ?? roles.find((r) => r.synonyms.some((s) => t.includes(s))) ?? null;
  }

  // a profile match is exact; the fake knows no O*NET occupations
  const titleMatchOf = (role: RoleProfile | null): TitleMatch | null =>
    role && { occupation: null, family: role.family, role, confidence: 'exact', score: 1, matchedTitle: role.title, seniority: null };

  return {
    findSkills,
    findSkillEvidence: (text) => findSkills(text).map(({ skill, count }) => ({ skill, count, spans: spansOf(text, [skill.name, ...skill.aliases]) })),
    lookupSkill: (name) => {
      const lower = name.toLowerCase();
      return skills.find((s) => s.name.toLowerCase() === lower || s.aliases.includes(lower)) ?? null;
    },
    matchTitle: (title) => titleMatchOf(matchRole(title)),
    matchRole,
    matchOccupation: () => null,
    getOccupation: () => null,
    getRole: (id) => roles.find((r) => r.id === id) ?? null,
    allRoles: () => roles,
    actionVerbs: world.actionVerbs ?? { strong: new Set(), weak: new Map(), cliches: new Set() },
    salaryBand: world.salaryBand ?? (() => null),
    salaryCountries: () => world.salaryCountries ?? [],
    learningResources: (skill) => world.learningResources?.[skill] ?? [],
  };
}
