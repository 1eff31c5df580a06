import type { DbOrTx } from '../../db/index';
import { findDerived, listDerived } from '../../db/queries/derived-records';
import type { Tenant } from '../../db/queries/tenant-scope';
import { pageMeta, pageOf, type PageQuery } from '../api/pagination';
import { AppError, notFound } from '../errors';
import { iso } from '../time';
import { downloadUrls } from './download-urls';

export async function getGeneration(db: DbOrTx, tenant: Tenant, id: string, origin: string) {
  const row = await findDerived(db, 'generations', tenant, id);
  if (!row || row.status === 'failed') throw notFound();
  if (row.status === 'processing') throw new AppError('generation_processing', 'The CV is still being generated; retry in a moment');
  return {
    id: row.id,
    analysis_id: row.analysis_id,
    template_type: row.template_type,
    region: row.region,
    language: row.language,
    target_role: row.target_role,
    target_industry: row.target_industry,
    structured_cv: row.structured_cv,
    improved_cv: row.improved_cv,
    ...downloadUrls(origin, row),
    created_at: iso(row.created_at),
  };
}

export async function listGenerations(db: DbOrTx, tenant: Tenant, query: PageQuery) {
  const page = pageOf(query);
  const columns = ['id', 'analysis_id', 'template_type', 'region', 'target_role', 'target_industry', 'created_at'] as const;
  const { rows, total } = await listDerived(db, 'generations', tenant, columns, page);
  return { items: rows.map((r) => ({ ...r, created_at: iso(r.created_at) })), meta: pageMeta(page, total) };
}
