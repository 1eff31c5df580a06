/**
 * The engine half of the interview enrichment: a model's reply merged into the deterministic
 * preparation, with the role profile and the CV facts (the knowledge base) checking that every
 * name it adds is grounded. Runs in an engine worker (pool task `mergeInterviewEnrichment`), so
 * the knowledge data never loads in the server process that called the model.
 */
import { cvFactsOf } from '../cv/facts';
import { knowledge as defaultKnowledge } from '../cv/knowledge';
import type { KnowledgeApi } from '../cv/knowledge/types';
import type { ParsedCv } from '../cv/types';
import type { InterviewPrepContent } from '../../schemas/interview-prep';
import type { QuestionEnrichment } from './enrichment-schema';
import { interviewStructure } from './interview-structure';
import { mergeEnrichment, type MergeReport } from './merge-enrichment';

export interface MergeEnrichedPrepInput {
  prep: InterviewPrepContent;
  /** the model's reply, already validated against QuestionEnrichment */
  output: QuestionEnrichment;
  parsed: ParsedCv;
  now: Date;
}

export function mergeEnrichedPrep(input: MergeEnrichedPrepInput, knowledge: KnowledgeApi = defaultKnowledge): { prep: InterviewPrepContent; report: MergeReport } {
  const { prep, output, parsed, now } = input;
  const profile = knowledge.matchRole(prep.target_role);
  const roleTerms = profile ? [profile.title, ...profile.requiredHardSkills, ...profile.preferredHardSkills, ...profile.certifications] : [];
  const { questions, report } = mergeEnrichment(prep, output, { parsed, knowledge, roleTerms });
  const facts = cvFactsOf(parsed, { asOf: now, knowledge });
  return { prep: { ...prep, questions, interview_structure: interviewStructure(questions, parsed, prep.target_role, facts) }, report };
}
