/**
 * The interview enrichment's merge runs in an engine worker (pool task mergeInterviewEnrichment),
 * where the knowledge base lives: the worker's answer is the in-process one.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { generateInterviewPrep } from './generate';
import { backendCv, backendResult, NOW } from './fixtures/cvs';
import { mergeEnrichedPrep } from './merge-enriched-prep';
import { runEngineTask, stopEnginePool } from '../pool';

const prep = generateInterviewPrep({ parsed: backendCv, result: backendResult, targetRole: 'Backend Engineer', targetIndustry: 'Fintech', now: NOW });
const gapIndex = prep.questions.findIndex((q) => q.question.includes('24 months'));
const output = {
  questions: [
    {
      index: gapIndex,
      question: 'Your CV has a 24-month gap after Acme Corp (Mar 2020) before Globex (Apr 2022). Can you talk me through that period?',
      follow_up_questions: ['Did anything from that time shape how you approached the work at Globex?', 'How did you keep up with Kubernetes at Initech?'],
    },
  ],
};

afterAll(() => stopEnginePool());

describe('mergeInterviewEnrichment in an engine worker', () => {
  it('merges the reply as the engine does in process, rejecting what the CV does not support', async () => {
    const input = { prep, output, parsed: backendCv, now: NOW };
    const inWorker = await runEngineTask('mergeInterviewEnrichment', input);
    expect(inWorker).toEqual(mergeEnrichedPrep(input));
    expect(inWorker.prep.questions[gapIndex].question).toBe(output.questions[0].question);
    expect(inWorker.report.rephrased).toBe(1);
  }, 120_000);
});
