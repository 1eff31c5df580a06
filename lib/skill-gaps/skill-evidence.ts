import type { ParsedCv } from '../analysis/types';
import type { KnowledgeApi, SkillInfo } from '../analysis/knowledge/types';
import { coveredMonths, datedRoles, type DatedRole } from '../interview/career-timeline';

export type MentionSource = 'bullet' | 'description' | 'title' | 'project' | 'certification' | 'summary' | 'listed';

export interface SkillMention {
  text: string;
  source: MentionSource;
  /** index into ParsedCv.experience when the mention belongs to a job */
  experienceIndex: number | null;
}

export interface SkillEvidence {
  skill: SkillInfo;
  /** named in the skills section */
  listed: boolean;
  mentions: SkillMention[];
  /** experience entries whose title, bullets or description mention the skill */
  roleIndexes: number[];
  /** months of the dated roles that mention it, overlaps counted once */
  months: number;
  /** a bullet mentioning it carries a number (a measured result) */
  quantified: boolean;
  /** a bullet mentioning it describes leading, managing or mentoring */
  leadership: boolean;
}

const NUMBER = /\d/;
const LEADERSHIP = /\b(led|lead|leading|managed|manage|managing|mentored|mentoring|coached|supervised|directed|headed|hired|owned)\b/i;

/**
 * Every known skill found anywhere in the CV with where it was found, keyed by canonical name
 * in first-seen order (skills section first, then experience, projects, certifications, summary).
 */
export function collectSkillEvidence(parsed: ParsedCv, knowledge: KnowledgeApi, now: Date): Map<string, SkillEvidence> {
  const evidence = new Map<string, SkillEvidence>();
  const record = (text: string, source: MentionSource, experienceIndex: number | null) => {
    for (const { skill } of knowledge.findSkills(text)) {
      let item = evidence.get(skill.name);
      if (!item) {
        item = { skill, listed: false, mentions: [], roleIndexes: [], months: 0, quantified: false, leadership: false };
        evidence.set(skill.name, item);
      }
      if (source === 'listed') item.listed = true;
      else item.mentions.push({ text, source, experienceIndex });
      if (experienceIndex !== null && !item.roleIndexes.includes(experienceIndex)) item.roleIndexes.push(experienceIndex);
      if (source === 'bullet' || source === 'project') {
        if (NUMBER.test(stripYears(text))) item.quantified = true;
        if (LEADERSHIP.test(text)) item.leadership = true;
      }
    }
  };

  for (const skill of parsed.listedSkills) record(skill, 'listed', null);
  parsed.experience.forEach((entry, index) => {
    if (entry.title) record(entry.title, 'title', index);
    for (const bullet of entry.bullets) record(bullet, 'bullet', index);
    for (const line of entry.description) record(line, 'description', index);
  });
  for (const project of parsed.projects) {
    for (const text of [project.name, project.description ?? '', ...project.bullets]) if (text) record(text, 'project', null);
  }
  for (const cert of parsed.certifications) record(cert, 'certification', null);
  if (parsed.summary) record(parsed.summary, 'summary', null);

  const roles = datedRoles(parsed, now);
  for (const item of evidence.values()) {
    const using: DatedRole[] = roles.filter((r) => item.roleIndexes.includes(r.index));
    item.months = coveredMonths(using);
  }
  return evidence;
}

/** Years in a bullet ("in 2021") are dates, not results. */
function stripYears(text: string): string {
  return text.replace(/\b(19|20)\d{2}\b/g, '');
}

/** Mentions that show the skill being used (not merely named in a list or a summary). */
export function usageMentions(item: SkillEvidence): SkillMention[] {
  return item.mentions.filter((m) => m.source === 'bullet' || m.source === 'description' || m.source === 'project');
}
