import type { z } from 'zod';
import type { PaginationQuery } from '../schemas/common';

export interface Page {
  page: number;
  limit: number;
  offset: number;
}

/** The validated page and limit of a list's query (PaginationQuery: page ≥ 1, limit 1–100, default 20). */
export type PageQuery = Pick<z.output<typeof PaginationQuery>, 'page' | 'limit'>;

export const pageOf = ({ page, limit }: PageQuery): Page => ({ page, limit, offset: (page - 1) * limit });

export function pageMeta(p: Page, total: number) {
  const total_pages = Math.ceil(total / p.limit);
  return { page: p.page, limit: p.limit, total, total_pages, has_more: p.page < total_pages };
}
