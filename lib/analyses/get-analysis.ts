import type { DbOrTx } from '../../db/index';
import { findAnalysisReport, findAnalysisStatus } from '../../db/queries/analyses';
import type { Tenant } from '../../db/queries/tenant-scope';
import { OPERATIONS } from '../api/operations';
import { jsonBody, jsonResponse } from '../api/respond';
import { notFound } from '../errors';
import { analysisCacheGeneration, cachedAnalysisBody, keepAnalysisBody } from './completed-analysis-cache';
import { analysisDetail, analysisStatus } from './present-analysis';

/** GET /analyses/{id}: a completed analysis is answered from memory after its first read (the bytes its operation's schema shaped). */
export async function getAnalysisResponse(db: DbOrTx, tenant: Tenant, id: string): Promise<Response> {
  const cached = cachedAnalysisBody(id, tenant);
  if (cached) return jsonResponse(cached);
  const readAt = analysisCacheGeneration();
  const row = await findAnalysisReport(db, tenant, id);
  if (!row) throw notFound();
  const body = jsonBody(OPERATIONS.getAnalysis.response, analysisDetail(row));
  if (row.status === 'completed') keepAnalysisBody(id, row, body, readAt);
  return jsonResponse(body);
}

export async function getAnalysisStatus(db: DbOrTx, tenant: Tenant, id: string) {
  const row = await findAnalysisStatus(db, tenant, id);
  if (!row) throw notFound();
  return analysisStatus(row);
}
