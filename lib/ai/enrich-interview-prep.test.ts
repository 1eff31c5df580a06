import { describe, expect, it } from 'vitest';
import { modelAnswering } from '../testing/model';
import { InterviewPrepContent } from '../schemas/interview-prep';
import { enrichInterviewPrep } from './enrich-interview-prep';
import type { QuestionEnrichment } from '../engine/interview/enrichment-schema';
import { backendCv, backendResult, NOW } from '../engine/interview/fixtures/cvs';
import { testKnowledge } from '../engine/interview/fixtures/test-knowledge';
import { generateInterviewPrep } from '../engine/interview/generate';
import { mergeEnrichedPrep } from '../engine/interview/merge-enriched-prep';
import type { MergeReport } from '../engine/interview/merge-enrichment';

const prep = generateInterviewPrep({ parsed: backendCv, result: backendResult, targetRole: 'Backend Engineer', targetIndustry: 'Fintech', now: NOW }, testKnowledge);
const gapIndex = prep.questions.findIndex((q) => q.question.includes('24 months'));

async function enrich(model: ReturnType<typeof modelAnswering> | null, timeoutMs?: number) {
  const reports: Array<MergeReport | { error: string }> = [];
  const out = await enrichInterviewPrep({ model, prep, parsed: backendCv, now: NOW, merge: async (m) => mergeEnrichedPrep(m, testKnowledge), timeoutMs, onReport: (r) => reports.push(r) });
  return { out, reports };
}

const GOOD: QuestionEnrichment = {
  questions: [
    {
      index: gapIndex,
      question: 'Your CV has a 24-month gap after Acme Corp (Mar 2020) before Globex (Apr 2022). Can you talk me through that period?',
      follow_up_questions: ['Did anything from that time shape how you approached the work at Globex?'],
    },
  ],
};

describe('enrichInterviewPrep', () => {
  it('merges grounded rephrasing and follow-ups and keeps the anchors', async () => {
    const model = modelAnswering(JSON.stringify({ questions: [{ ...GOOD.questions[0], category: 'technical', cv_reference: 'made up' }] }));
    const { out, reports } = await enrich(model);
    const q = out.questions[gapIndex];
    expect(q.question).toBe(GOOD.questions[0].question);
    expect(q.follow_up_questions).toContain(GOOD.questions[0].follow_up_questions[0]);
    expect(q.category).toBe(prep.questions[gapIndex].category);
    expect(q.cv_reference).toBe(prep.questions[gapIndex].cv_reference);
    expect(out.interview_structure.core).toContain(GOOD.questions[0].question);
    expect(out.total_questions).toBe(prep.total_questions);
    expect(() => InterviewPrepContent.parse(out)).not.toThrow();
    expect(reports).toEqual([{ rephrased: 1, followUpsAdded: 1, rejected: [] }]);
    // the prompt carries the CV's facts and the drafts
    const prompt = JSON.stringify(model.doGenerateCalls[0].prompt);
    expect(prompt).toContain('Cut API latency by 40%');
    expect(prompt).toContain(`[${gapIndex}]`);
  });

  it('rejects rewrites and follow-ups that name employers or skills the CV does not', async () => {
    const ungrounded: QuestionEnrichment = {
      questions: [
        { index: gapIndex, question: 'Between Acme Corp and your contract at Google, what were you doing?', follow_up_questions: ['Did you use Python there?'] },
        { index: 0, question: prep.questions[0].question, follow_up_questions: ['What did Globex do well for its engineers?'] },
      ],
    };
    const { out, reports } = await enrich(modelAnswering(JSON.stringify(ungrounded)));
    expect(out.questions[gapIndex]).toEqual(prep.questions[gapIndex]);
    expect(out.questions[0].follow_up_questions).toContain('What did Globex do well for its engineers?');
    const report = reports[0] as MergeReport;
    expect(report.rejected.map((r) => r.reason)).toEqual([
      'question names Google, which the CV does not',
      'follow-up names Python, which the CV does not',
    ]);
  });

  it('falls back to the deterministic questions when the model throws', async () => {
    const { out, reports } = await enrich(modelAnswering(() => Promise.reject(new Error('rate limited'))));
    expect(out).toEqual(prep);
    expect(reports[0]).toHaveProperty('error');
  });

  it('falls back when the output is not valid JSON or breaks the schema', async () => {
    expect((await enrich(modelAnswering('not json'))).out).toEqual(prep);
    expect((await enrich(modelAnswering(JSON.stringify({ questions: [{ index: -1, question: 'x' }] })))).out).toEqual(prep);
  });

  it('falls back when the model is too slow', async () => {
    const { out, reports } = await enrich(modelAnswering(JSON.stringify(GOOD), 200), 20);
    expect(out).toEqual(prep);
    expect((reports[0] as { error: string }).error).toMatch(/did not answer within 20 ms/);
  });

  it('returns the deterministic preparation when no model is configured', async () => {
    expect((await enrich(null)).out).toBe(prep);
  });
});
