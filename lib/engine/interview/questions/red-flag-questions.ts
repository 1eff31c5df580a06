import { withArticle } from '../../cv/score/text';
import { SHORT_TENURE_MONTHS } from '../../cv/facts';
import { datedRoles, formatYearMonth } from './cv-roles';
import { employerName, roleLabel } from '../../cv/facts/cv-reference';
import type { YearMonth } from '../../cv/types';
import type { CandidateQuestion, QuestionContext } from './question-context';

/** Three or more short stints read as a pattern, which is asked about once rather than per role. */
const JOB_HOPPING_MIN_ROLES = 3;

/**
 * Questions on what a screener would worry about: gaps between roles, short stays, undated
 * roles, and any other red flag the analysis raised. Asked neutrally: the point is the story.
 * Gaps and short stays come from the CV facts, which state them only between well-formed dated
 * jobs (the same flags as the report), so no question rests on a misread entry.
 */
export function redFlagQuestions(ctx: QuestionContext): CandidateQuestion[] {
  const out: CandidateQuestion[] = [];
  const t = ctx.facts.timeline;
  const gaps = [...t.gaps].sort((a, b) => b.months - a.months);
  gaps.forEach((gap, i) => {
    const left = ctx.parsed.experience[gap.before];
    const joined = ctx.parsed.experience[gap.after];
    const leftAt = left.end ? formatYearMonth(left.end) : 'the end of that role';
    const joinedAt = joined.start ? formatYearMonth(joined.start) : 'the start of the next';
    const a = employerName(left);
    const b = employerName(joined);
    out.push({
      kind: 'gap',
      priority: 90 - i * 5,
      question: {
        question: `Between ${a} (left ${leftAt}) and ${b} (joined ${joinedAt}) there are ${gap.months} months with no role on your CV. What were you doing in that time, and how did you keep your skills current?`,
        category: 'behavioral',
        difficulty: 'medium',
        target_skill: 'Career continuity',
        why_asked: `A ${gap.months}-month gap between ${a} and ${b} is the first thing a screener notices; a clear account removes the doubt.`,
        what_to_look_for: 'A straightforward explanation (study, caring, health, relocation, a deliberate break, a long search) and anything done to stay current; comfort talking about it.',
        red_flag_answers: [
          'Evasive or inconsistent account of the dates',
          'A different story from the CV (e.g. a role that is not listed)',
          'Blames others entirely for the gap',
        ],
        follow_up_questions: [
          `What made ${b} the right role to come back with?`,
          'Is there anything from that period worth adding to your CV?',
        ],
        cv_reference: `${roleLabel(left)} → ${roleLabel(joined)}`,
      },
    });
  });

  const since = t.sinceLastRole;
  if (since) {
    const entry = ctx.parsed.experience[since.role];
    const employer = employerName(entry);
    const leftAt = entry.end ? formatYearMonth(entry.end) : 'your last role';
    out.push({
      kind: 'gap',
      priority: 89,
      question: {
        question: `Since leaving ${employer} in ${leftAt}, ${since.months} months ago, your CV shows no role. What have you been doing, and what are you looking for now?`,
        category: 'behavioral',
        difficulty: 'medium',
        target_skill: 'Career continuity',
        why_asked: `The CV ends ${since.months} months ago at ${employer}; the interviewer needs the current picture.`,
        what_to_look_for: 'An open account of the period and of what was done to stay current; a clear sense of what they want next.',
        red_flag_answers: ['Evasive about the period', 'Unclear about what they are looking for'],
        follow_up_questions: ['What have you learned or practised in that time?', `Why did the role at ${employer} end?`],
        cv_reference: roleLabel(entry),
      },
    });
  }

  const short = t.shortTenures.map((index) => ({ index, entry: ctx.parsed.experience[index], months: t.roles[index].months! }));
  if (short.length >= JOB_HOPPING_MIN_ROLES) {
    const names = short.map((r) => `${employerName(r.entry)} (${r.months} months)`);
    out.push({
      kind: 'job-hopping',
      priority: 88,
      question: {
        question: `Several roles on your CV lasted under a year: ${names.join(', ')}. What was behind each move, and what would make you stay at least three years in the next role?`,
        category: 'motivation',
        difficulty: 'hard',
        target_skill: 'Commitment and judgement in choosing roles',
        why_asked: `${short.length} stays under ${SHORT_TENURE_MONTHS} months suggest a pattern; the hiring cost of a quick exit is high.`,
        what_to_look_for: 'Distinct, credible reasons per move (contracts, layoffs, relocation), ownership of any poor choices, and what the candidate now checks before accepting an offer.',
        red_flag_answers: ['The same complaint about every employer', 'No reflection on their own part in the choices'],
        follow_up_questions: ['Which of those moves would you undo?', 'What did each short role add that a longer one would not have?'],
        cv_reference: short.map((r) => roleLabel(r.entry)).join('; '),
      },
    });
  } else {
    short.forEach((role, i) => {
      const employer = employerName(role.entry);
      out.push({
        kind: 'short-tenure',
        priority: 82 - i * 4,
        question: {
          question: `You were at ${employer} as ${role.entry.title ?? 'a member of staff'} for ${role.months} months (${monthRange(role.entry)}). What led to leaving so soon, and what did you learn about choosing a role?`,
          category: 'behavioral',
          difficulty: 'medium',
          target_skill: 'Judgement and commitment',
          why_asked: `A stay of ${role.months} months at ${employer} can mean a bad fit, a contract, or a layoff; the interviewer needs to know which.`,
          what_to_look_for: 'An honest reason, what the candidate delivered in the short time, and what they check now before accepting an offer.',
          red_flag_answers: ['Vague reasons or a story that changes under follow-up', `Blames ${employer} entirely without reflection`],
          follow_up_questions: [
            `What did you deliver at ${employer} in those ${role.months} months?`,
            'What would you ask an employer before joining, knowing what you know now?',
          ],
          cv_reference: roleLabel(role.entry),
        },
      });
    });
  }

  // jobs the page prints without dates; nothing is asked when the layout hid the dates
  const undated = ctx.facts.readable ? t.undated.filter((i) => !t.roles[i].hasDateText).map((i) => ctx.parsed.experience[i]) : [];
  if (undated.length > 0) {
    const entry = undated[0];
    out.push({
      kind: 'undated-role',
      priority: 70,
      question: {
        question: `Your CV gives no dates for ${entry.title ?? 'your role'} at ${employerName(entry)}. When did you hold it, and how does it fit between your other roles?`,
        category: 'behavioral',
        difficulty: 'easy',
        target_skill: 'Accuracy of the CV',
        why_asked: 'Undated roles hide the timeline; a screener or background check will ask.',
        what_to_look_for: 'Precise dates given readily, consistent with the rest of the CV.',
        red_flag_answers: ['Cannot give dates', 'Dates that overlap or contradict other roles without explanation'],
        follow_up_questions: ['Why were the dates left off?'],
        cv_reference: roleLabel(entry),
      },
    });
  }

  // Red flags the analysis found that the timeline above does not already cover.
  const covered = new Set(['missing_contact', 'no_experience']);
  if (gaps.length > 0 || since) covered.add('employment_gap');
  if (short.length > 0) covered.add('short_tenure').add('job_hopping');
  if (undated.length > 0) covered.add('missing_dates');
  const dated = datedRoles(ctx.parsed, ctx.facts);
  ctx.result.red_flags
    .filter((flag) => !covered.has(flag.type))
    .forEach((flag, i) => {
      const nearest = dated[dated.length - 1]?.entry;
      out.push({
        kind: 'red-flag',
        priority: 75 - i * 3,
        question: {
          question: `Your CV analysis notes: "${flag.description}" Can you walk me through that part of your history?`,
          category: 'behavioral',
          difficulty: 'medium',
          target_skill: 'Career history',
          why_asked: `Flagged by the CV analysis as ${withArticle(flag.type.replace(/_/g, ' '))} (${flag.severity} severity).`,
          what_to_look_for: `A clear, consistent account; ideally the point the analysis suggests addressing: ${flag.mitigation}`,
          red_flag_answers: ['An account that contradicts the CV', 'Avoids the question'],
          follow_up_questions: [nearest ? `How does that connect to your time at ${employerName(nearest)}?` : 'What would you change on the CV to make this clear?'],
          cv_reference: `CV analysis red flag (${flag.type}): ${flag.description}`,
        },
      });
    });
  return out;
}

function monthRange(entry: { start: YearMonth | null; end: YearMonth | null; rawDates: string | null }): string {
  if (entry.start && entry.end) return `${formatYearMonth(entry.start)}–${formatYearMonth(entry.end)}`;
  return entry.rawDates ?? 'dates unclear';
}
