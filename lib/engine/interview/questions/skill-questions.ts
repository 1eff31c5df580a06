import type { SkillCategory } from '../../cv/knowledge/types';
import { bulletReference, employerName, quote } from '../../cv/facts/cv-reference';
import { extractMetric } from './metrics';
import { pick, type CandidateQuestion, type QuestionContext } from './question-context';
import type { SkillEvidence } from '../../skill-gaps/skill-evidence';

const MAX_DEEP_DIVES = 3;
const MAX_LISTED_ONLY = 2;

/** What "depth" means differs by kind of skill, so the probe does too. */
const DEPTH_PROBE: Partial<Record<SkillCategory, string>> = {
  programming_language: 'how you structured the code, how you tested it, and a bug that took you longest to find',
  framework: 'why that framework fitted, where it fought you, and what you would choose today',
  database: 'how you modelled the data, which query or index you had to tune, and how you handled migrations',
  cloud: 'how the system was deployed, what failed in production, and how you kept costs in check',
  devops: 'how the pipeline worked end to end, what broke, and how you made it reliable',
  data: 'where the data came from, how you checked its quality, and how the results were used',
  ai_ml: 'how you chose and evaluated the model, what the baseline was, and how it behaved in production',
  engineering: 'which part or system it was for, what load cases or tolerances drove the design, and how you verified it',
  security: 'which threats you were protecting against, what you found, and how you fixed it',
  healthcare: 'a case where your judgement with it mattered, the protocol you followed, and what you would do differently',
};
const DEFAULT_PROBE = 'what you did with it yourself, the hardest problem it solved, and what you would do differently now';

/** Skills ordered by what the role asks for first, then by how much the CV shows them. */
function roleWeight(ctx: QuestionContext, name: string): number {
  if (ctx.profile?.requiredHardSkills.includes(name)) return 2;
  if (ctx.profile?.preferredHardSkills.includes(name)) return 1;
  return 0;
}

export function skillQuestions(ctx: QuestionContext): CandidateQuestion[] {
  const hard = [...ctx.evidence.values()].filter((e) => e.skill.kind === 'hard');
  const used = hard
    .filter((e) => e.mentions.some((m) => m.source === 'bullet' && m.experienceIndex !== null))
    .sort((a, b) => roleWeight(ctx, b.skill.name) - roleWeight(ctx, a.skill.name) || b.mentions.length - a.mentions.length);
  const out: CandidateQuestion[] = used.slice(0, MAX_DEEP_DIVES).map((e, i) => deepDive(ctx, e, i));

  const listedOnly = hard
    .filter((e) => e.listed && e.mentions.every((m) => m.source === 'summary') && roleWeight(ctx, e.skill.name) > 0)
    .sort((a, b) => roleWeight(ctx, b.skill.name) - roleWeight(ctx, a.skill.name));
  listedOnly.slice(0, MAX_LISTED_ONLY).forEach((e, i) => {
    const skill = e.skill.name;
    out.push({
      kind: 'listed-only-skill',
      priority: 68 - i * 3,
      question: {
        question: `You list ${skill} in your skills, but none of your roles or projects mention it. Where have you used ${skill}, for how long, and what is the most demanding piece of work you have done with it?`,
        category: 'technical',
        difficulty: 'medium',
        target_skill: skill,
        why_asked: `${skill} matters for ${ctx.roleTitle}, and the CV claims it without showing it in use.`,
        what_to_look_for: `A concrete, recent use of ${skill} with detail only a practitioner would know; an honest level estimate.`,
        red_flag_answers: [`Only tutorials or a course, presented as professional experience`, `Cannot explain basic ${skill} concepts when pressed`],
        follow_up_questions: [`How would you rate yourself in ${skill} from 1 to 5, and what would get you one point higher?`],
        cv_reference: `Skills section: ${quote(listedLine(ctx, skill))}`,
      },
    });
  });
  return out;
}

function deepDive(ctx: QuestionContext, e: SkillEvidence, i: number): CandidateQuestion {
  const skill = e.skill.name;
  // Prefer a bullet about this skill alone: bullets with a number are probed by the achievement questions.
  const bullets = e.mentions.filter((m) => m.source === 'bullet' && m.experienceIndex !== null);
  const mention = [...bullets].sort((a, b) => bulletFocus(ctx, a.text) - bulletFocus(ctx, b.text))[0];
  const entry = ctx.parsed.experience[mention.experienceIndex!];
  const employer = employerName(entry);
  const probe = DEPTH_PROBE[e.skill.category] ?? DEFAULT_PROBE;
  const roles = e.roleIndexes.length;
  const question = pick(
    [
      `At ${employer} you used ${skill} (${quote(mention.text, 100)}). Walk me through ${probe}.`,
      `Your CV shows ${skill} in ${roles > 1 ? `${roles} roles` : `your work at ${employer}`}. Taking ${quote(mention.text, 100)} as the example, tell me ${probe}.`,
      `Let's go deep on ${skill}. In ${quote(mention.text, 100)} at ${employer}, explain ${probe}.`,
    ],
    i,
  );
  return {
    kind: 'skill-deep-dive',
    priority: 72 - i * 3 + roleWeight(ctx, skill) * 2,
    question: {
      question,
      category: 'technical',
      difficulty: i < 2 ? 'hard' : 'medium',
      target_skill: skill,
      why_asked: `${skill} is ${roleWeight(ctx, skill) === 2 ? `a core requirement for ${ctx.roleTitle}` : roleWeight(ctx, skill) === 1 ? `valued for ${ctx.roleTitle}` : 'one of the skills the CV uses most'}; this checks that the CV's use of it is hands-on and deep.`,
      what_to_look_for: `Specific decisions and trade-offs made in ${skill}, correct vocabulary, and lessons learned from something that went wrong.`,
      red_flag_answers: [
        `Describes what the team did with ${skill} but not their own part`,
        'Stays at buzzword level when asked for detail',
        'Cannot name a problem or limitation they hit',
      ],
      follow_up_questions: [
        `What would you do differently with ${skill} if you started that work today?`,
        `How would you explain one of your ${skill} trade-offs to a non-specialist?`,
      ],
      cv_reference: bulletReference(entry, mention.text),
    },
  };
}

/** Lower is a better anchor: fewer other skills in the bullet, and no measured result to share it with. */
function bulletFocus(ctx: QuestionContext, text: string): number {
  return ctx.knowledge.findSkills(text).length + (extractMetric(text) ? 2 : 0);
}

/** The skills-section entry that names the skill, as written on the CV. */
function listedLine(ctx: QuestionContext, skill: string): string {
  const lower = skill.toLowerCase();
  const line = ctx.parsed.listedSkills.find((s) => ctx.knowledge.findSkills(s).some((m) => m.skill.name.toLowerCase() === lower));
  return line ?? skill;
}
