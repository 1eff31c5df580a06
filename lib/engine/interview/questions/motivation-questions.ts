import { datedRoles, latestRole } from './cv-roles';
import { employerName, roleInProse, roleLabel } from '../../cv/facts/cv-reference';
import { shareFieldWord } from '../../cv/facts';
import { degreeTitle } from '../../cv/facts/degree-title';
import { withArticle } from '../../cv/score/text';
import { noWorkHistory, type CandidateQuestion, type QuestionContext } from './question-context';

/** Five years in one place makes "why now?" the first thing a hiring manager wonders. */
const LONG_TENURE_MONTHS = 60;

export function motivationQuestions(ctx: QuestionContext): CandidateQuestion[] {
  const out: CandidateQuestion[] = [];
  const latest = latestRole(ctx.parsed, ctx.facts);
  const industry = ctx.targetIndustry ? ` in ${ctx.targetIndustry}` : '';

  if (latest) {
    const { entry } = latest;
    // without a title the employer alone is the role: "You currently work at …", never "You are currently <employer>"
    const now = entry.title
      ? `${entry.current ? 'You are currently' : 'Most recently you were'} ${roleInProse(entry)}`
      : `${entry.current ? 'You currently work' : 'Most recently you worked'} at ${employerName(entry)}`;
    const sameRole = Boolean(entry.title) && sameTitle(entry.title!, ctx.roleTitle);
    // without a target role the role asked about is only the closest match to the CV: no move to it is known
    const untargeted = !ctx.targetRole.trim();
    out.push({
      kind: 'why-role',
      priority: 95,
      question: {
        question: untargeted
          ? `${now}. Why look for a move${industry} now, and what should your next role give you that this one does not?`
          : sameRole
            ? `${now}. Why look for the same role${industry} at another employer now, rather than growing where you are?`
            : `${now}. What makes ${withArticle(ctx.roleTitle)} role${industry} the right next step now, rather than growing where you are?`,
        category: 'motivation',
        difficulty: 'easy',
        target_skill: 'Motivation and career direction',
        why_asked: untargeted
          ? 'No target role was given; why the candidate is moving, and towards what, is the first thing a hiring manager wants to hear.'
          : sameRole
            ? `The candidate already holds the role; a move to the same work elsewhere needs a reason that goes beyond the job itself.`
            : `Checks that the move from ${entry.title ?? 'the current role'} to ${ctx.roleTitle} is a deliberate choice that builds on the CV, not a generic application.`,
        what_to_look_for: untargeted
          ? `Reasons tied to concrete work at ${employerName(entry)} and a clear idea of the next role; some knowledge of the employer${industry}.`
          : `Reasons tied to concrete work at ${employerName(entry)} and to what ${withArticle(ctx.roleTitle)} actually does; some knowledge of the employer${industry}.`,
        red_flag_answers: [
          'Only salary, title or location as reasons',
          untargeted ? 'Cannot say what kind of role they want next' : `Cannot describe what ${withArticle(ctx.roleTitle)} does day to day`,
          `Speaks negatively about ${employerName(entry)} without owning any part of the situation`,
        ],
        follow_up_questions: [
          `What would you miss most about ${employerName(entry)}?`,
          untargeted ? 'What would you want to have achieved 12 months into your next role?' : `What would you want to have achieved 12 months into the ${ctx.roleTitle} role?`,
        ],
        cv_reference: roleLabel(entry),
      },
    });
  }

  const school = ctx.parsed.education.find((e) => e.institution);
  if (!latest && school) {
    const studied = degreeTitle(school, ctx.parsed.language) ?? '';
    out.push({
      kind: 'why-role',
      priority: 95,
      question: {
        question: `You studied${studied ? ` ${studied}` : ''} at ${school.institution}. What draws you to ${withArticle(ctx.roleTitle)} role${industry} as your first step, and what have you done so far to prepare for it?`,
        category: 'motivation',
        difficulty: 'easy',
        target_skill: 'Motivation and career direction',
        why_asked: noWorkHistory(ctx)
          ? `With no work history on the CV, the reasons for choosing ${ctx.roleTitle} and the preparation behind them are the main evidence of fit.`
          : `The studies are what the CV shows most clearly; the reasons for choosing ${ctx.roleTitle} and the preparation behind them are strong evidence of fit.`,
        what_to_look_for: `A concrete reason linked to the studies, and steps already taken (projects, placements, courses) towards ${ctx.roleTitle} work.`,
        red_flag_answers: [`Cannot describe what ${withArticle(ctx.roleTitle)} does day to day`, 'Any job would do'],
        follow_up_questions: ['Which part of your studies was closest to this work?', 'What would you want to have learned after a year?'],
        cv_reference: [school.institution, school.degree, school.field].filter(Boolean).join(', '),
      },
    });
  }

  const change = careerChange(ctx);
  if (change) out.push(change);

  const long = datedRoles(ctx.parsed, ctx.facts)
    .filter((r) => r.months >= LONG_TENURE_MONTHS)
    .sort((a, b) => b.months - a.months)[0];
  if (long) {
    const years = Math.floor(long.months / 12);
    const employer = employerName(long.entry);
    out.push({
      kind: 'long-tenure',
      priority: 60,
      question: {
        question: `You spent ${years} years at ${employer}. How did your role there change over that time, and what would a new employer get that ${employer} no longer could?`,
        category: 'motivation',
        difficulty: 'medium',
        target_skill: 'Growth and adaptability',
        why_asked: `A ${years}-year tenure is a strength, but it raises whether the candidate grew within it and can adapt to a new organisation's ways of working.`,
        what_to_look_for: 'Visible progression (scope, responsibility, promotions) within the tenure, and a clear reason for moving that looks forward.',
        red_flag_answers: [
          'The same job for the whole period with no growth in scope',
          'Vague reasons for leaving, or "it was time for a change" with nothing behind it',
        ],
        follow_up_questions: [
          `What is the biggest thing you changed at ${employer}?`,
          'How do you keep your skills current in a place you know so well?',
        ],
        cv_reference: roleLabel(long.entry),
      },
    });
  }
  return out;
}

