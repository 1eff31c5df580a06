import type { QuestionContext } from './questions/question-context';
import { datedRoles, latestRole } from './questions/cv-roles';
import { listPhrase, roleInProse, roleYears } from '../cv/facts/cv-reference';
import { missingRequiredSkills } from './questions/role-gap-questions';

/** A briefing paragraph for the interviewer: who this is, what they are strongest at, and what to check. */
export function candidateSummary(ctx: QuestionContext): string {
  const { parsed, facts } = ctx;
  const name = parsed.contact.name ?? 'The candidate';
  const latest = latestRole(parsed, facts);
  const years = facts.timeline.experienceYears;
  const employers = [...new Set(datedRoles(parsed, facts).reverse().map((r) => r.entry.employer).filter((e): e is string => !!e))];
  const sentences: string[] = [];

  if (latest) {
    const current = latest.entry.current ? 'currently' : 'most recently';
    const span = years > 0 ? ` with about ${years} year${years === 1 ? '' : 's'} of experience` : '';
    const across = employers.length > 1 ? ` across ${employers.length} employers (${listPhrase(employers.slice(0, 4))})` : '';
    sentences.push(`${name} is ${current} ${roleInProse(latest.entry)} (${roleYears(latest.entry)})${span}${across}.`);
  } else if (facts.sections.presence.experience === 'absent') {
    const school = parsed.education[0];
    sentences.push(`${name} has no work history on the CV${school?.institution ? `; studies at ${school.institution}${school.degree ? ` (${school.degree})` : ''}` : ''}.`);
  } else {
    // the layout kept the roles from being read: say what was read, not that there is nothing
    const school = parsed.education[0];
    sentences.push(`${name}'s roles could not be read one by one from this file${school?.institution ? `; education: ${school.institution}${school.degree ? ` (${school.degree})` : ''}` : ''}.`);
  }

  const used = [...ctx.evidence.values()]
    .filter((e) => e.skill.kind === 'hard' && e.roleIndexes.length > 0)
    .sort((a, b) => b.months - a.months || b.mentions.length - a.mentions.length)
    .slice(0, 5)
    .map((e) => e.skill.name);
  if (used.length > 0) sentences.push(`Skills shown in use: ${listPhrase(used)}.`);
  if (ctx.result.key_strengths.length > 0) sentences.push(`Key strengths: ${listPhrase(ctx.result.key_strengths.slice(0, 3).map((s) => s.replace(/\.$/, '')))}.`);

  const missing = missingRequiredSkills(ctx);
  const gaps = [...facts.timeline.gaps, ...(facts.timeline.sinceLastRole ? [facts.timeline.sinceLastRole] : [])];
  const checks: string[] = [];
  if (missing.length > 0) checks.push(`no evidence of ${listPhrase(missing.slice(0, 4))}`);
  if (gaps.length > 0) checks.push(`${gaps.length === 1 ? 'a' : gaps.length} gap${gaps.length === 1 ? '' : 's'} in employment`);
  const flags = ctx.result.red_flags.filter((f) => f.type !== 'employment_gap' && f.type !== 'missing_contact').length;
  if (flags > 0) checks.push(`${flags} other red flag${flags === 1 ? '' : 's'} from the analysis`);
  sentences.push(
    checks.length > 0
      ? `Against ${ctx.roleTitle}, check: ${listPhrase(checks)}.`
      : `Against ${ctx.roleTitle}, the CV covers the role's required skills; focus on depth and fit.`,
  );
  return sentences.join(' ');
}
