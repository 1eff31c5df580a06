import type { DbOrTx } from '../../db/index';
import { insertAnalysis } from '../../db/queries/analyses';
import { insertFile } from '../../db/queries/files';
import type { Tenant } from '../../db/queries/tenant-scope';
import type { DocumentKind, ExtractedDocument } from '../analysis/types';

const CONTENT_TYPES: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  text: 'text/plain; charset=utf-8',
  markdown: 'text/markdown; charset=utf-8',
};

export interface UploadedAnalysis {
  id: string;
  tenant: Tenant;
  apiKeyId: string | null;
  fileName: string;
  bytes: Uint8Array;
  /** what the content turned out to be (never the name's say-so) */
  kind: DocumentKind;
  /** the extraction made while validating the upload, kept so the job need not extract again */
  document?: ExtractedDocument;
  targetRole: string;
  targetIndustry: string;
  jobDescription: string | null;
  language: string | null;
}

/** Stores the original file and its analysis record (processing), inside the caller's transaction. */
export async function insertUploadedAnalysis(tx: DbOrTx, a: UploadedAnalysis): Promise<void> {
  const fileId = await insertFile(tx, {
    organizationId: a.tenant.organizationId,
    fileName: a.fileName,
    contentType: CONTENT_TYPES[a.kind],
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
