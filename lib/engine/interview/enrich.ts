/**
 * Optional LLM polish of a deterministic interview preparation: more natural phrasing and extra
 * follow-ups, grounded in the CV. Anything that goes wrong (no model, error, timeout, invalid
 * or ungrounded output) leaves the deterministic questions in place.
 *
 * The model is called here, in the server process; merging its reply needs the knowledge base,
 * so `merge` runs it in an engine worker (merge-enriched-prep.ts through the engine pool) and
 * this module imports nothing that loads the knowledge data.
 */
import { generateText, Output, type LanguageModel } from 'ai';
import type { ParsedCv } from '../cv/types';
import type { InterviewPrepContent } from '../../schemas/interview-prep';
import { INTERVIEW_ENRICHMENT_SYSTEM, interviewEnrichmentPrompt } from './enrichment-prompt';
import { QuestionEnrichment } from './enrichment-schema';
import type { MergeEnrichedPrepInput } from './merge-enriched-prep';
import type { MergeReport } from './merge-enrichment';
import { withDeadline } from '../../with-deadline';

export const INTERVIEW_ENRICH_TIMEOUT_MS = 20_000;

export interface EnrichInterviewInput {
  /** null when no model is configured (getLanguageModel() in lib/ai/model.ts) */
  model: LanguageModel | null;
  prep: InterviewPrepContent;
  parsed: ParsedCv;
  now: Date;
  /** merges the model's reply into the preparation (mergeEnrichedPrep, in an engine worker) */
  merge: (input: MergeEnrichedPrepInput) => Promise<{ prep: InterviewPrepContent; report: MergeReport }>;
  timeoutMs?: number;
  /** what was merged, or why nothing was, for logging */
  onReport?: (report: MergeReport | { error: string }) => void;
}

export async function enrichInterviewPrep(input: EnrichInterviewInput): Promise<InterviewPrepContent> {
  const { model, prep, parsed } = input;
  if (!model || prep.questions.length === 0) return prep;
  try {
    const response = await withDeadline(input.timeoutMs ?? INTERVIEW_ENRICH_TIMEOUT_MS, (abortSignal) =>
      generateText({
        model,
        system: INTERVIEW_ENRICHMENT_SYSTEM,
        prompt: interviewEnrichmentPrompt(prep.questions, parsed, prep.target_role),
        output: Output.object({ schema: QuestionEnrichment }),
        temperature: 0.3,
        maxRetries: 1,
        abortSignal,
      }),
    );
    const merged = await input.merge({ prep, output: response.output, parsed, now: input.now });
    input.onReport?.(merged.report);
    return merged.prep;
  } catch (err) {
    input.onReport?.({ error: err instanceof Error ? err.message : String(err) });
    return prep;
  }
}
