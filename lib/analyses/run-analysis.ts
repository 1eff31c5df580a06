/**
 * The analysis pipeline over a stored record, in the two halves the job runs as steps:
 * read the stored file, then parse and score it. Failures of the file itself are permanent.
 */
import { NonRetriableError } from 'inngest';
import type { DbOrTx } from '../../db/index';
import { findFile } from '../../db/queries/files';
import type { AnalysisRow } from '../../db/types';
import { extractDocument } from '../analysis/extract';
import { parseCv } from '../analysis/parse';
import { analyseParsed } from '../analysis/report';
import type { AnalysisOutput, ExtractedDocument, ParsedCv } from '../analysis/types';
import { AppError } from '../errors';

/** The extraction made when the upload was validated, or a fresh one from the stored file. */
export async function extractRecordFile(db: DbOrTx, record: AnalysisRow): Promise<ExtractedDocument> {
  if (record.extracted) return record.extracted as ExtractedDocument;
  const file = record.file_id ? await findFile(db, record.file_id) : undefined;
  if (!file) throw new NonRetriableError('The uploaded file is missing');
  try {
    return await extractDocument(new Uint8Array(file.content), { fileName: record.file_name });
  } catch (err) {
    // the same bytes fail the same way: no retry
    if (err instanceof AppError) throw new NonRetriableError(err.message);
    throw err;
  }
}

export function analyseRecordDocument(record: AnalysisRow, document: ExtractedDocument): AnalysisOutput & { parsed: ParsedCv } {
  const parsed = parseCv(document);
  const output = analyseParsed(document, parsed, {
    targetRole: record.target_role,
    targetIndustry: record.target_industry || null,
    jobDescription: record.job_description,
    language: record.language,
    fileName: record.file_name,
    // the record's own time: a retried or resumed run gives the same report
    now: record.created_at,
  });
  return { ...output, parsed };
}
