/**
 * generation/requested → (analyse the uploaded CV when the generation came with a file) →
 * build the JSON Resume and the improved CV, render the PDF (and the DOCX on the Business plan),
 * store the files and complete the record in one transaction (lib/generations/render-generation.ts).
 */
import { getDb } from '../../db/index';
import { analyseGenerationUpload, failGeneration, loadGeneration } from '../../lib/generations/generation-job';
import { renderGeneration } from '../../lib/generations/render-generation';
import { announceSettled } from '../../lib/jobs/settled-signal';
import { inngest } from '../client';
import { generationRequested } from '../events';
import { jobFunctionOptions } from './job-function';

export const generationFunction = inngest.createFunction(
  jobFunctionOptions('generation', generationRequested, (id, reason) => failGeneration(getDb(), id, reason)),
  async ({ event, step }) => {
    const id = event.data.id;
    const generation = await loadGeneration(getDb(), id);
    if (generation.status !== 'processing') return { id, skipped: true };

    await step.run('analyse-upload', () => analyseGenerationUpload(getDb(), generation.analysis_id));

    await step.run('render', async () => {
      await renderGeneration(getDb(), generation);
      announceSettled(id);
    });
    return { id, status: 'completed' };
  },
);
