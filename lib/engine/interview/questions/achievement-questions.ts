import { gapCategory } from '../../skill-gaps/gap-category';
import { datedRoles } from './cv-roles';
import { employerName, quote, bulletReference } from '../../cv/facts/cv-reference';
import { extractMetric, isMeasuredOutcome, metricWeight } from './metrics';
import { pick, type CandidateQuestion, type QuestionContext } from './question-context';

const MAX_ACHIEVEMENTS = 4;
/** A bullet is a technical question when it names a technical skill or tool; methods and domain terms stay behavioural. */
const TECHNICAL: ReadonlySet<string> = new Set(['technical', 'tool']);

/**
 * Quantified bullets are the CV's strongest claims and the easiest to inflate, so each is probed
 * for how the number was measured and what the candidate's own share was.
 */
export function achievementQuestions(ctx: QuestionContext): CandidateQuestion[] {
  const recency = new Map(datedRoles(ctx.parsed, ctx.facts).map((r) => [r.index, r.endIndex]));
  const candidates = ctx.parsed.experience.flatMap((entry, index) =>
    entry.bullets
      .map((bullet) => ({ entry, index, bullet, metric: extractMetric(bullet) }))
      .filter((c): c is typeof c & { metric: string } => c.metric !== null),
  );
  candidates.sort(
    (a, b) =>
      metricWeight(b.metric) - metricWeight(a.metric) ||
      (recency.get(b.index) ?? -b.index) - (recency.get(a.index) ?? -a.index),
  );
  // One per role first, so the questions cover the career rather than one job.
  const chosen: typeof candidates = [];
  for (const c of candidates) if (!chosen.some((x) => x.index === c.index)) chosen.push(c);
  for (const c of candidates) if (!chosen.includes(c)) chosen.push(c);

  return chosen.slice(0, MAX_ACHIEVEMENTS).map(({ entry, bullet, metric }, i) => {
    const wanted = [...(ctx.profile?.requiredHardSkills ?? []), ...(ctx.profile?.preferredHardSkills ?? [])];
    const skills = ctx.knowledge
      .findSkills(bullet)
      .filter((m) => m.skill.kind === 'hard' && TECHNICAL.has(gapCategory(m.skill.name, m.skill)))
      .map((m) => m.skill.name)
      .sort((a, b) => rankIn(wanted, a) - rankIn(wanted, b));
    const technical = skills.length > 0;
    const employer = employerName(entry);
    const q = quote(bullet);
    const measured = isMeasuredOutcome(metric);
    const question = measured ? pick(
      [
        `At ${employer} you wrote ${q}. How did you measure ${metric}: what was the baseline, over what period, and how much of it was down to you rather than the team?`,
        `Take ${q} from your time as ${entry.title ?? 'part of the team'} at ${employer}. What was the situation before, what did you personally change, and how do you know ${metric} came from that change?`,
        `${q} (${employer}): walk me through how the ${metric} figure was worked out, and what you would do differently if you did it again.`,
      ],
      i,
    ) : pick(
      [
        `You wrote ${q} about your time at ${employer}. What did that involve week to week, what was your own part in it, and how did you know it was working?`,
        `${q} (${employer}): how did the scale of it (${metric}) change how you worked, and what result came out of it?`,
      ],
      i,
    );
    return {
      kind: 'achievement' as const,
      priority: 78 - i * 3,
      question: {
        question,
        category: technical ? ('technical' as const) : ('behavioral' as const),
        difficulty: technical ? ('hard' as const) : ('medium' as const),
        target_skill: technical ? skills[0] : 'Delivering measurable results',
        why_asked: measured
          ? `The ${metric} claim is one of the CV's quantified results; it shows whether the candidate measures outcomes and can separate their contribution from the team's.`
          : `The bullet gives the scale of the work (${metric}) but not its result; the interview has to find out what it achieved.`,
        what_to_look_for: `${measured ? `A baseline and a measurement method for ${metric}` : 'Concrete detail of the work and an outcome'}, the candidate's own actions in the first person${technical ? `, and technical depth on ${skills.slice(0, 2).join(' and ')}` : ''}.`,
        red_flag_answers: [
          measured ? `Cannot say how ${metric} was measured or where the figure came from` : 'No outcome beyond the activity itself',
          'Only "we" with no personal contribution',
          'The number changes when asked again',
        ],
        follow_up_questions: [
          'What would have happened without your change?',
          technical ? `What trade-offs did you make in ${skills[0]} to get there?` : 'Who else would confirm that result, and what would they say?',
        ],
        cv_reference: bulletReference(entry, bullet),
      },
    };
  });
}

/** Position in the role's skill list, so the role's own skills lead; unlisted skills keep CV order after them. */
function rankIn(list: string[], name: string): number {
  const i = list.indexOf(name);
  return i === -1 ? list.length : i;
}
