import type { KnowledgeApi } from '../cv/knowledge/types';
import type { ParsedCv } from '../cv/types';
import type { InterviewPrepContent, Question } from '../../schemas/interview-prep';
import type { QuestionEnrichment } from './enrichment-schema';
import { cvCorpus, groundingCorpus, ungroundedNames } from './grounding';

export interface MergeContext {
  parsed: ParsedCv;
  knowledge: KnowledgeApi;
  /** role-profile skill names the deterministic questions may mention although the CV lacks them */
  roleTerms: readonly string[];
}

export interface MergeReport {
  rephrased: number;
  followUpsAdded: number;
  /** items dropped, with the reason, for logs */
  rejected: Array<{ index: number; reason: string }>;
}

const MAX_FOLLOW_UPS = 4;

/**
 * Takes the model's wording where it is grounded and keeps everything that anchors a question
 * (category, difficulty, target skill, CV reference) from the deterministic draft. A rewrite
 * or follow-up naming anything outside the CV, the role and the draft itself is dropped.
 */
export function mergeEnrichment(
  prep: InterviewPrepContent,
  enrichment: QuestionEnrichment,
  context: MergeContext,
): { questions: Question[]; report: MergeReport } {
  const base = cvCorpus(context.parsed, [prep.target_role, prep.target_industry, ...context.roleTerms]);
  const report: MergeReport = { rephrased: 0, followUpsAdded: 0, rejected: [] };
  const questions = prep.questions.map((q) => ({ ...q, follow_up_questions: [...q.follow_up_questions] }));
  const seen = new Set<number>();

  for (const item of enrichment.questions) {
    const original = questions[item.index];
    if (!original || seen.has(item.index)) {
      report.rejected.push({ index: item.index, reason: original ? 'duplicate index' : 'no such question' });
      continue;
    }
    seen.add(item.index);
    const corpus = groundingCorpus(
      [base, prep.questions[item.index].question, prep.questions[item.index].cv_reference, ...prep.questions[item.index].follow_up_questions].join('\n'),
      context.knowledge,
    );
    const invented = ungroundedNames(item.question, corpus, context.knowledge);
    if (invented.length > 0) {
      report.rejected.push({ index: item.index, reason: `question names ${invented.join(', ')}, which the CV does not` });
    } else if (item.question.trim() !== original.question) {
      original.question = item.question.trim();
      report.rephrased++;
    }
    for (const followUp of item.follow_up_questions) {
      if (original.follow_up_questions.length >= MAX_FOLLOW_UPS) break;
      const extra = ungroundedNames(followUp, corpus, context.knowledge);
      if (extra.length > 0) {
        report.rejected.push({ index: item.index, reason: `follow-up names ${extra.join(', ')}, which the CV does not` });
        continue;
      }
      const text = followUp.trim();
      if (original.follow_up_questions.some((f) => f.toLowerCase() === text.toLowerCase())) continue;
      original.follow_up_questions.push(text);
      report.followUpsAdded++;
    }
  }
  return { questions, report };
}
