/**
 * Optional LLM enrichment of a finished deterministic analysis: better bullet rewrites and
 * summaries, grounded in the CV. On any failure (error, timeout, invalid output) the
 * deterministic result is returned unchanged.
 */
import { generateText, Output, type LanguageModel } from 'ai';
import type { Result } from '../schemas/analysis';
import type { ParsedCv } from '../engine/cv/types';
import { ENRICHMENT_SYSTEM, enrichmentPrompt } from './enrichment-prompt';
import { Enrichment } from './enrichment-schema';
import { mergeEnrichment, type MergeReport } from './merge-enrichment';
import { withDeadline } from '../with-deadline';

export const ENRICH_TIMEOUT_MS = 20_000;

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
  try {
    const response = await withDeadline(input.timeoutMs ?? ENRICH_TIMEOUT_MS, (abortSignal) =>
      generateText({
        model,
        system: ENRICHMENT_SYSTEM,
        prompt: enrichmentPrompt(result, parsed),
        output: Output.object({ schema: Enrichment }),
        temperature: 0.2,
        maxRetries: 1,
        abortSignal,
      }),
    );
    const { result: merged, ...report } = mergeEnrichment(result, parsed, response.output);
    input.onReport?.(report);
    return merged;
  } catch (err) {
    input.onReport?.({ error: err instanceof Error ? err.message : String(err) });
    return result;
  }
}
