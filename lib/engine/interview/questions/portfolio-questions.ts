import { latestRole } from './cv-roles';
import { employerName, quote } from '../../cv/facts/cv-reference';
import type { CandidateQuestion, QuestionContext } from './question-context';

/** Certifications the candidate holds and projects they list: claims worth a concrete example each. */
export function portfolioQuestions(ctx: QuestionContext): CandidateQuestion[] {
  const out: CandidateQuestion[] = [];
  const latest = latestRole(ctx.parsed, ctx.facts);
  ctx.parsed.certifications.slice(0, 1).forEach((cert) => {
    out.push({
      kind: 'certification',
      priority: 55,
      question: {
        question: `You hold ${cert}. Tell me about a decision${latest ? ` at ${employerName(latest.entry)}` : ''} where what you learned for it changed the outcome.`,
        category: 'technical',
        difficulty: 'medium',
        target_skill: cert,
        why_asked: 'A certification shows study; this checks that it turned into practice.',
        what_to_look_for: 'A specific situation where the certified knowledge was applied, with correct detail.',
        red_flag_answers: ['Cannot link the certification to any real work', 'Gets basic facts of the certified area wrong'],
        follow_up_questions: ['What part of the syllabus have you never used, and why?', 'Is it current, and do you plan to renew it?'],
        cv_reference: `Certifications: ${quote(cert)}`,
      },
    });
  });
  ctx.parsed.projects.slice(0, 2).forEach((project, i) => {
    const detail = project.bullets[0] ?? project.description;
    out.push({
      kind: 'project',
      priority: 62 - i * 4,
      question: {
        question: `In your project ${quote(project.name, 80)}${detail ? ` (${quote(detail, 100)})` : ''}, what was the hardest decision you made, which alternatives did you reject, and what would you change now?`,
        category: 'technical',
        difficulty: 'hard',
        target_skill: ctx.knowledge.findSkills([project.name, detail ?? ''].join(' '))[0]?.skill.name ?? 'Problem solving',
        why_asked: 'Projects show what the candidate chooses to build; the reasoning behind choices shows seniority.',
        what_to_look_for: 'Ownership of the decisions, alternatives weighed with reasons, and honest reflection.',
        red_flag_answers: ['Followed a tutorial without own decisions', 'Cannot explain how a key part works'],
        follow_up_questions: ['Who used it, and what did they say?', 'How would it cope with ten times the load or data?'],
        cv_reference: `Projects: ${quote(project.name, 80)}${detail ? `: ${quote(detail)}` : ''}`,
      },
    });
  });
  return out;
}
