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
  if (row.status === 'completed') keepAnalysisBody(id, row, { report: body, status: statusBody(row) }, readAt);
  return jsonResponse(body);
}

const statusBody = (row: Parameters<typeof analysisStatus>[0]) => jsonBody(OPERATIONS.getAnalysisStatus.response, analysisStatus(row));

/** GET /analyses/{id}/status: a completed analysis's status never changes, so it is answered from memory as its report is. */
export async function getAnalysisStatusResponse(db: DbOrTx, tenant: Tenant, id: string): Promise<Response> {
  const cached = cachedAnalysisBody(id, tenant, 'status');
  if (cached) return jsonResponse(cached);
  const readAt = analysisCacheGeneration();
  const row = await findAnalysisStatus(db, tenant, id);
  if (!row) throw notFound();
  const body = statusBody(row);
  if (row.status === 'completed') keepAnalysisBody(id, row, { status: body }, readAt);
  return jsonResponse(body);
}
