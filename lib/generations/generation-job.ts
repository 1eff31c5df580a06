/**
 * The steps of the generation job besides rendering (render-generation.ts), which
 * inngest/functions/generation.ts wires: read the record, analyse an uploaded CV, fail both.
 */
import { NonRetriableError } from 'inngest';
import type { DbOrTx } from '../../db/index';
import { findAnalysisAnyTenant } from '../../db/queries/analyses';
import { findDerivedAnyTenant } from '../../db/queries/derived-records';
import { analyseStoredRecord, ensureExtraction } from '../analyses/run-analysis';
import { failJobRecord } from '../jobs/fail-job-record';
import { announceSettled } from '../jobs/settled-signal';

export async function loadGeneration(db: DbOrTx, id: string) {
  const row = await findDerivedAnyTenant(db, 'generations', id);
  // Inngest Cloud may deliver the event before the creating transaction commits: retry
  if (!row) throw new Error(`generation ${id} is not visible yet`);
  return row;
}

/** Step "analyse-upload": a generation made from a file analyses it first (a scan is read by OCR here). */
export async function analyseGenerationUpload(db: DbOrTx, analysisId: string) {
  const analysis = await findAnalysisAnyTenant(db, analysisId);
  if (!analysis) throw new NonRetriableError('The source analysis is missing');
  if (analysis.status !== 'processing') return analysis.status;
  // a scan is read (OCR) here; any other upload was extracted by the request
  await ensureExtraction(db, analysis.id);
  await analyseStoredRecord(db, analysis.id, { complete: true });
  announceSettled(analysis.id);
  return 'completed' as const;
}

/** A generation that failed for good is refunded; an uploaded CV's own analysis fails with it (it was never charged). */
export async function failGeneration(db: DbOrTx, id: string, message: string) {
  await failJobRecord('generation', id, message);
  const gen = await findDerivedAnyTenant(db, 'generations', id);
  if (gen) await failJobRecord('analysis', gen.analysis_id, `generation failed: ${message}`);
}
