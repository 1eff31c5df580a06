/**
 * Optional LLM polish of a deterministic interview preparation: more natural phrasing and extra
 * follow-ups, grounded in the CV (the pipeline: enrich.ts). Anything that goes wrong (no model,
 * error, timeout, invalid or ungrounded output) leaves the deterministic questions in place.
 *
 * The model is called here, in the server process; merging its reply needs the knowledge base,
 * so `merge` runs it in an engine worker (merge-enriched-prep.ts through the engine pool) and
 * this module imports nothing that loads the knowledge data.
 */
import type { LanguageModel } from 'ai';
import type { ParsedCv } from '../engine/cv/types';
import { INTERVIEW_ENRICHMENT_SYSTEM, interviewEnrichmentPrompt } from '../engine/interview/enrichment-prompt';
import { QuestionEnrichment } from '../engine/interview/enrichment-schema';
import type { MergeEnrichedPrepInput } from '../engine/interview/merge-enriched-prep';
import type { MergeReport } from '../engine/interview/merge-enrichment';
import type { InterviewPrepContent } from '../schemas/interview-prep';
import { enrich } from './enrich';

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
  return enrich(model, prep, {
    system: INTERVIEW_ENRICHMENT_SYSTEM,
    prompt: interviewEnrichmentPrompt(prep.questions, parsed, prep.target_role),
    reply: QuestionEnrichment,
    temperature: 0.3,
    timeoutMs: input.timeoutMs,
    merge: async (output) => {
      const merged = await input.merge({ prep, output, parsed, now: input.now });
      return { value: merged.prep, report: merged.report };
    },
    onReport: input.onReport,
  });
}
