/**
 * analysis/requested → extract the stored CV (unless the upload's extraction was kept), analyse
 * it, enrich it when a model is configured, persist (complete) the record. Each step's result is
 * kept by the executor, so a crash re-runs only the step in flight; the steps keep their large
 * results in the record itself (lib/analyses/run-analysis.ts). When the run fails for good, the
 * record is marked failed and refunded.
 */
import { getDb } from '../../db/index';
import { getLanguageModel } from '../../lib/ai/model';
import { analyseStoredRecord, analysisJobStatus, completeAnalysedRecord, enrichStoredReport, ensureExtraction } from '../../lib/analyses/run-analysis';
import { announceSettled } from '../../lib/jobs/settled-signal';
import { inngest } from '../client';
import { analysisRequested } from '../events';
import { jobFunctionOptions } from './job-function';

export const analysisFunction = inngest.createFunction(
  jobFunctionOptions('analysis', analysisRequested),
  async ({ event, step }) => {
    const { id, extracted } = event.data;
    const status = await analysisJobStatus(getDb(), id);
    if (status !== 'processing') return { id, status, skipped: true };

    // Each call of a function costs a few milliseconds of SDK work (1.2-1.4 ms of CPU on the
    // server's thread), so steps that would only move data are left out: "extract" when the
    // upload's validation kept the extraction, and without a model the last step itself: the
    // analysed report is then final and completes the record in the statement that stores it,
    // so a re-run after a crash finds it completed (above) and, as a step, "analyse" only cost
    // a second call to learn that the function had returned.
    if (!extracted) await step.run('extract', () => ensureExtraction(getDb(), id));
    const model = getLanguageModel();
    if (!model) {
      await analyseStoredRecord(getDb(), id, { complete: true });
      announceSettled(id);
      return { id, status: 'completed' };
    }
    const scores = await step.run('analyse', () => analyseStoredRecord(getDb(), id));
    await step.run('enrich', () => enrichStoredReport(getDb(), id, model));
    await step.run('persist', () => completeAnalysedRecord(getDb(), id, scores));
    return { id, status: 'completed' };
  },
);
