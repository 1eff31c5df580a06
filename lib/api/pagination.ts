import { PaginationQuery } from '../schemas/common';
import { invalidParams } from '../errors';

export interface Page {
  page: number;
  limit: number;
  offset: number;
}

/** page ≥ 1, limit 1–100 (default 20); anything else is 400 Invalid request parameters. */
export function parsePage(url: URL): Page {
  const parsed = PaginationQuery.safeParse({
    page: url.searchParams.get('page') ?? undefined,
    limit: url.searchParams.get('limit') ?? undefined,
  });
  if (!parsed.success) throw invalidParams();
  const { page, limit } = parsed.data;
  return { page, limit, offset: (page - 1) * limit };
}

export function pageMeta(p: Page, total: number) {
  const total_pages = Math.ceil(total / p.limit);
  return { page: p.page, limit: p.limit, total, total_pages, has_more: p.page < total_pages };
}
