import type { SkillLevel } from '../../schemas/skill-gap';
import { usageMentions, type SkillEvidence } from './skill-evidence';

export const LEVELS: readonly SkillLevel[] = ['none', 'beginner', 'intermediate', 'advanced', 'expert'];

export function levelRank(level: SkillLevel): number {
  return LEVELS.indexOf(level);
}

/**
 * The level the CV shows, from the strongest evidence it has:
 * - none: the skill appears nowhere;
 * - beginner: only named (skills list, summary), never shown in use;
 * - intermediate: used in one role or a project for under two years, or backed by a certification
 *   or a degree in the subject ("BSc Statistics");
 * - advanced: two to five years of roles that use it, or used in several roles;
 * - expert: five years or more, with leadership or measured results in the bullets that use it.
 * Recruiters read a listed-only skill as a claim and a skill inside a bullet as evidence, hence
 * the jump between beginner and intermediate.
 */
export function inferLevel(evidence: SkillEvidence | undefined): SkillLevel {
  if (!evidence) return 'none';
  const used = usageMentions(evidence).length > 0 || evidence.roleIndexes.length > 0;
  const certified = evidence.mentions.some((m) => m.source === 'certification' || m.source === 'education');
  if (!used) return certified ? 'intermediate' : 'beginner';
  const years = evidence.months / 12;
  if (years >= 5 && (evidence.leadership || evidence.quantified)) return 'expert';
  if (years >= 2 || evidence.roleIndexes.length >= 2) return 'advanced';
  return 'intermediate';
}

/** Plain-language account of the evidence behind a level, for reasoning strings. */
export function describeEvidence(evidence: SkillEvidence | undefined, roleNames: (index: number) => string, mentioned = false, writtenIn = 'en'): string {
  // "not found anywhere" is said only when the page never spells it, not even inside an employer's name or in passing
  if (!evidence) return mentioned ? 'named on the page only where it need not mean the skill (such as the name of an employer, school or place), not shown as a skill' : absentFrom(writtenIn);
  const parts: string[] = [];
  if (evidence.roleIndexes.length > 0) {
    const years = evidence.months / 12;
    const span = evidence.months > 0 ? ` (${years >= 1 ? `about ${Math.round(years * 10) / 10} years` : `${evidence.months} months`})` : '';
    parts.push(`used at ${evidence.roleIndexes.map(roleNames).join(' and ')}${span}`);
  }
  const projects = evidence.mentions.filter((m) => m.source === 'project').length;
  if (projects > 0) parts.push(`used in ${projects === 1 ? 'a project' : `${projects} project lines`}`);
  if (evidence.mentions.some((m) => m.source === 'certification')) parts.push('backed by a certification');
  const degree = evidence.mentions.find((m) => m.source === 'education');
  if (degree) parts.push(`studied for a degree (${degree.text.replace(/\s+/g, ' ')})`);
  if (parts.length === 0) {
    if (evidence.listed) parts.push('listed in the skills section but not shown in use in any role or project');
    else parts.push('mentioned only in the summary, not shown in use');
  } else if (evidence.listed) parts.push('also listed in the skills section');
  if (evidence.quantified) parts.push('with measured results');
  if (evidence.leadership) parts.push('including leading others');
  return parts.join(', ');
}

/**
 * The skill names the engine reads are English, with a curated share of Spanish, French, German
 * and Portuguese wordings: a CV in another language may show the skill in words it does not
 * know, so it says it did not recognise the skill rather than that the CV lacks it.
 */
function absentFrom(language: string): string {
  if (!/^[a-z]{2}$/.test(language) || language === 'en') return 'not found anywhere in the CV';
  const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(language);
  return name && name !== language ? `not recognised in the CV's ${name} wording` : 'not recognised in the CV\'s wording';
}
