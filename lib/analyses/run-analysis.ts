/**
 * The analysis pipeline over a stored record, in the steps its job runs. The record row holds
 * the large intermediate results (the extraction, then the report), so each step's own output
 * stays small: the executor passes every memoized step to every later call of the function,
 * and megabytes of JSON there would cost more than the analysis itself.
 * Failures of the file itself are permanent.
 */
import type { LanguageModel } from 'ai';
import { NonRetriableError } from 'inngest';
import type { DbOrTx } from '../../db/index';
import { completeAnalysis, findAnalysisJobInput, findAnalysisState, findStoredReport, storeAnalysisReport, storeExtraction } from '../../db/queries/analyses';
import { findFile } from '../../db/queries/files';
import { enrichAnalysis } from '../ai/enrich-analysis';
import type { AnalysisOutput, ExtractedDocument, ParsedCv } from '../engine/cv/types';
import { runEngineTask, runScanTask } from '../engine/pool';
import { ocrSettings } from '../env';
import { permanentOnRefusal } from '../jobs/permanent-on-refusal';
import { announceSettled } from '../jobs/settled-signal';

type JobInput = NonNullable<Awaited<ReturnType<typeof findAnalysisJobInput>>>;

async function loadJobInput(db: DbOrTx, id: string): Promise<JobInput> {
  const record = await findAnalysisJobInput(db, id);
  if (!record) throw new NonRetriableError(`analysis ${id} is missing`);
  return record;
}

/**
 * The extraction made when the upload was validated, or a fresh one from the stored file: the
 * upload check leaves only scans and photos to the job, which reads them here by OCR (in the
 * scan workers, with their own deadline and memory cap).
 */
async function extractRecordFile(db: DbOrTx, record: JobInput): Promise<ExtractedDocument> {
  if (record.extracted) return record.extracted;
  const file = record.file_id ? await findFile(db, record.file_id) : undefined;
  if (!file) throw new NonRetriableError('The uploaded file is missing');
  const options = { fileName: record.file_name, ocr: ocrSettings() };
  return permanentOnRefusal(() => runScanTask('readScan', { bytes: new Uint8Array(file.content), options }));
}

/** Step "extract": the record holds its extraction afterwards, and what OCR read of it. */
export async function ensureExtraction(db: DbOrTx, id: string): Promise<{ extracted: 'kept' | 'now' }> {
  // usually the upload's validation kept it: then there is nothing to read
  if ((await findAnalysisState(db, id))?.has_extraction) return { extracted: 'kept' };
  const record = await loadJobInput(db, id);
  const document = await extractRecordFile(db, record);
  const ocr = document.quality.ocr;
  await storeExtraction(db, id, document, ocr && { pages: ocr.pages.length, confidence: ocr.meanConfidence });
  return { extracted: 'now' };
}

function analyseDocument(record: JobInput, document: ExtractedDocument): Promise<AnalysisOutput & { parsed: ParsedCv; targetRole: string }> {
  const options = {
    // '' for a generation from a scan: the engine then takes the CV's latest title
    targetRole: record.target_role,
    targetIndustry: record.target_industry || null,
    jobDescription: record.job_description,
    language: record.language,
    fileName: record.file_name,
    // the record's own time: a retried or resumed run gives the same report
    now: record.created_at,
  };
  return permanentOnRefusal(() => runEngineTask('analyse', { document, options }));
}

/**
 * Step "analyse": parses and scores the extraction, stores the report, returns the scores.
 * With `complete`, the record completes in the same statement (nothing left to enrich).
 */
export async function analyseStoredRecord(db: DbOrTx, id: string, opts: { complete?: boolean } = {}): Promise<AnalysisOutput['scores']> {
  const record = await loadJobInput(db, id);
  const output = await analyseDocument(record, await extractRecordFile(db, record));
  await storeAnalysisReport(db, id, {
    result: output.result,
    sections: output.sections,
    parsed: output.parsed,
    targetRole: record.target_role ? undefined : output.targetRole,
    completeWith: opts.complete ? output.scores : undefined,
  });
  return output.scores;
}

/** Step "enrich": the model's polish of the stored report (or the report unchanged on any failure). */
export async function enrichStoredReport(db: DbOrTx, id: string, model: LanguageModel): Promise<{ enriched: boolean }> {
  const stored = await findStoredReport(db, id);
  if (!stored?.result || !stored.parsed || stored.status !== 'processing') return { enriched: false };
  const result = await enrichAnalysis({ model, result: stored.result, parsed: stored.parsed });
  await storeAnalysisReport(db, id, { result });
  return { enriched: result !== stored.result };
}

/** The record's status as the job finds it. */
export async function analysisJobStatus(db: DbOrTx, id: string) {
  const row = await findAnalysisState(db, id);
  // Inngest Cloud may deliver the event before the creating transaction commits: retry, do not fail
  if (!row) throw new Error(`analysis ${id} is not visible yet`);
  return row.status;
}

/** Step "persist": the enriched report is final; the record completes and its watchers hear of it. */
export async function completeAnalysedRecord(db: DbOrTx, id: string, scores: AnalysisOutput['scores']) {
  await completeAnalysis(db, id, scores);
  announceSettled(id);
}
