/**
 * Optional LLM enrichment of a finished deterministic analysis: better bullet rewrites and
 * summaries, grounded in the CV (the pipeline: enrich.ts).
 */
import type { LanguageModel } from 'ai';
import type { Result } from '../schemas/analysis';
import type { ParsedCv } from '../engine/cv/types';
import { enrich } from './enrich';
import { ANALYSIS_ENRICHMENT_SYSTEM, analysisEnrichmentPrompt } from './analysis-enrichment-prompt';
import { AnalysisEnrichment } from './analysis-enrichment-schema';
import { mergeAnalysisEnrichment, type AnalysisMergeReport } from './merge-analysis-enrichment';

export interface EnrichInput {
  model: LanguageModel;
  result: Result;
  parsed: ParsedCv;
  timeoutMs?: number;
  /** called with what was merged or why nothing was, for logging */
  onReport?: (report: Omit<AnalysisMergeReport, 'result'> | { error: string }) => void;
}

export async function enrichAnalysis(input: EnrichInput): Promise<Result> {
  const { model, result, parsed } = input;
  if (result.bullet_rewrites.length === 0 && result.generated_summaries.length === 0) return result;
  return enrich(model, result, {
    system: ANALYSIS_ENRICHMENT_SYSTEM,
    prompt: analysisEnrichmentPrompt(result, parsed),
    reply: AnalysisEnrichment,
    temperature: 0.2,
    timeoutMs: input.timeoutMs,
    merge: (reply) => {
      const { result: value, ...report } = mergeAnalysisEnrichment(result, parsed, reply);
      return { value, report };
    },
    onReport: input.onReport,
  });
}
