/**
 * Optional LLM polish of a deterministic interview preparation: more natural phrasing and extra
 * follow-ups, grounded in the CV. Anything that goes wrong (no model, error, timeout, invalid
 * or ungrounded output) leaves the deterministic questions in place.
 */
import { generateText, Output, type LanguageModel } from 'ai';
import { cvFactsOf } from '../cv/facts';
import { knowledge as defaultKnowledge } from '../cv/knowledge';
import type { KnowledgeApi } from '../cv/knowledge/types';
import type { ParsedCv } from '../cv/types';
import type { InterviewPrepContent } from '../../schemas/interview-prep';
import { INTERVIEW_ENRICHMENT_SYSTEM, interviewEnrichmentPrompt } from './enrichment-prompt';
import { QuestionEnrichment } from './enrichment-schema';
import { interviewStructure } from './interview-structure';
import { mergeEnrichment, type MergeReport } from './merge-enrichment';
import { withDeadline } from '../../with-deadline';

export const INTERVIEW_ENRICH_TIMEOUT_MS = 20_000;

export interface EnrichInterviewInput {
  /** null when no model is configured (getLanguageModel() in lib/ai/model.ts) */
  model: LanguageModel | null;
  prep: InterviewPrepContent;
  parsed: ParsedCv;
  now: Date;
  knowledge?: KnowledgeApi;
  timeoutMs?: number;
  /** what was merged, or why nothing was, for logging */
  onReport?: (report: MergeReport | { error: string }) => void;
}

export async function enrichInterviewPrep(input: EnrichInterviewInput): Promise<InterviewPrepContent> {
  const { model, prep, parsed } = input;
  if (!model || prep.questions.length === 0) return prep;
  const knowledge = input.knowledge ?? defaultKnowledge;
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
    const profile = knowledge.matchRole(prep.target_role);
    const roleTerms = profile ? [profile.title, ...profile.requiredHardSkills, ...profile.preferredHardSkills, ...profile.certifications] : [];
    const { questions, report } = mergeEnrichment(prep, response.output, { parsed, knowledge, roleTerms });
    input.onReport?.(report);
    const facts = cvFactsOf(parsed, { asOf: input.now, knowledge });
    return { ...prep, questions, interview_structure: interviewStructure(questions, parsed, prep.target_role, facts) };
  } catch (err) {
    input.onReport?.({ error: err instanceof Error ? err.message : String(err) });
    return prep;
  }
}
