import { datedRoles, latestRole } from './cv-roles';
import { bulletReference, employerName, quote, roleLabel } from '../../cv/facts/cv-reference';
import { degreeTitle } from '../../cv/facts/degree-title';
import { noWorkHistory, type CandidateQuestion, type QuestionContext } from './question-context';

/** Bullets that describe how the candidate works with others, the raw material for fit questions. */
const COLLABORATION = /cross-functional|stakeholder|collaborat|partner(ed)? with|remote|distributed|team of \d+|with (the )?(product|design|sales|marketing|clinical|medical|finance|operations)|multidisciplinary|interdisciplinary/i;

export function cultureFitQuestions(ctx: QuestionContext): CandidateQuestion[] {
  const out: CandidateQuestion[] = [];
  const dated = datedRoles(ctx.parsed, ctx.facts);
  const longest = [...dated].sort((a, b) => b.months - a.months)[0];
  if (longest) {
    const employer = employerName(longest.entry);
    const span = longest.months >= 24 ? `${Math.floor(longest.months / 12)} years` : `${longest.months} months`;
    out.push({
      kind: 'culture-tenure',
      priority: 58,
      question: {
        question: `You spent ${span} at ${employer}, your longest stay. What about how ${employer} worked suited you, and what would you want to be different in your next team?`,
        category: 'culture_fit',
        difficulty: 'easy',
        target_skill: 'Working environment preferences',
        why_asked: 'Where someone stayed longest says what environment they thrive in; the answer is compared with how this team works.',
        what_to_look_for: 'Self-awareness about the conditions they need (autonomy, pace, feedback, structure) and whether those exist here.',
        red_flag_answers: ['Describes only perks', 'Wants the opposite of how this team works without acknowledging it'],
        follow_up_questions: [`How would your manager at ${employer} describe you?`, 'What kind of manager gets the best out of you?'],
        cv_reference: roleLabel(longest.entry),
      },
    });
  }

  const collaborative = ctx.parsed.experience
    .flatMap((entry) => entry.bullets.map((bullet) => ({ entry, bullet })))
    .find(({ bullet }) => COLLABORATION.test(bullet));
  if (collaborative) {
    out.push({
      kind: 'culture-collaboration',
      priority: 56,
      question: {
        question: `You wrote ${quote(collaborative.bullet)} about your time at ${employerName(collaborative.entry)}. When you disagreed with the people in that work, how did you settle it, and what do you need from colleagues to do your best work?`,
        category: 'culture_fit',
        difficulty: 'medium',
        target_skill: 'Collaboration',
        why_asked: 'The CV describes working across people and teams; this shows the candidate\'s habits when collaboration gets hard.',
        what_to_look_for: 'Respectful disagreement, willingness to commit once a decision is made, and clear expectations of colleagues.',
        red_flag_answers: ['Never disagrees with anyone', 'Always had to "win" the argument', 'Talks about colleagues with contempt'],
        follow_up_questions: ['Tell me about a decision you disagreed with but supported.', 'How do you prefer to receive feedback?'],
        cv_reference: bulletReference(collaborative.entry, collaborative.bullet),
      },
    });
  }

  const latest = latestRole(ctx.parsed, ctx.facts);
  if (latest && ctx.targetIndustry) {
    out.push({
      kind: 'culture-industry',
      priority: 52,
      question: {
        question: `${ctx.targetIndustry} has its own pace, rules and customers. What do you expect to be different from ${employerName(latest.entry)}, and how have you adapted to a new workplace's norms before?`,
        category: 'culture_fit',
        difficulty: 'medium',
        target_skill: 'Adaptability to the industry',
        why_asked: `Checks that the candidate understands the ${ctx.targetIndustry} context of the ${ctx.roleTitle} role and how they settle into new environments.`,
        what_to_look_for: `Informed expectations about ${ctx.targetIndustry}, and an example of adapting quickly at a previous employer.`,
        red_flag_answers: [`No idea how ${ctx.targetIndustry} differs`, 'Expects the new workplace to adapt to them'],
        follow_up_questions: [`What do you find most interesting about ${ctx.targetIndustry}?`],
        cv_reference: roleLabel(latest.entry),
      },
    });
  }

  if (ctx.parsed.experience.length === 0) {
    const school = ctx.parsed.education[0];
    if (school?.institution) {
      out.push({
        kind: 'education',
        priority: 70,
        question: {
          question: `At ${school.institution}${school.degree ? ` (${degreeTitle(school, ctx.parsed.language)})` : ''}, which piece of work are you proudest of, and how did you work with others on it?`,
          category: 'culture_fit',
          difficulty: 'easy',
          target_skill: 'Collaboration and motivation',
          why_asked: noWorkHistory(ctx)
            ? 'The CV has no work history, so study is the best evidence of how the candidate works.'
            : 'Study is the clearest evidence on the CV of how the candidate works.',
          what_to_look_for: 'Ownership of a concrete piece of work, how they cooperated, and what it taught them.',
          red_flag_answers: ['Cannot name a specific piece of work'],
          follow_up_questions: ['What would you do differently?'],
          cv_reference: [school.institution, school.degree, school.field].filter(Boolean).join(', '),
        },
      });
    }
  }
  return out;
}
