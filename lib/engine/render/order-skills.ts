/**
 * Groups a CV's skills into labelled categories and orders them so the target role's skills come
 * first. Uses the knowledge base when the caller passes it (categories, the role's required
 * skills); without it, falls back to the analysis's keyword lists.
 */
import type { Result } from '../../schemas/analysis';
import type { KnowledgeApi, SkillCategory } from '../cv/knowledge/types';
import { namesSpeakingAbility } from '../cv/parse/languages';
import type { CvLanguage } from './languages';
import { LOCALE_TEXT, type SkillGroupKey } from './locale-text';

export type SkillKnowledge = Pick<KnowledgeApi, 'lookupSkill' | 'matchRole'>;

export interface SkillGroup {
  name: string;
  keywords: string[];
}

const GROUP_OF_CATEGORY: Record<SkillCategory, SkillGroupKey> = {
  programming_language: 'programming',
  framework: 'frameworks',
  database: 'databases',
  cloud: 'cloud_devops',
  devops: 'cloud_devops',
  data: 'data_ai',
  ai_ml: 'data_ai',
  security: 'security',
  design: 'design',
  engineering: 'design',
  office: 'tools',
  business_software: 'tools',
  tool: 'tools',
  methodology: 'methods',
  marketing: 'marketing_sales',
  sales: 'marketing_sales',
  finance: 'finance',
  healthcare: 'healthcare',
  education: 'teaching',
  trades: 'trades',
  domain: 'domain',
  soft_skill: 'soft',
};

/** Below this many hard skills, categories would hold one or two each: one list reads better. */
const MIN_SKILLS_TO_CATEGORISE = 8;

/** Soft and uncategorised skills close the list whatever their rank: the role's hard skills lead. */
const TRAILING_GROUPS: readonly SkillGroupKey[] = ['soft', 'other'];

export interface SkillOrderContext {
  targetRole: string;
  keywords: Result['keywords'];
  language: CvLanguage;
  knowledge?: SkillKnowledge | null;
}

export function groupAndOrderSkills(skills: readonly string[], context: SkillOrderContext): SkillGroup[] {
  const rank = skillRanker(context);
  const classify = skillClassifier(context);
  const ranked = skills
    .map((name, position) => ({ name, group: classify(name), rank: rank(name), position }))
    .sort((a, b) => a.rank - b.rank || a.position - b.position);

  const sizes = new Map<SkillGroupKey, number>();
  for (const skill of ranked) sizes.set(skill.group, (sizes.get(skill.group) ?? 0) + 1);
  const hardCount = ranked.filter((s) => !TRAILING_GROUPS.includes(s.group)).length;
  // Six categories of one skill each read as clutter: a short list, or a lone skill, goes under one heading.
  const merged = (key: SkillGroupKey): SkillGroupKey =>
    TRAILING_GROUPS.includes(key) || (hardCount >= MIN_SKILLS_TO_CATEGORISE && sizes.get(key)! >= 2) ? key : 'technical';

  const groups = new Map<SkillGroupKey, { keywords: string[]; best: number }>();
  for (const skill of ranked) {
    const key = merged(skill.group);
    const group = groups.get(key) ?? { keywords: [], best: skill.rank * 1e4 + skill.position };
    group.keywords.push(skill.name);
    groups.set(key, group);
  }
  const labels = LOCALE_TEXT[context.language].skillGroups;
  return [...groups.entries()]
    .sort(([ka, a], [kb, b]) => trailing(ka) - trailing(kb) || a.best - b.best)
    .map(([key, group]) => ({ name: labels[key], keywords: group.keywords }));
}

function trailing(key: SkillGroupKey): number {
  return TRAILING_GROUPS.indexOf(key) + 1;
}

/** Lower is more relevant: the role's required skills, its preferred ones, then the analysis's keywords. */
function skillRanker(context: SkillOrderContext): (skill: string) => number {
  const role = context.knowledge?.matchRole(context.targetRole) ?? null;
  const tiers: (readonly string[])[] = [
    role?.requiredHardSkills ?? [],
    role?.preferredHardSkills ?? [],
    context.keywords.present,
    context.keywords.hard_skills,
  ];
  const canonical = canonicalName(context.knowledge);
  const tierIndexes = tiers.map((list) => new Map(list.map((s, i) => [canonical(s), i])));
  return (skill) => {
    const key = canonical(skill);
    const tier = tierIndexes.findIndex((index) => index.has(key));
    // Inside a tier keep the list's own order (most important first); 1000 separates tiers.
    return tier < 0 ? tiers.length * 1000 : tier * 1000 + tierIndexes[tier].get(key)!;
  };
}

function skillClassifier(context: SkillOrderContext): (skill: string) => SkillGroupKey {
  const canonical = canonicalName(context.knowledge);
  const soft = new Set(context.keywords.soft_skills.map(canonical));
  const hard = new Set([...context.keywords.hard_skills, ...context.keywords.present].map(canonical));
  return (skill) => {
    // a language ability the CV lists among its skills ("Bilingual") is no technical or domain skill
    if (namesSpeakingAbility(skill)) return 'other';
    const info = context.knowledge?.lookupSkill(skill);
    // A category newer than this table still gets a heading rather than an undefined one.
    if (info) return GROUP_OF_CATEGORY[info.category] ?? (info.kind === 'soft' ? 'soft' : 'technical');
    const key = canonical(skill);
    if (soft.has(key)) return 'soft';
    return hard.has(key) ? 'technical' : 'other';
  };
}

/** Aliases collapse to one key ("Postgres" = "PostgreSQL") when the knowledge base is there. */
function canonicalName(knowledge: SkillKnowledge | null | undefined): (skill: string) => string {
  return (skill) => (knowledge?.lookupSkill(skill)?.name ?? skill).trim().toLowerCase();
}
