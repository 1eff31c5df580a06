import type { LearningResource as KnowledgeResource, ResourceLevel, ResourceType } from '../cv/knowledge/types';
import type { LearningResource, SkillGapCategory, SkillLevel } from '../../schemas/skill-gap';

/** The resource level a learner needs next: beginner material until they have the basics. */
export function neededResourceLevel(current: SkillLevel): ResourceLevel {
  if (current === 'none' || current === 'beginner') return 'beginner';
  if (current === 'intermediate') return 'intermediate';
  return 'advanced';
}

const RESOURCE_LEVELS: ResourceLevel[] = ['beginner', 'intermediate', 'advanced'];

/** Structured, hands-on formats teach a skill end to end; reference material suits a refresher. */
const TYPE_POINTS: Record<ResourceType, number> = {
  course: 25,
  project: 25,
  certification: 20,
  tutorial: 18,
  documentation: 15,
  video: 12,
  book: 12,
};

const COST_POINTS = { free: 15, low: 11, medium: 7, high: 3 } as const;

/**
 * 0–100: level fit 40 (exact), 20 (one level off), 0; format up to 25; cost up to 15 (free
 * first, since the learner pays); topic 20 when the resource names the skill, since the
 * knowledge base falls back to a category-wide resource ("AWS Skill Builder" for any cloud
 * skill) when it has none of the skill's own. For a credential gap the credential's own
 * programme is what closes it, so certification resources get full format points there.
 */
export function relevanceScore(resource: KnowledgeResource, current: SkillLevel, category: SkillGapCategory, skill: string): number {
  const distance = Math.abs(RESOURCE_LEVELS.indexOf(resource.level) - RESOURCE_LEVELS.indexOf(neededResourceLevel(current)));
  const levelPoints = distance === 0 ? 40 : distance === 1 ? 20 : 0;
  const typePoints = category === 'certification' && resource.type === 'certification' ? 25 : TYPE_POINTS[resource.type] ?? 8;
  const costPoints = COST_POINTS[resource.cost_range] ?? 0;
  const topicPoints = namesSkill(resource, skill) ? 20 : 0;
  return Math.max(0, Math.min(100, levelPoints + typePoints + costPoints + topicPoints));
}

function namesSkill(resource: KnowledgeResource, skill: string): boolean {
  const key = skill.toLowerCase().replace(/[^a-z0-9+#]/g, '');
  const haystack = `${resource.title} ${resource.url}`.toLowerCase().replace(/[^a-z0-9+#]/g, '');
  return key.length > 0 && haystack.includes(key);
}

/** The best few resources for a step, most relevant first (title breaks ties so the order is stable). */
export function rankResources(
  resources: readonly KnowledgeResource[],
  skill: string,
  current: SkillLevel,
  category: SkillGapCategory,
  limit = 3,
): LearningResource[] {
  return resources
    .map((r) => ({
      title: r.title,
      provider: r.provider.toLowerCase().replace(/\s+/g, '_'),
      url: r.url,
      type: r.type,
      duration: r.duration,
      level: r.level,
      cost_range: r.cost_range,
      relevance_score: relevanceScore(r, current, category, skill),
    }))
    .sort((a, b) => b.relevance_score - a.relevance_score || a.title.localeCompare(b.title))
    .slice(0, limit);
}
