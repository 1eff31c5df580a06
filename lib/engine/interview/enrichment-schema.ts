/** What the model may return when polishing interview questions: wording only, never anchors. */
import { z } from 'zod';

export const QuestionEnrichment = z.object({
  questions: z
    .array(
      z.object({
        index: z.int().min(0).describe('the index of the question as given'),
        question: z.string().min(10).max(600).describe('the same question, phrased more naturally; same facts, same CV line'),
        follow_up_questions: z.array(z.string().min(5).max(300)).max(3).describe('new follow-ups that dig deeper into the same point'),
      }),
    )
    .max(30),
});
export type QuestionEnrichment = z.infer<typeof QuestionEnrichment>;
