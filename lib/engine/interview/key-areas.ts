import { formatYearMonth } from './questions/cv-roles';
import { employerName, listPhrase } from '../cv/facts/cv-reference';
import type { QuestionContext } from './questions/question-context';
import { missingRequiredSkills } from './questions/role-gap-questions';
import { credentialLines, matchCertification } from '../cv/facts/certification-match';

export interface KeyArea {
  area: string;
  reason: string;
  suggested_approach: string;
}

/** Below this share of quantified bullets the CV's impact is mostly unproven. */
const LOW_QUANTIFICATION = 0.3;

/** What the interviewer must come out knowing: the CV's doubts and the role's unmet requirements. */
export function keyAreasToProbe(ctx: QuestionContext): KeyArea[] {
  const areas: KeyArea[] = [];
  const t = ctx.facts.timeline;
  for (const gap of t.gaps) {
    const [before, after] = [ctx.parsed.experience[gap.before], ctx.parsed.experience[gap.after]];
    const a = employerName(before);
    const b = employerName(after);
    areas.push({
      area: `Employment gap between ${a} and ${b}`,
      reason: `${gap.months} months between leaving ${a} (${before.end ? formatYearMonth(before.end) : 'undated'}) and joining ${b} (${after.start ? formatYearMonth(after.start) : 'undated'}).`,
      suggested_approach: 'Ask openly and early, without judgement; check the account is consistent with the dates and with references.',
    });
  }
  if (t.sinceLastRole) {
    const last = ctx.parsed.experience[t.sinceLastRole.role];
    areas.push({
      area: `Employment gap since ${employerName(last)}`,
      reason: `${t.sinceLastRole.months} months since leaving ${employerName(last)} (${last.end ? formatYearMonth(last.end) : 'undated'}), with no role on the CV since.`,
      suggested_approach: 'Ask what the candidate has been doing and what they want next; check for study, caring or freelance work the CV leaves out.',
    });
  }
  const short = t.shortTenures.map((index) => ({ entry: ctx.parsed.experience[index], months: t.roles[index].months! }));
  if (short.length > 0) {
    areas.push({
      area: short.length >= 3 ? 'Pattern of short tenures' : 'Short tenure',
      reason: `${listPhrase(short.map((r) => `${employerName(r.entry)} (${r.months} months)`))} lasted under a year.`,
      suggested_approach: 'Ask for the reason behind each move and what the candidate now checks before accepting an offer; confirm with references.',
    });
  }
  const missing = missingRequiredSkills(ctx);
  if (missing.length > 0) {
    areas.push({
      area: `Required skills not on the CV: ${listPhrase(missing.slice(0, 5))}`,
      reason: `${ctx.profile ? `The ${ctx.profile.title} profile requires` : 'The analysis found the role needs'} ${listPhrase(missing.slice(0, 5))}; the CV shows no evidence of ${missing.length === 1 ? 'it' : 'them'}.`,
      suggested_approach: 'Ask what they know today and how they would learn it; consider a short practical exercise rather than trusting self-ratings.',
    });
  }
  const credentials = (ctx.profile?.certifications ?? []).filter((c) => !matchCertification(c, credentialLines(ctx.parsed)));
  if (credentials.length > 0) {
    areas.push({
      area: `Credentials: ${listPhrase(credentials.slice(0, 3))}`,
      reason: `Expected for ${ctx.profile!.title} and not among the CV's certifications.`,
      suggested_approach: 'Confirm whether they hold or are working towards them, and whether the role can start before they are complete.',
    });
  }
  const listedOnly = [...ctx.evidence.values()].filter(
    (e) => e.skill.kind === 'hard' && e.listed && e.mentions.every((m) => m.source === 'summary') &&
      (ctx.profile?.requiredHardSkills.includes(e.skill.name) || ctx.profile?.preferredHardSkills.includes(e.skill.name)),
  );
  if (listedOnly.length > 0) {
    const names = listedOnly.slice(0, 4).map((e) => e.skill.name);
    areas.push({
      area: `Depth of ${listPhrase(names)}`,
      reason: `Listed in the skills section but not shown in any role or project.`,
      suggested_approach: 'Ask for a specific recent use and probe one level deeper than the answer; a short technical exercise settles it.',
    });
  }
  const audit = ctx.result.quantification_audit;
  // "0 of 5 bullets" is stated only when the page shows no measured line the parser missed
  const counted = audit.quantified_bullets > 0 || ctx.facts.bullets.measured === 'absent';
  if (audit.total_bullets > 0 && audit.quantification_rate < LOW_QUANTIFICATION && counted) {
    areas.push({
      area: 'Evidence of impact',
      reason: `Only ${audit.quantified_bullets} of ${audit.total_bullets} bullets carry a measured result.`,
      suggested_approach: 'For each role, ask what changed because the candidate was there and how they know.',
    });
  }
  for (const flag of ctx.result.red_flags) {
    if (['employment_gap', 'short_tenure', 'job_hopping', 'missing_contact'].includes(flag.type)) continue;
    areas.push({ area: flag.type.replace(/_/g, ' '), reason: flag.description, suggested_approach: flag.mitigation });
  }
  return areas;
}
