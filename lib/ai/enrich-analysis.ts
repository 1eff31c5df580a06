/**
 * Optional LLM enrichment of a finished deterministic analysis: better bullet rewrites and
 * summaries, grounded in the CV (the pipeline: enrich.ts).
 */
import type { LanguageModel } from 'ai';
import type { Result } from '../schemas/analysis';
import type { ParsedCv } from '../engine/cv/types';
import { enrich } from './enrich';
import { ENRICHMENT_SYSTEM, enrichmentPrompt } from './enrichment-prompt';
import { Enrichment } from './enrichment-schema';
import { mergeEnrichment, type MergeReport } from './merge-enrichment';

export interface EnrichInput {
  model: LanguageModel;
  result: Result;
  parsed: ParsedCv;
  timeoutMs?: number;
  /** called with what was merged or why nothing was, for logging */
  onReport?: (report: Omit<MergeReport, 'result'> | { error: string }) => void;
}

export async function enrichAnalysis(input: EnrichInput): Promise<Result> {
  const { model, result, parsed } = input;
  if (result.bullet_rewrites.length === 0 && result.generated_summaries.length === 0) return result;
  return enrich(model, result, {
    system: ENRICHMENT_SYSTEM,
    prompt: enrichmentPrompt(result, parsed),
    reply: Enrichment,
    temperature: 0.2,
    timeoutMs: input.timeoutMs,
    merge: (reply) => {
      const { result: value, ...report } = mergeEnrichment(result, parsed, reply);
      return { value, report };
    },
    onReport: input.onReport,
  });
}
