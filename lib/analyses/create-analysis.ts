/**
 * POST /analyses: validate the upload (fields, size, type and readability by content) before
 * anything is charged; then, in one transaction, store the file, create the record, charge the
 * credit and enqueue the run (createJobRecord). The response waits a short while for the run, so a quick
 * analysis already answers `completed` with its scores.
 *
 * A scan or photo is only checked here (its header or text layer, its page count): OCR takes
 * seconds a page, so the job reads it and the response usually says `processing`. A scan the job
 * already found unreadable while the response waited is answered as the 422 it is.
 */
import type { Db } from '../../db/index';
import { findAnalysisOutcome } from '../../db/queries/analyses';
import type { Tenant } from '../../db/queries/tenant-scope';
import type { z } from 'zod';
import type { CreateAnalysisForm } from '../schemas/analysis';
import { uploadedFile } from '../api/multipart';
import { maxUploadBytes, tooLarge } from '../api/read-body';
import { ocrSettings } from '../env';
import { unreadableFile } from '../errors';
import { runEngineTask } from '../engine/pool';
import { createJobRecord } from '../jobs/create-job-record';
import { insertUploadedAnalysis, uploadKind } from './insert-uploaded-analysis';
import { scoresOf } from './present-analysis';


export interface CreateAnalysisRequest {
  tenant: Tenant;
  /** null when started from the dashboard */
  apiKeyId: string | null;
  /** the multipart request, validated (lib/api/request-input.ts) */
  form: z.output<typeof CreateAnalysisForm>;
}

export async function createAnalysis(db: Db, req: CreateAnalysisRequest) {
  const file = await uploadedFile(req.form.file);
  if (file.bytes.byteLength > maxUploadBytes()) throw tooLarge();
  // refuses unsupported (415) and unreadable, encrypted or over-long files (422) before any charge
  const { reading } = await runEngineTask('checkUpload', { bytes: file.bytes, options: { fileName: file.name, ocr: ocrSettings() } });

  const f = req.form;
  const { id, row, credits } = await createJobRecord(db, {
    tenant: req.tenant,
    apiKeyId: req.apiKeyId,
    kind: 'analysis',
    eventData: { extracted: !reading.scan },
    insert: (tx, id) =>
      insertUploadedAnalysis(tx, {
        id,
        tenant: req.tenant,
        apiKeyId: req.apiKeyId,
        fileName: file.name,
        bytes: file.bytes,
        ...uploadKind(reading),
        document: reading.document,
        targetRole: f.target_role,
        targetIndustry: f.target_industry ?? '',
        jobDescription: f.job_description ?? null,
        language: f.language ?? null,
      }),
    load: (id) => findAnalysisOutcome(db, id),
  });
  // only the file can fail a scan's job this fast (other failures are retried): the record is
  // failed and refunded, and the client gets the reason as it would for any unreadable file
  if (reading.scan && row.status === 'failed') throw unreadableFile(row.error ?? 'This scan could not be read.', 'scan_unreadable');
  return { id, status: row.status, scores: scoresOf(row), meta: { credits } };
}
