import type { SkillCategory, SkillInfo } from '../cv/knowledge/types';
import type { SkillGapCategory } from '../../schemas/skill-gap';

const LEADERSHIP_NAME = /\b(lead|leadership|people|team management|line management|mentor|coach|hiring|recruit|delegat|team building|performance (review|management)|supervis)/i;

const BY_KNOWLEDGE_CATEGORY: Record<SkillCategory, SkillGapCategory> = {
  programming_language: 'technical',
  framework: 'technical',
  database: 'technical',
  cloud: 'technical',
  devops: 'technical',
  data: 'technical',
  ai_ml: 'technical',
  security: 'technical',
  design: 'technical',
  engineering: 'technical',
  methodology: 'domain',
  office: 'tool',
  business_software: 'tool',
  tool: 'tool',
  marketing: 'domain',
  sales: 'domain',
  finance: 'domain',
  healthcare: 'domain',
  education: 'domain',
  trades: 'domain',
  domain: 'domain',
  soft_skill: 'soft',
};

/**
 * The wire category of a skill (software products in business fields count as tools). People-leadership skills get their own category whatever the
 * knowledge base files them under, because they are learned by doing (leading), not by study.
 */
export function gapCategory(name: string, info: SkillInfo | null): SkillGapCategory {
  if (LEADERSHIP_NAME.test(name) && (!info || info.kind === 'soft' || info.category === 'methodology' || info.category === 'domain')) {
    return 'leadership';
  }
  if (!info) return 'domain';
  const category = BY_KNOWLEDGE_CATEGORY[info.category] ?? 'domain';
  // O*NET lists only software, so a listed skill in a domain category is a product (Jira, Epic): a tool.
  return category === 'domain' && info.occupationCount > 0 ? 'tool' : category;
}
