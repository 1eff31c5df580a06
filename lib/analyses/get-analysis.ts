import type { DbOrTx } from '../../db/index';
import { findAnalysisReport, findAnalysisStatus } from '../../db/queries/analyses';
import type { Tenant } from '../../db/queries/tenant-scope';
import { pathId } from '../api/path-id';
import { notFound } from '../errors';
import { analysisDetail, analysisStatus } from './present-analysis';

export async function getAnalysis(db: DbOrTx, tenant: Tenant, id: string) {
  const row = await findAnalysisReport(db, tenant, pathId(id));
  if (!row) throw notFound();
  return analysisDetail(row);
}

export async function getAnalysisStatus(db: DbOrTx, tenant: Tenant, id: string) {
  const row = await findAnalysisStatus(db, tenant, pathId(id));
  if (!row) throw notFound();
  return analysisStatus(row);
}
