/**
 * The one enrichment pipeline: a deterministic draft, polished by a language model when one is
 * configured. A system prompt and a prompt grounded in the CV, a reply schema, a hard deadline,
 * then a merge that keeps only what the CV supports. On any failure (no model, error, timeout,
 * invalid output) the draft stands unchanged. The analysis (enrich-analysis.ts) and the interview
 * preparation (enrich-interview-prep.ts) each declare their own parts.
 */
import { generateText, Output, type LanguageModel } from 'ai';
import type { z } from 'zod';

/** the model's time to answer, unless a caller (a test) sets another */
export const ENRICH_TIMEOUT_MS = 20_000;

export interface EnrichmentSpec<Draft, Reply, Report> {
  system: string;
  prompt: string;
  reply: z.ZodType<Reply>;
  temperature: number;
  timeoutMs?: number;
  /** the draft with the reply merged in, and what was kept or refused */
  merge: (reply: Reply) => Promise<{ value: Draft; report: Report }> | { value: Draft; report: Report };
  /** what was merged, or why nothing was, for logging */
  onReport?: (report: Report | { error: string }) => void;
}

/** Runs a model call with an abort signal and a hard deadline; the race also covers models that ignore the signal. */
export async function withDeadline<T>(ms: number, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`model did not answer within ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([run(controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

export async function enrich<Draft, Reply, Report>(model: LanguageModel, draft: Draft, spec: EnrichmentSpec<Draft, Reply, Report>): Promise<Draft> {
  try {
    const response = await withDeadline(spec.timeoutMs ?? ENRICH_TIMEOUT_MS, (abortSignal) =>
      generateText({
        model,
        system: spec.system,
        prompt: spec.prompt,
        output: Output.object({ schema: spec.reply }),
        temperature: spec.temperature,
        maxRetries: 1,
        abortSignal,
      }),
    );
    const merged = await spec.merge(response.output as Reply);
    spec.onReport?.(merged.report);
    return merged.value;
  } catch (err) {
    spec.onReport?.({ error: err instanceof Error ? err.message : String(err) });
    return draft;
  }
}
