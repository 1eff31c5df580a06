/** What the model is asked to return when enriching an analysis. */
import { z } from 'zod';
import { SummaryStyle } from '../schemas/analysis';

export const AnalysisEnrichment = z.object({
  bullet_rewrites: z
    .array(
      z.object({
        original_text: z.string().describe('the bullet exactly as given'),
        rewritten_text: z.string().describe('the improved bullet; unknown figures as placeholders such as [X%], [N], [$X]'),
        improvement_explanation: z.string().describe('one sentence: what changed and why it reads stronger'),
      }),
    )
    .max(12),
  summaries: z
    .array(
      z.object({
        style: SummaryStyle,
        text: z.string().describe('2–3 sentences, facts from the CV only'),
      }),
    )
    .max(4),
});
export type AnalysisEnrichment = z.infer<typeof AnalysisEnrichment>;
