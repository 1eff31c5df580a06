import { withArticle } from '../../cv/score/text';
import { latestRole } from './cv-roles';
import { employerName, listPhrase, roleLabel } from '../../cv/facts/cv-reference';
import { pick, type CandidateQuestion, type QuestionContext } from './question-context';
import { assessRequirements, resolveLanguageAlternatives } from '../../skill-gaps/assess-skills';
import { credentialLines, matchCertification } from '../../cv/facts/certification-match';
import { roleRequirements } from '../../skill-gaps/role-requirements';
import { mentionedAnywhere } from '../../skill-gaps/skill-evidence';
import { readsSkillsIn } from '../../cv/knowledge/skill-languages';

/** More than the selection's per-kind cap, so that a thin CV can still reach the minimum. */
const MAX_MISSING_SKILLS = 6;

/**
 * What the target role needs that the CV does not show: required skills (from the role profile,
 * or the analysis' missing keywords when no profile matches) and credentials. Each question is
 * anchored on the closest thing the CV does have, so it tests transfer rather than trivia.
 */
export function roleGapQuestions(ctx: QuestionContext): CandidateQuestion[] {
  const out: CandidateQuestion[] = [];
  const missing = missingRequiredSkills(ctx);
  missing.slice(0, MAX_MISSING_SKILLS).forEach((skill, i) => {
    const info = ctx.knowledge.lookupSkill(skill);
    const adjacent = [...ctx.evidence.values()].find((e) => info && e.skill.kind === 'hard' && e.skill.category === info.category);
    const reference = adjacent
      ? `Not on the CV; closest evidence: ${adjacent.skill.name}${adjacent.listed ? ' (skills section)' : ''}${adjacentRole(ctx, adjacent.roleIndexes[0])}`
      : ctx.parsed.listedSkills.length
        ? `Not on the CV (skills section: ${ctx.parsed.listedSkills.slice(0, 6).join(', ')})`
        : 'Not on the CV';
    const from = adjacent ? adjacent.skill.name : 'what you already know';
    const question = pick(
      [
        `The ${ctx.roleTitle} role relies on ${skill}, which your CV doesn't mention. How would you get productive with it in your first months, and what from ${from} carries over?`,
        `${skill} comes up daily for ${withArticle(ctx.roleTitle)}. You haven't listed it: what do you know about it today, and how would you approach a first task that needs it?`,
        `Suppose your first assignment as ${ctx.roleTitle} depends on ${skill}. Given your background in ${from}, what would your plan for the first two weeks be?`,
      ],
      i,
    );
    out.push({
      kind: 'missing-skill',
      priority: 80 - i * 4,
      question: {
        question,
        category: i % 2 === 1 ? 'technical' : 'role_specific',
        difficulty: i === 0 ? 'hard' : 'medium',
        target_skill: skill,
        why_asked: `${skill} is ${ctx.profile ? `a required skill in the ${ctx.profile.title} profile` : 'a keyword the analysis found missing for this role'}, and the CV shows no evidence of it.`,
        what_to_look_for: `Realistic self-assessment, correct basic understanding of ${skill}, a concrete learning plan, and transfer from ${from}.`,
        red_flag_answers: [`Claims to know ${skill} well although it is absent from the CV`, `Dismisses ${skill} as unimportant for the role`, 'No plan beyond "I learn fast"'],
        follow_up_questions: [`Have you used anything similar to ${skill}? How does it compare?`, `How would you know you were good enough at ${skill} to work unsupervised?`],
        cv_reference: reference,
      },
    });
  });

  const credentials = (ctx.profile?.certifications ?? []).filter((c) => !matchCertification(c, credentialLines(ctx.parsed)));
  const latest = latestRole(ctx.parsed, ctx.facts);
  // "no certifications" only when the page has none (a credential line the parser did not list may be there)
  const noCertifications = ctx.facts.sections.presence.certifications === 'absent';
  credentials.slice(0, 1).forEach((credential) => {
    const held = ctx.parsed.certifications;
    out.push({
      kind: 'missing-credential',
      priority: 74,
      question: {
        question: `${ctx.roleTitle} roles usually ask for ${credential}, and your CV ${held.length ? `lists ${listPhrase(held)} but not that` : noCertifications ? 'lists no certifications' : 'does not name it'}. Where are you on the way to it, and how would you work while you complete it?`,
        category: 'role_specific',
        difficulty: 'medium',
        target_skill: credential,
        why_asked: `${credential} is part of the ${ctx.profile?.title ?? ctx.roleTitle} profile; in some fields the role cannot be practised without it.`,
        what_to_look_for: 'A realistic timeline (enrolled, exam date), understanding of what the credential requires, and how their current experience counts towards it.',
        red_flag_answers: ['Unaware that the credential is expected', 'Assumes it can be skipped'],
        follow_up_questions: [`What part of ${credential} do you expect to be hardest?`, latest ? `How does your work at ${employerName(latest.entry)} count towards it?` : 'What experience counts towards it?'],
        cv_reference: held.length
          ? `Certifications: ${held.map((c) => `'${c}'`).join(', ')}`
          : noCertifications
            ? latest ? `${roleLabel(latest.entry)} (no certifications section)` : 'No certifications section'
            : latest ? roleLabel(latest.entry) : `${credential} not named on the CV`,
      },
    });
  });
  return out;
}

/**
 * Required skills with no evidence at all, judged as the skill-gap report judges them (implied
 * skills count, and one of several alternative languages is enough), so that the interview and
 * the gap report agree on what is missing.
 */
export function missingRequiredSkills(ctx: QuestionContext): string[] {
  // a CV in a language the lexicon does not read ("Gestione degli inventari") may show them in its own words
  if (!readsSkillsIn(ctx.parsed.language)) return [];
  // a skill the page names anywhere is not "absent from the CV", whatever its level
  const named = (s: string) => mentionedAnywhere(ctx.facts, ctx.knowledge.lookupSkill(s)?.name ?? s);
  if (!ctx.profile) {
    const have = new Set([...ctx.evidence.keys()].map((k) => k.toLowerCase()));
    return ctx.result.keywords.missing.filter((s) => !have.has((ctx.knowledge.lookupSkill(s)?.name ?? s).toLowerCase()) && !named(s));
  }
  const target = { profile: ctx.profile, note: `the ${ctx.profile.title} profile`, senior: false };
  const required = roleRequirements(target, ctx.result, ctx.knowledge).filter((r) => r.kind === 'required');
  return resolveLanguageAlternatives(assessRequirements(required, ctx.evidence, ctx.parsed, target, ctx.roleTitle, named))
    .filter((a) => a.requirement.essential && a.current === 'none' && !named(a.requirement.name))
    .map((a) => a.requirement.name);
}

function adjacentRole(ctx: QuestionContext, index: number | undefined): string {
  if (index === undefined) return '';
  return `, used at ${roleLabel(ctx.parsed.experience[index])}`;
}
