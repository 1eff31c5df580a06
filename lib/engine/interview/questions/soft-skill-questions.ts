import { withArticle } from '../../cv/score/text';
import { datedRoles } from './cv-roles';
import { bulletReference, employerName, roleInProse, roleLabel } from '../../cv/facts/cv-reference';
import { noWorkHistory, pick, type CandidateQuestion, type QuestionContext } from './question-context';

const MAX_SOFT_SKILLS = 4;

interface Scenario {
  /** completes "Tell me about a time when you …" */
  past: string;
  /** completes "Imagine that …" */
  hypothetical: string;
}

/**
 * Situations that test each common soft skill. Matching is on a word of the skill's name so
 * that "Written Communication" and "Communication Skills" share a scenario.
 */
const SCENARIOS: Array<[RegExp, Scenario]> = [
  [/communicat|present|writ/i, { past: 'had to explain a complex problem to people outside your field and get a decision from them', hypothetical: 'a decision you disagree with is about to be made by stakeholders who have not understood the risk' }],
  [/leader|lead|manag|mentor|coach|people/i, { past: 'had to get a group to commit to a direction that not everyone agreed with', hypothetical: 'a strong performer on your team has become disengaged and the others are noticing' }],
  [/team|collaborat|interpersonal|cooperat/i, { past: 'had to deliver something that depended on a colleague who was not pulling their weight', hypothetical: 'two colleagues you depend on have stopped talking to each other in the middle of a deadline' }],
  [/problem|analytic|critical|troubleshoot|reason/i, { past: 'faced a problem nobody knew how to solve and had to find the cause', hypothetical: 'a problem keeps coming back after three fixes and the team wants to move on' }],
  [/time|priorit|organi[sz]|plan/i, { past: 'had more work than time and had to decide what not to do', hypothetical: 'three urgent requests arrive on the same morning from people senior to you' }],
  [/adapt|flexib|change|resilien/i, { past: 'had to change course quickly because the plan stopped making sense', hypothetical: 'the priorities you were hired for change completely after your first month' }],
  [/detail|accura|quality/i, { past: 'caught a mistake that others had missed before it caused harm', hypothetical: 'you notice an error in work that has already been signed off and shipped' }],
  [/conflict|negotiat|persua|influenc/i, { past: 'had to win over someone who had the power to say no', hypothetical: 'a partner team refuses a request you need, for reasons you think are wrong' }],
  [/empath|compassion|patient|care|customer|client|service/i, { past: 'dealt with a distressed or dissatisfied person and turned the situation around', hypothetical: 'someone you are serving is upset, the rules do not allow what they ask, and others are waiting' }],
  [/decision|judg/i, { past: 'had to make an important call with incomplete information', hypothetical: 'you must decide today, the data is ambiguous, and your manager is unreachable' }],
  [/stress|pressure|calm/i, { past: 'kept your work accurate under heavy pressure', hypothetical: 'an emergency starts while you are already at full capacity' }],
];

function scenarioFor(skill: string): Scenario {
  const found = SCENARIOS.find(([pattern]) => pattern.test(skill));
  const lower = skill.toLowerCase();
  return found?.[1] ?? { past: `relied on ${lower} to get a difficult result`, hypothetical: `a situation that tests your ${lower} arises in your first weeks` };
}

/**
 * The role's soft skills become behavioural questions about a real role on the CV (past
 * behaviour predicts future behaviour) and situational ones about the target role.
 */
