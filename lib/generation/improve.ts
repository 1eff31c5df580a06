/**
 * The `improved_cv` of a generation: the CV's own facts, with the analysis's bullet rewrites
 * applied, the best generated summary, and skills grouped and ordered for the target role.
 * It never adds facts: rewrites that introduce figures are refused, placeholders such as
 * "[X%]" stay visible for the candidate to fill in, and only skills evidenced in the CV are added.
 */
import type { Result } from '../api/schemas/analysis';
import * as knowledgeBase from '../analysis/knowledge';
import type { ParsedCv } from '../analysis/types';
import { bulletRewriter } from './bullet-rewrites';
import { evidencedSkills } from './evidenced-skills';
import { toJsonResume, UNGROUPED_SKILLS } from './json-resume';
import type { JsonResume } from './json-resume-schema';
import { resolveLanguage } from './languages';
import { groupAndOrderSkills, type SkillKnowledge } from './order-skills';
import { pickSummary } from './pick-summary';

export interface ImproveOptions {
  targetRole: string;
  /** the language of the skill group labels ("Programmiersprachen"); English by default */
  language?: string | null;
  /**
   * Skill categories and the role's required skills; lib/analysis/knowledge by default. null
   * means none: the analysis's keyword lists alone then decide groups and order.
   */
  knowledge?: SkillKnowledge | null;
}

export function improveCv(cv: ParsedCv, result: Result, opts: ImproveOptions): JsonResume {
  const knowledge = opts.knowledge === undefined ? knowledgeBase : opts.knowledge;
  const structured = toJsonResume(cv);
  const rewrite = bulletRewriter(result.bullet_rewrites);
  const summary = pickSummary(result.generated_summaries, {
    targetRole: opts.targetRole,
    experienceLevel: result.salary_intelligence.experience_level,
    keywords: [...result.keywords.present, ...result.keywords.hard_skills],
  });

  const listed = structured.skills.flatMap((g) => g.keywords);
  const skills = [...listed, ...evidencedSkills(cv, skillCandidates(result, knowledge), listed)];
  const groups = groupAndOrderSkills(skills, {
    targetRole: opts.targetRole,
    keywords: result.keywords,
    language: resolveLanguage(opts.language),
    knowledge,
  });

  return {
    ...structured,
    basics: { ...structured.basics, ...(summary ? { summary } : {}) },
    work: structured.work.map((job) => ({ ...job, highlights: job.highlights.map(rewrite) })),
    projects: structured.projects.map((p) => ({ ...p, highlights: p.highlights.map(rewrite) })),
    // One group needs no label: the section heading already says "Skills".
    skills: groups.length === 1 ? [{ name: UNGROUPED_SKILLS, keywords: groups[0].keywords }] : groups,
  };
}

/**
 * Hard skills the analysis found, minus domain vocabulary ("latency", "logistics") that is a
 * keyword for matching but not a skill to list; the knowledge base, when given, has the last word.
 */
function skillCandidates(result: Result, knowledge: SkillKnowledge | null | undefined): string[] {
  const terms = new Set(result.keywords.industry_terms.map((t) => t.toLowerCase()));
  return result.keywords.hard_skills.filter((skill) => {
    if (terms.has(skill.toLowerCase())) return false;
    if (!knowledge) return true;
    return knowledge.lookupSkill(skill)?.kind === 'hard';
  });
}
