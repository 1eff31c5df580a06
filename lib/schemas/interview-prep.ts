import { z } from 'zod';
import { derivedReportSchemas, Uuid } from './common';

export const QuestionCategory = z
  .enum(['behavioral', 'technical', 'situational', 'role_specific', 'culture_fit', 'motivation'])
  .meta({ id: 'QuestionCategory' });
export type QuestionCategory = z.infer<typeof QuestionCategory>;

export const QuestionDifficulty = z.enum(['easy', 'medium', 'hard']).meta({ id: 'QuestionDifficulty' });
export type QuestionDifficulty = z.infer<typeof QuestionDifficulty>;

export const Question = z
  .object({
    question: z.string().min(1),
    category: QuestionCategory,
    difficulty: QuestionDifficulty,
    target_skill: z.string(),
    why_asked: z.string(),
    what_to_look_for: z.string(),
    red_flag_answers: z.array(z.string()),
    follow_up_questions: z.array(z.string()),
    /** the CV line (employer, title, dates, quoted bullet) or role requirement the question is anchored on */
    cv_reference: z.string().min(1),
  })
  .meta({ id: 'InterviewQuestion' });
export type Question = z.infer<typeof Question>;

export const InterviewStructure = z.object({
  opening: z.array(z.string()),
  core: z.array(z.string()),
  closing: z.array(z.string()),
});

export const KeyAreaToProbe = z.object({ area: z.string(), reason: z.string(), suggested_approach: z.string() });

/** What the generator produces: everything except the identifiers and timestamps the service adds. */
export const InterviewPrepContent = z.object({
  target_role: z.string(),
  target_industry: z.string(),
  total_questions: z.int().min(0),
  estimated_interview_minutes: z.int().min(0),
  questions: z.array(Question),
  interview_structure: InterviewStructure,
  key_areas_to_probe: z.array(KeyAreaToProbe),
  candidate_summary: z.string(),
});
export type InterviewPrepContent = z.infer<typeof InterviewPrepContent>;

/** what the job writes, the list's figure, and the shapes on the wire */
export const interviewPrepSchemas = derivedReportSchemas('InterviewPrep', InterviewPrepContent, 'total_questions');
const schemas = interviewPrepSchemas;

export const InterviewPrep = schemas.record;
export type InterviewPrep = z.infer<typeof InterviewPrep>;
export const InterviewPrepCreated = schemas.created;
export type InterviewPrepCreated = z.infer<typeof InterviewPrepCreated>;
/** The detail read (GET /interview-preps/{id}) is the full record: created_at, no meta. */
export const InterviewPrepDetail = InterviewPrep;
export type InterviewPrepDetail = InterviewPrep;
export const InterviewPrepListItem = schemas.listItem;
export type InterviewPrepListItem = z.infer<typeof InterviewPrepListItem>;
export const InterviewPrepList = schemas.list;

/** Unknown fields are stripped rather than rejected so that clients may send extra context. */
export const CreateInterviewPrepBody = z
  .object({ analysis_id: Uuid })
  .meta({ id: 'CreateInterviewPrepBody' });
export type CreateInterviewPrepBody = z.infer<typeof CreateInterviewPrepBody>;