export function softSkillQuestions(ctx: QuestionContext): CandidateQuestion[] {
  const skills = ctx.profile?.softSkills.length ? ctx.profile.softSkills : ctx.result.keywords.soft_skills;
  const roles = [...datedRoles(ctx.parsed, ctx.facts)].reverse().map((r) => r.entry);
  const entries = roles.length > 0 ? roles : ctx.parsed.experience;
  const out: CandidateQuestion[] = [];
  skills.slice(0, MAX_SOFT_SKILLS).forEach((skill, i) => {
    const scenario = scenarioFor(skill);
    const evidence = ctx.evidence.get(ctx.knowledge.lookupSkill(skill)?.name ?? skill);
    const shown = evidence?.mentions.find((m) => m.source === 'bullet' && m.experienceIndex !== null);
    const entry = shown ? ctx.parsed.experience[shown.experienceIndex!] : entries[i % Math.max(1, entries.length)];
    const school = ctx.parsed.education.find((e) => e.institution);
    if (!entry && school) {
      // No work history: studies are the candidate's past behaviour.
      out.push({
        kind: 'soft-behavioral',
        priority: 66 - i * 3,
        question: {
          question: `Tell me about a time during your studies at ${school.institution} when you ${scenario.past}. What did you do, and what was the result?`,
          category: 'behavioral',
          difficulty: i === 0 ? 'medium' : 'easy',
          target_skill: skill,
          why_asked: noWorkHistory(ctx)
            ? `${skill} is one of the soft skills the ${ctx.profile?.title ?? ctx.roleTitle} role depends on, and the CV has no work history to show it.`
            : `${skill} is one of the soft skills the ${ctx.profile?.title ?? ctx.roleTitle} role depends on; the studies give a concrete place to look for it.`,
          what_to_look_for: 'A specific situation from study, a team project or a job outside the CV, with the candidate\'s own actions and a result.',
          red_flag_answers: ['A hypothetical answer instead of a real example', 'No result or reflection'],
          follow_up_questions: ['What would you do differently now?'],
          cv_reference: [school.institution, school.degree, school.field].filter(Boolean).join(', '),
        },
      });
    }
    if (entry) {
      out.push({
        kind: 'soft-behavioral',
        priority: 66 - i * 3,
        question: {
          question: pick(
            [
              `Tell me about a time as ${roleInProse(entry)} when you ${scenario.past}. What did you do, and what was the result?`,
              `Think of your work at ${employerName(entry)}. Describe a moment when you ${scenario.past}: the situation, your actions and the outcome.`,
            ],
            i,
          ),
          category: 'behavioral',
          difficulty: i === 0 ? 'medium' : pick(['medium', 'easy'] as const, i),
          target_skill: skill,
          why_asked: `${skill} is one of the soft skills the ${ctx.profile?.title ?? ctx.roleTitle} role depends on; ${shown ? 'the CV claims it in a bullet' : 'the CV does not show it directly'}.`,
          what_to_look_for: 'A specific situation (not a habit), the candidate\'s own actions, a result, and what they learned (STAR).',
          red_flag_answers: ['A hypothetical answer instead of a real example', 'Takes credit for the team\'s work or blames others', 'No result or reflection'],
          follow_up_questions: ['What would the other people involved say about how you handled it?', 'What would you do differently now?'],
          cv_reference: shown ? bulletReference(entry, shown.text) : roleLabel(entry),
        },
      });
    }
    if (i < 3) {
      const latest = entries[0];
      out.push({
        kind: 'soft-situational',
        priority: 64 - i * 3,
        question: {
          question: pick(
            [
              `Imagine that in your first months as ${ctx.roleTitle}, ${scenario.hypothetical}. What do you do?`,
              `As ${ctx.roleTitle}${ctx.targetIndustry ? ` in ${ctx.targetIndustry}` : ''}, suppose ${scenario.hypothetical}. Walk me through your first steps and who you involve.`,
            ],
            i,
          ),
          category: 'situational',
          difficulty: i === 0 ? 'hard' : 'medium',
          target_skill: skill,
          why_asked: `Tests ${skill.toLowerCase()} in the setting of the target role rather than the candidate's past ones.`,
          what_to_look_for: `A structured approach, sensible priorities, involving the right people at the right time, and awareness of what ${withArticle(ctx.roleTitle)} is accountable for.`,
          red_flag_answers: ['Jumps to a solution without understanding the situation', 'Escalates everything or nothing', 'Ignores the people affected'],
          follow_up_questions: ['What if your first step does not work?', latest ? `Have you faced something similar at ${employerName(latest)}?` : 'Have you faced something similar before?'],
          cv_reference: `${ctx.profile ? `${ctx.profile.title} profile` : 'Target role'}: ${skill}${latest ? `; compare with ${roleLabel(latest)}` : ''}`,
        },
      });
    }
  });
  return out;
}