/**
 * A change of direction is either inside the CV (consecutive roles in different role families)
 * or between the latest role and the target role.
 */
function careerChange(ctx: QuestionContext): CandidateQuestion | null {
  const roles = datedRoles(ctx.parsed, ctx.facts);
  // A change of field is a premise the question states to the candidate: it needs titles the
  // knowledge base reads with confidence, not one shared word ("Ejecutiva de ventas" as a chief executive).
  const familyOf = (title: string | null) => {
    const m = title ? ctx.knowledge.matchTitle(title) : null;
    return m && (m.confidence === 'exact' || m.confidence === 'strong') ? (ctx.knowledge.matchRole(title!)?.family ?? null) : null;
  };
  for (let i = roles.length - 1; i > 0; i--) {
    const before = roles[i - 1].entry;
    const after = roles[i].entry;
    const a = familyOf(before.title);
    const b = familyOf(after.title);
    if (a && b && a !== b && !shareFieldWord(before.title, after.title)) {
      return {
        kind: 'career-change',
        priority: 80,
        question: {
          question: `Your CV moves from ${roleInProse(before)} to ${roleInProse(after)}. What prompted that change, and what from the ${before.title} years do you still use?`,
          category: 'motivation',
          difficulty: 'medium',
          target_skill: 'Career direction',
          why_asked: 'A change of field is a story the interviewer needs to hear first-hand: it shows whether the candidate chooses direction or drifts.',
          what_to_look_for: 'A clear trigger, concrete steps taken to make the switch (study, side projects), and transferable skills named with examples.',
          red_flag_answers: ['Could not get work in the earlier field and took what came', 'No link drawn between the two fields'],
          follow_up_questions: [
            `If you could redo the switch to ${after.title}, what would you do differently?`,
            `How does that path lead to ${ctx.roleTitle}?`,
          ],
          cv_reference: `${roleLabel(before)} → ${roleLabel(after)}`,
        },
      };
    }
  }
  const latest = latestRole(ctx.parsed, ctx.facts);
  const from = familyOf(latest?.entry.title ?? null);
  if (latest && ctx.profile && from && from !== ctx.profile.family) {
    const entry = latest.entry;
    return {
      kind: 'career-change',
      priority: 85,
      question: {
        question: `Moving from ${entry.title} to ${ctx.roleTitle} is a change of direction. Which parts of your work at ${employerName(entry)} already look like ${ctx.roleTitle} work, and which will be new to you?`,
        category: 'motivation',
        difficulty: 'medium',
        target_skill: 'Career change readiness',
        why_asked: `The CV's latest role is in a different field from ${ctx.roleTitle}; the interview has to establish how much of the new role is already practised.`,
        what_to_look_for: `Specific overlaps backed by examples from ${employerName(entry)}, an honest account of what is new, and steps already taken to learn it.`,
        red_flag_answers: ['Claims everything transfers without examples', `Cannot name what is different about ${ctx.roleTitle}`],
        follow_up_questions: [
          'What have you already done to prepare for the switch?',
          'Who have you talked to who does this job, and what surprised you?',
        ],
        cv_reference: roleLabel(entry),
      },
    };
  }
  return null;
}

/** The same title, give or take case, spacing and punctuation ("Sr. Nurse" is not "Nurse"). */
function sameTitle(a: string, b: string): boolean {
  const key = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  return key(a) === key(b);
}
