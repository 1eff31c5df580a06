/**
 * POST /generations: from a completed analysis, or from an uploaded CV (which becomes an
 * analysis of its own, analysed by the generation's job and included in its price).
 */
import type { Db } from '../../db/index';
import { findDerivedById } from '../../db/queries/derived-records';
import { insertGeneration } from '../../db/queries/generations';
import type { Tenant } from '../../db/queries/tenant-scope';
import type { AnalysisRow } from '../../db/types';
import { insertUploadedAnalysis } from '../analyses/insert-uploaded-analysis';
import { requireCompletedAnalysis } from '../analyses/require-completed-analysis';
import { parseCv } from '../analysis/parse';
import type { ParsedCv } from '../analysis/types';
import { env } from '../env';
import { uuidv7 } from '../ids';
import { REGIONS } from '../generation/regions';
import { createJobRecord } from '../jobs/create-job-record';
import { readGenerationRequest } from './generation-request';
import { downloadUrls } from './download-urls';

const isRegionCode = (c: string | null | undefined): c is string => !!c && (REGIONS as readonly string[]).includes(c);

/** The CV's own country when we have conventions for it, else US. */
const defaultRegion = (cv: ParsedCv | null) => (isRegionCode(cv?.contact.country) ? cv!.contact.country! : 'US');

const latestTitle = (cv: ParsedCv) => cv.experience.find((e) => e.title)?.title ?? 'Professional';

export async function createGeneration(
  db: Db,
  req: { tenant: Tenant; apiKeyId: string | null; body: Uint8Array; contentType: string | null; origin: string },
) {
  const r = await readGenerationRequest(req.body, req.contentType);
  let analysis: AnalysisRow | null = null;
  let cv: ParsedCv;
  if (r.source.kind === 'analysis') {
    analysis = await requireCompletedAnalysis(db, req.tenant, r.source.analysisId);
    cv = analysis.parsed as ParsedCv;
  } else {
    cv = parseCv(r.source.document);
  }
  const targetRole = r.options.target_role ?? analysis?.target_role ?? latestTitle(cv);
  const targetIndustry = r.options.target_industry ?? analysis?.target_industry ?? '';
  const source = r.source;

  const { id, row, credits } = await createJobRecord(db, {
    tenant: req.tenant,
    apiKeyId: req.apiKeyId,
    operation: 'generation',
    event: 'generation/requested',
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
          kind: source.document.kind,
          document: source.document,
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
        region: r.region ?? defaultRegion(cv),
        language: r.options.language ?? 'en',
        targetRole,
        targetIndustry,
      });
    },
    load: (id) => findDerivedById(db, 'generations', id),
    waitMs: env().JOB_WAIT_MS,
  });
  if (row.status === 'failed') throw new Error(`generation ${id} failed: ${row.error}`);
  if (row.status === 'processing') return { status: 202, body: { id, status: 'processing', pdf_url: null, docx_url: null, meta: { credits } } };
  return { status: 201, body: { id, ...downloadUrls(req.origin, row), meta: { credits } } };
}
