import type { DbOrTx } from '../../db/index';
import { listAnalyses } from '../../db/queries/analyses';
import type { Tenant } from '../../db/queries/tenant-scope';
import type { z } from 'zod';
import { pageMeta, pageOf } from '../api/pagination';
import type { AnalysisListQuery } from '../schemas/analysis';
import { analysisListItem } from './present-analysis';

export async function listAnalysesPage(db: DbOrTx, tenant: Tenant, query: z.output<typeof AnalysisListQuery>) {
  const page = pageOf(query);
  const { rows, total } = await listAnalyses(db, tenant, { status: query.status, limit: page.limit, offset: page.offset });
  return { items: rows.map(analysisListItem), meta: pageMeta(page, total) };
}
