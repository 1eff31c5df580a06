import { describe, expect, it } from 'vitest';
import type { SkillCategory } from '../cv/knowledge/types';
import { groupAndOrderSkills, type SkillKnowledge } from './order-skills';

const CATEGORIES: Record<string, SkillCategory> = {
  go: 'programming_language',
  typescript: 'programming_language',
  python: 'programming_language',
  postgresql: 'database',
  redis: 'database',
  kubernetes: 'devops',
  docker: 'devops',
  'node.js': 'framework',
  figma: 'design',
  communication: 'soft_skill',
};

/** A small knowledge base in the shape of lib/engine/cv/knowledge, so the expectations stay fixed. */
const knowledge: SkillKnowledge = {
  lookupSkill: (name) => {
    const category = CATEGORIES[name.toLowerCase()];
    if (!category) return null;
    const kind = category === 'soft_skill' ? 'soft' : 'hard';
    return { name, category, kind, aliases: [], hot: false, inDemand: false, occupationCount: 0 };
  },
  matchRole: () => ({
    id: 'backend-engineer',
    title: 'Backend Engineer',
    synonyms: [],
    family: 'engineering',
    onetCodes: [],
    requiredHardSkills: ['PostgreSQL', 'Go'],
    preferredHardSkills: ['Kubernetes'],
    softSkills: [],
    industryTerms: [],
    certifications: [],
    nextRoles: [],
  }),
};

const keywords = { present: [], missing: [], recommended: [], hard_skills: ['Redis'], soft_skills: ['Teamwork'], industry_terms: [] };
const SKILLS = ['Communication', 'Figma', 'Python', 'Go', 'Docker', 'Redis', 'TypeScript', 'Node.js', 'PostgreSQL', 'Kubernetes', 'Teamwork', 'Juggling'];

describe('groupAndOrderSkills', () => {
  it("groups by category, leads with the role's required skills, and ends with soft and other skills", () => {
    expect(groupAndOrderSkills(SKILLS, { targetRole: 'Backend Engineer', keywords, language: 'en', knowledge })).toEqual([
      { name: 'Databases', keywords: ['PostgreSQL', 'Redis'] },
      { name: 'Programming Languages', keywords: ['Go', 'Python', 'TypeScript'] },
      { name: 'Cloud & DevOps', keywords: ['Kubernetes', 'Docker'] },
      // lone skills of a category are gathered rather than given a heading each
      { name: 'Technical Skills', keywords: ['Figma', 'Node.js'] },
      { name: 'Soft Skills', keywords: ['Communication', 'Teamwork'] },
      { name: 'Additional Skills', keywords: ['Juggling'] },
    ]);
  });

  it('keeps a short list in one group', () => {
    const groups = groupAndOrderSkills(['Figma', 'Go', 'PostgreSQL', 'Communication'], { targetRole: 'x', keywords, language: 'en', knowledge });
    expect(groups).toEqual([
      { name: 'Technical Skills', keywords: ['PostgreSQL', 'Go', 'Figma'] },
      { name: 'Soft Skills', keywords: ['Communication'] },
    ]);
  });

  it('files a skill of a category it does not know under the general heading', () => {
    const novel: SkillKnowledge = {
      ...knowledge,
      lookupSkill: (name) => ({ name, category: 'science' as SkillCategory, kind: 'hard', aliases: [], hot: false, inDemand: false, occupationCount: 0 }),
    };
    expect(groupAndOrderSkills(['Spectroscopy'], { targetRole: 'x', keywords, language: 'en', knowledge: novel })).toEqual([
      { name: 'Technical Skills', keywords: ['Spectroscopy'] },
    ]);
  });

  it('labels groups in the requested language', () => {
    const groups = groupAndOrderSkills(SKILLS, { targetRole: 'x', keywords, language: 'fr', knowledge });
    expect(groups[0].name).toBe('Bases de données');
  });
  it('puts a spoken-language ability listed among the skills with the additional skills, never the technical ones', () => {
    const groups = groupAndOrderSkills(['Go', 'Bilingual', 'PostgreSQL'], { targetRole: 'Backend Engineer', keywords: { present: [], hard_skills: [], soft_skills: [], industry_terms: [], missing: [] } as never, language: 'en', knowledge });
    expect(groups.find((g) => g.keywords.includes('Bilingual'))?.name).toBe('Additional Skills');
  });
});
