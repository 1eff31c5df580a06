import type { DbOrTx } from '../../db/index';
import { insertAnalysis } from '../../db/queries/analyses';
import { insertFile } from '../../db/queries/files';
import type { Tenant } from '../../db/queries/tenant-scope';
import type { UploadReading } from '../engine/cv/extract';
import type { ScanImageFormat } from '../engine/cv/extract/ocr/image-pages';
import type { DocumentKind, ExtractedDocument } from '../engine/cv/types';

const CONTENT_TYPES: Record<Exclude<DocumentKind, 'image'>, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  text: 'text/plain; charset=utf-8',
  markdown: 'text/markdown; charset=utf-8',
};

const IMAGE_TYPES: Record<ScanImageFormat, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp', tiff: 'image/tiff' };

type StoredKind = { kind: Exclude<DocumentKind, 'image'> } | { kind: 'image'; imageFormat: ScanImageFormat };

/** What the upload check found the file to be, as the record stores it. */
export function uploadKind(reading: UploadReading): StoredKind {
  if (reading.scan) return reading.scan.format === 'pdf' ? { kind: 'pdf' } : { kind: 'image', imageFormat: reading.scan.format };
  const { kind } = reading.document;
  if (kind === 'image') throw new Error('an image is read by OCR in the job, never in the upload check');
  return { kind };
}

export type UploadedAnalysis = StoredKind & {
  id: string;
  tenant: Tenant;
  apiKeyId: string | null;
  fileName: string;
  bytes: Uint8Array;
  /** the extraction made while validating the upload, kept so the job need not extract again */
  document?: ExtractedDocument;
  targetRole: string;
  targetIndustry: string;
  jobDescription: string | null;
  language: string | null;
};

/** Stores the original file and its analysis record (processing), inside the caller's transaction. */
export async function insertUploadedAnalysis(tx: DbOrTx, a: UploadedAnalysis): Promise<void> {
  const fileId = await insertFile(tx, {
    organizationId: a.tenant.organizationId,
    fileName: a.fileName,
    contentType: a.kind === 'image' ? IMAGE_TYPES[a.imageFormat] : CONTENT_TYPES[a.kind],
    content: a.bytes,
  });
  await insertAnalysis(tx, {
    id: a.id,
    tenant: a.tenant,
    apiKeyId: a.apiKeyId,
    fileId,
    fileName: a.fileName.slice(0, 255),
    fileType: a.kind,
    targetRole: a.targetRole,
    targetIndustry: a.targetIndustry,
    jobDescription: a.jobDescription,
    language: a.language,
    extracted: a.document,
  });
}
