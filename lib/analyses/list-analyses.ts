import type { DbOrTx } from '../../db/index';
import { listAnalyses } from '../../db/queries/analyses';
import type { Tenant } from '../../db/queries/tenant-scope';
import { pageMeta } from '../api/pagination';
import { AnalysisListQuery } from '../schemas/analysis';
import { invalidParams } from '../errors';
import { analysisListItem } from './present-analysis';

export async function listAnalysesPage(db: DbOrTx, tenant: Tenant, url: URL) {
  const q = AnalysisListQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!q.success) throw invalidParams();
  const { page, limit, status } = q.data;
  const { rows, total } = await listAnalyses(db, tenant, { status, limit, offset: (page - 1) * limit });
  return { items: rows.map(analysisListItem), meta: pageMeta({ page, limit, offset: (page - 1) * limit }, total) };
}
