/**
 * analysis/requested → extract the stored CV, analyse it, enrich it when a model is configured,
 * persist the report. Each step's result is kept by the executor, so a crash re-runs only the
 * step in flight. When the run fails for good, the record is marked failed and refunded.
 */
import { getDb } from '../../db/index';
import { completeAnalysis, findAnalysisById } from '../../db/queries/analyses';
import { enrichAnalysis } from '../../lib/ai/enrich-analysis';
import { getLanguageModel } from '../../lib/ai/model';
import { analyseRecordDocument, extractRecordFile } from '../../lib/analyses/run-analysis';
import type { AnalysisOutput, ExtractedDocument, ParsedCv } from '../../lib/analysis/types';
import { failJobRecord } from '../../lib/jobs/fail-job-record';
import { inngest } from '../client';
import { analysisRequested } from '../events';

async function loadRecord(id: string) {
  const row = await findAnalysisById(getDb(), id);
  // Inngest Cloud may deliver the event before the creating transaction commits: retry, do not fail
  if (!row) throw new Error(`analysis ${id} is not visible yet`);
  return row;
}

export const analyseCvFunction = inngest.createFunction(
  {
    id: 'analyse-cv',
    retries: 3,
    triggers: [analysisRequested],
    onFailure: async ({ event, error }) => {
      await failJobRecord('analysis', (event.data.event.data as { id: string }).id, error.message);
    },
  },
  async ({ event, step }) => {
    const id = event.data.id;
    const record = await loadRecord(id);
    if (record.status !== 'processing') return { id, status: record.status, skipped: true };

    // step outputs come back as JSON: the casts restore the types they had
    const document = (await step.run('extract', () => extractRecordFile(getDb(), record))) as unknown as ExtractedDocument;
    const analysed = (await step.run('analyse', () => analyseRecordDocument(record, document))) as unknown as AnalysisOutput & {
      parsed: ParsedCv;
    };

    const model = getLanguageModel();
    const result = model
      ? ((await step.run('enrich', () => enrichAnalysis({ model, result: analysed.result, parsed: analysed.parsed }))) as unknown as AnalysisOutput['result'])
      : analysed.result;

    await step.run('persist', async () => {
      await completeAnalysis(getDb(), id, { scores: analysed.scores, result, sections: analysed.sections, parsed: analysed.parsed });
    });
    return { id, status: 'completed' };
  },
);
