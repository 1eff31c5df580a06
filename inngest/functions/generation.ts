/**
 * generation/requested → (analyse the uploaded CV when the generation came with a file) →
 * build the JSON Resume and the improved CV, render the PDF (and the DOCX on the Business plan),
 * store the files and complete the record in one transaction.
 */
import { NonRetriableError } from 'inngest';
import { getDb } from '../../db/index';
import { findAnalysisById } from '../../db/queries/analyses';
import { completeDerived, findDerivedById } from '../../db/queries/derived-records';
import { insertFile } from '../../db/queries/files';
import { findOrganization } from '../../db/queries/organizations';
import { defaultTargetRole } from '../../lib/engine/cv/default-target-role';
import { analyseStoredRecord, ensureExtraction } from '../../lib/analyses/run-analysis';
import { defaultRegion } from '../../lib/generations/default-region';
import { announceSettled } from '../../lib/jobs/settled-signal';
import type { ParsedCv } from '../../lib/engine/cv/types';
import type { Result } from '../../lib/schemas/analysis';
import { PLAN_TERMS } from '../../lib/billing/plans';
import { cvFileName } from '../../lib/engine/render/file-name';
import { runEngineTask } from '../../lib/engine/pool';
import { permanentOnRefusal } from '../../lib/jobs/permanent-on-refusal';
import { failJobRecord } from '../../lib/jobs/fail-job-record';
import { JOB_KINDS } from '../../lib/job-kinds';
import { inngest } from '../client';
import { generationRequested } from '../events';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

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
      const db = getDb();
      const analysis = await findAnalysisById(db, generation.analysis_id);
      if (!analysis?.parsed || !analysis.result) throw new NonRetriableError('The source analysis has no report');
      const parsed = analysis.parsed as ParsedCv;
      // a generation from a scan leaves these to be taken from the CV once it is read
      const targetRole = generation.target_role || defaultTargetRole(parsed);
      const region = generation.region || defaultRegion(parsed);
      const org = await findOrganization(db, generation.organization_id);
      const { structured, improved, pdf, docx } = await permanentOnRefusal(() =>
        runEngineTask('renderCv', {
          parsed,
          result: analysis.result as Result,
          targetRole,
          language: generation.language,
          options: {
            template: generation.template_type,
            region,
            language: generation.language,
            generatedAt: generation.created_at,
          },
          docx: Boolean(org && PLAN_TERMS[org.plan].docx),
        }),
      );
      const name = improved.basics.name || 'Candidate';
      await db.transaction().execute(async (tx) => {
        const pdfId = await insertFile(tx, {
          organizationId: generation.organization_id,
          fileName: cvFileName(name, 'pdf', region, generation.language),
          contentType: 'application/pdf',
          content: Buffer.from(pdf),
        });
        const docxId = docx
          ? await insertFile(tx, {
              organizationId: generation.organization_id,
              fileName: cvFileName(name, 'docx', region, generation.language),
              contentType: DOCX_TYPE,
              content: Buffer.from(docx),
            })
          : null;
        await completeDerived(tx, 'generations', id, {
          target_role: targetRole,
          region,
          structured_cv: JSON.stringify(structured),
          improved_cv: JSON.stringify(improved),
          pdf_file_id: pdfId,
          docx_file_id: docxId,
        });
      });
      announceSettled(id);
    });
    return { id, status: 'completed' };
  },
);
