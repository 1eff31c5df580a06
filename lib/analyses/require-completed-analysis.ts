import type { DbOrTx } from '../../db/index';
import { findAnalysis } from '../../db/queries/analyses';
import type { Tenant } from '../../db/queries/tenant-scope';
import { analysisProcessing, AppError, notFound } from '../errors';

/** The source of a prep, a skill gap or a generation: visible to the key and completed. */
export async function requireCompletedAnalysis(db: DbOrTx, tenant: Tenant, id: string) {
  const row = await findAnalysis(db, tenant, id);
  if (!row) throw notFound();
  if (row.status === 'processing') throw analysisProcessing();
  if (row.status === 'failed') throw new AppError('analysis_failed', 'Analysis failed, so it has no report to build on; submit the CV again');
  return row;
}
