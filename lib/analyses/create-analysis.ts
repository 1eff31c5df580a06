/**
 * POST /analyses: validate the upload (fields, size, type and readability by content) before
 * anything is charged; then, in one transaction, store the file, create the record, charge the
 * credit and enqueue the run (createJobRecord). The response waits a short while for the run, so a quick
 * analysis already answers `completed` with its scores.
 */
import type { Db } from '../../db/index';
import { findAnalysisOutcome } from '../../db/queries/analyses';
import type { Tenant } from '../../db/queries/tenant-scope';
import { extractDocument } from '../analysis/extract';
import { CreateAnalysisFields } from '../api/schemas/analysis';
import { fileField, formFields, parseMultipart } from '../api/multipart';
import { maxUploadBytes, tooLarge } from '../api/read-body';
import { env } from '../env';
import { invalidParams } from '../errors';
import { createJobRecord } from '../jobs/create-job-record';
import { insertUploadedAnalysis } from './insert-uploaded-analysis';
import { scoresOf } from './present-analysis';


export interface CreateAnalysisRequest {
  tenant: Tenant;
  /** null when started from the dashboard */
  apiKeyId: string | null;
  body: Uint8Array;
  contentType: string | null;
}

export async function createAnalysis(db: Db, req: CreateAnalysisRequest) {
  const form = await parseMultipart(req.body, req.contentType);
  const file = await fileField(form, 'file');
  const fields = formFields(form, CreateAnalysisFields);
  if (!file || !fields.success) throw invalidParams();
  if (file.bytes.byteLength > maxUploadBytes()) throw tooLarge();
  // refuses unsupported (415) and unreadable, encrypted or image-only files (422) before any charge
  const doc = await extractDocument(file.bytes, { fileName: file.name });

  const f = fields.data;
  const { id, row, credits } = await createJobRecord(db, {
    tenant: req.tenant,
    apiKeyId: req.apiKeyId,
    operation: 'analysis',
    event: 'analysis/requested',
    eventData: { extracted: true },
    insert: (tx, id) =>
      insertUploadedAnalysis(tx, {
        id,
        tenant: req.tenant,
        apiKeyId: req.apiKeyId,
        fileName: file.name,
        bytes: file.bytes,
        kind: doc.kind,
        document: doc,
        targetRole: f.target_role,
        targetIndustry: f.target_industry ?? '',
        jobDescription: f.job_description ?? null,
        language: f.language ?? null,
      }),
    load: (id) => findAnalysisOutcome(db, id),
    waitMs: env().ANALYSIS_WAIT_MS,
  });
  return { id, status: row.status, scores: scoresOf(row), meta: { credits } };
}
