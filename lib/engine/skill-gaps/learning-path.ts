import type { KnowledgeApi, SkillCategory, SkillInfo } from '../cv/knowledge/types';
import type { GapPriority, LearningStep, SkillGapCategory, SkillLevel } from '../../schemas/skill-gap';
import { learningHours, weeksFor } from './learning-hours';
import { milestoneFor } from './milestone';
import { localResources } from '../cv/knowledge/local-credentials';
import { rankResources } from './resource-relevance';
import { PRIORITY_RANK } from './assess-skills';

export interface PathGap {
  name: string;
  info: SkillInfo | null;
  category: SkillGapCategory;
  current: SkillLevel;
  required: SkillLevel;
  priority: GapPriority;
}

/**
 * Foundations before what is built on them in a technical stack: a language before its
 * frameworks, storage before the services that use it, running software before operating it at
 * scale. Other skills keep the role profile's order (most important first), and credentials come
 * last within a priority because they examine the skills before them.
 */
const FOUNDATION_RANK: Partial<Record<SkillCategory, number>> = {
  programming_language: 0,
  database: 1,
  framework: 2,
  data: 2,
  ai_ml: 3,
  cloud: 3,
  devops: 4,
  security: 4,
};
const UNRANKED = 5;
const CREDENTIAL_RANK = 6;

function foundationRank(gap: PathGap): number {
  if (gap.category === 'certification') return CREDENTIAL_RANK;
  if (gap.category !== 'technical' || !gap.info) return UNRANKED;
  return FOUNDATION_RANK[gap.info.category] ?? UNRANKED;
}

/** Well-known "learn this first" pairs that category order alone cannot see (dependent → prerequisites). */
const PREREQUISITES: Record<string, string[]> = {
  kubernetes: ['docker'],
  helm: ['kubernetes'],
  typescript: ['javascript'],
  react: ['javascript'],
  'node.js': ['javascript'],
  'next.js': ['react'],
  angular: ['typescript'],
  'vue.js': ['javascript'],
  express: ['node.js'],
  django: ['python'],
  flask: ['python'],
  fastapi: ['python'],
  pandas: ['python'],
  pytorch: ['python'],
  tensorflow: ['python'],
  'scikit-learn': ['python'],
  spring: ['java'],
  'spring boot': ['java'],
  'ruby on rails': ['ruby'],
  'asp.net': ['c#'],
};

/** Gaps in learning order: priority first, then foundations, then any named prerequisite moved before its dependent. */
export function orderGaps(gaps: PathGap[]): PathGap[] {
  const ordered = gaps
    .map((gap, index) => ({ gap, index }))
    .sort(
      (a, b) =>
        PRIORITY_RANK[a.gap.priority] - PRIORITY_RANK[b.gap.priority] ||
        foundationRank(a.gap) - foundationRank(b.gap) ||
        a.index - b.index,
    )
    .map(({ gap }) => gap);
  for (let i = 0; i < ordered.length; i++) {
    const needs = PREREQUISITES[ordered[i].name.toLowerCase()] ?? [];
    const later = ordered.findIndex((g, j) => j > i && needs.includes(g.name.toLowerCase()));
    if (later > i) {
      const [prerequisite] = ordered.splice(later, 1);
      ordered.splice(i, 0, prerequisite);
      i = -1; // a moved prerequisite may itself have prerequisites further down
    }
  }
  return ordered;
}

export interface PathContext {
  knowledge: KnowledgeApi;
  targetRole: string;
  /** the CV's country (ISO alpha-2): resources of another country's law or agencies give way to its own */
  country?: string | null;
  /** a database or language the candidate already has, for build milestones */
  companion: (gap: PathGap) => string | null;
}

/**
 * A resource already recommended for an earlier step is repeated only when it fits this skill
 * as closely as a skill's own resource does (HTML and CSS share a web course): a category's
 * general course is not stretched over communication, creativity and attention to detail.
 */
const REPEAT_MIN_RELEVANCE = 85;

export function buildLearningPath(gaps: PathGap[], context: PathContext): LearningStep[] {
  const used = new Set<string>();
  return orderGaps(gaps).map((gap, i) => {
    const hours = learningHours(gap.category, gap.current, gap.required);
    const resources = rankResources(localResources(context.knowledge.learningResources(gap.name), context.country), gap.name, gap.current, gap.category).filter(
      (r) => !used.has(r.url) || r.relevance_score >= REPEAT_MIN_RELEVANCE,
    );
    for (const r of resources) used.add(r.url);
    return {
      order: i + 1,
      skill_name: gap.name,
      milestone: milestoneFor({
        skill: gap.name,
        info: gap.info,
        category: gap.category,
        requiredLevel: gap.required,
        targetRole: context.targetRole,
        companion: context.companion(gap),
      }),
      resources,
      estimated_weeks: weeksFor(hours),
    };
  });
}
