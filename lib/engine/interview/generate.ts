import { knowledge as defaultKnowledge } from '../cv/knowledge';
import type { KnowledgeApi } from '../cv/knowledge/types';
import type { InterviewPrepContent } from '../../schemas/interview-prep';
import { candidateSummary } from './candidate-summary';
import { interviewStructure } from './interview-structure';
import { keyAreasToProbe } from './key-areas';
import type { ReportInput } from '../skill-gaps/generate';
import { buildContext, type CandidateQuestion } from './questions/question-context';
import { interviewMinutes } from './question-timing';
import { achievementQuestions } from './questions/achievement-questions';
import { cultureFitQuestions } from './questions/culture-fit-questions';
import { motivationQuestions } from './questions/motivation-questions';
import { portfolioQuestions } from './questions/portfolio-questions';
import { redFlagQuestions } from './questions/red-flag-questions';
import { roleGapQuestions } from './questions/role-gap-questions';
import { skillQuestions } from './questions/skill-questions';
import { softSkillQuestions } from './questions/soft-skill-questions';
import { selectQuestions } from './select-questions';
import { singleFullStops } from '../cv/score/text';


/**
 * Interview questions built from the CV and the target role's profile: every question cites
 * the CV line (or role requirement) it comes from. Deterministic for the same input.
 */
export function generateInterviewPrep(input: ReportInput, knowledge: KnowledgeApi = defaultKnowledge): InterviewPrepContent {
  const ctx = buildContext(input, knowledge);
  const candidates: CandidateQuestion[] = [
    ...motivationQuestions(ctx),
    ...redFlagQuestions(ctx),
    ...achievementQuestions(ctx),
    ...skillQuestions(ctx),
    ...roleGapQuestions(ctx),
    ...portfolioQuestions(ctx),
    ...softSkillQuestions(ctx),
    ...cultureFitQuestions(ctx),
  ];
  const questions = selectQuestions(candidates).map((q) => ({
    ...q,
    question: singleFullStops(q.question),
    follow_up_questions: q.follow_up_questions.map(singleFullStops),
  }));
  return {
    target_role: input.targetRole,
    target_industry: input.targetIndustry,
    total_questions: questions.length,
    estimated_interview_minutes: interviewMinutes(questions),
    questions,
    interview_structure: interviewStructure(questions, input.parsed, input.targetRole, ctx.facts),
    key_areas_to_probe: keyAreasToProbe(ctx),
    candidate_summary: singleFullStops(candidateSummary(ctx)),
  };
}
