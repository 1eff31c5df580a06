/**
 * generation/requested → (analyse the uploaded CV when the generation came with a file) →
 * build the JSON Resume and the improved CV, render the PDF (and the DOCX on the Business plan),
 * store the files and complete the record in one transaction (lib/generations/render-generation.ts).
 */
import { NonRetriableError } from 'inngest';
import { getDb } from '../../db/index';
import { findAnalysisById } from '../../db/queries/analyses';
import { findDerivedById } from '../../db/queries/derived-records';
import { analyseStoredRecord, ensureExtraction } from '../../lib/analyses/run-analysis';
import { renderGeneration } from '../../lib/generations/render-generation';
import { announceSettled } from '../../lib/jobs/settled-signal';
import { failJobRecord } from '../../lib/jobs/fail-job-record';
import { JOB_KINDS } from '../../lib/job-kinds';
import { inngest } from '../client';
import { generationRequested } from '../events';

async function loadGeneration(id: string) {
  const row = await findDerivedById(getDb(), 'generations', id);
  if (!row) throw new Error(`generation ${id} is not visible yet`);
  return row;
}

export const generationFunction = inngest.createFunction(
  {
    id: JOB_KINDS.generation.functionId,
    retries: 3,
    triggers: [generationRequested],
    onFailure: async ({ event, error }) => {
      const id = (event.data.event.data as { id: string }).id;
      await failJobRecord('generation', id, error.message);
      // an uploaded CV's own analysis fails with it (it was never charged)
      const gen = await findDerivedById(getDb(), 'generations', id);
      if (gen) await failJobRecord('analysis', gen.analysis_id, `generation failed: ${error.message}`);
    },
  },
  async ({ event, step }) => {
    const id = event.data.id;
    const generation = await loadGeneration(id);
    if (generation.status !== 'processing') return { id, skipped: true };

    await step.run('analyse-upload', async () => {
      const analysis = await findAnalysisById(getDb(), generation.analysis_id);
      if (!analysis) throw new NonRetriableError('The source analysis is missing');
      if (analysis.status !== 'processing') return analysis.status;
      // a scan is read (OCR) here; any other upload was extracted by the request
      await ensureExtraction(getDb(), analysis.id);
      await analyseStoredRecord(getDb(), analysis.id, { complete: true });
      announceSettled(analysis.id);
      return 'completed';
    });

    await step.run('render', async () => {
      await renderGeneration(getDb(), generation);
      announceSettled(id);
    });
    return { id, status: 'completed' };
  },
);
