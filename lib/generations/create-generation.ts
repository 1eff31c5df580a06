/**
 * POST /generations: from a completed analysis, or from an uploaded CV (which becomes an
 * analysis of its own, analysed by the generation's job and included in its price).
 */
import type { Db } from '../../db/index';
import { findDerivedAnyTenant } from '../../db/queries/derived-records';
import { insertGeneration } from '../../db/queries/generations';
import type { Tenant } from '../../db/queries/tenant-scope';
import type { AnalysisRow } from '../../db/types';
import { defaultTargetRole } from '../engine/cv/default-target-role';
import { defaultLanguage } from '../engine/render/languages';
import { insertUploadedAnalysis, uploadKind } from '../analyses/insert-uploaded-analysis';
import { requireCompletedAnalysis } from '../analyses/require-completed-analysis';
import type { ParsedCv } from '../engine/cv/types';
import { uuidv7 } from '../ids';
import { createJobRecord } from '../jobs/create-job-record';
import { readGenerationRequest, type GenerationBody } from './generation-request';
import { downloadUrls } from './download-urls';

import { defaultRegion } from './default-region';

export async function createGeneration(
  db: Db,
  req: { tenant: Tenant; apiKeyId: string | null; body: GenerationBody; origin: string },
) {
  const r = await readGenerationRequest(req.body);
  let analysis: AnalysisRow | null = null;
  // null for a scan: it is read by the job, which then fills in the defaults taken from the CV
  let cv: ParsedCv | null;
  if (r.source.kind === 'analysis') {
    analysis = await requireCompletedAnalysis(db, req.tenant, r.source.analysisId);
    cv = analysis.parsed;
  } else {
    cv = r.source.parsed;
  }
  // '' (the column's own default) until the job has read the scan
  const targetRole = r.options.target_role ?? analysis?.target_role ?? (cv ? defaultTargetRole(cv) : '');
  const targetIndustry = r.options.target_industry ?? analysis?.target_industry ?? '';
  const source = r.source;

  const { id, row, credits } = await createJobRecord(db, {
    tenant: req.tenant,
    apiKeyId: req.apiKeyId,
    kind: 'generation',
    insert: async (tx, id) => {
      let analysisId = analysis?.id;
      if (source.kind === 'upload') {
        // the upload's own analysis: processing until the generation's job analyses it
        analysisId = uuidv7();
        await insertUploadedAnalysis(tx, {
          id: analysisId,
          tenant: req.tenant,
          apiKeyId: req.apiKeyId,
          fileName: source.fileName,
          bytes: source.bytes,
          ...uploadKind(source.reading),
          document: source.reading.document,
          targetRole,
          targetIndustry,
          jobDescription: null,
          language: r.options.language ?? null,
        });
      }
      await insertGeneration(tx, {
        id,
        tenant: req.tenant,
        apiKeyId: req.apiKeyId,
        analysisId: analysisId!,
        template: r.template ?? 'classic',
        region: r.region ?? (cv ? defaultRegion(cv) : ''),
        language: r.options.language ?? (cv ? defaultLanguage(cv) : ''),
        targetRole,
        targetIndustry,
      });
    },
    load: (id) => findDerivedAnyTenant(db, 'generations', id),
  });
  if (row.status === 'failed') throw new Error(`generation ${id} failed: ${row.error}`);
  if (row.status === 'processing') return { status: 202 as const, body: { id, status: 'processing' as const, pdf_url: null, docx_url: null, meta: { credits } } };
  return { status: 201 as const, body: { id, ...downloadUrls(req.origin, row), meta: { credits } } };
}
