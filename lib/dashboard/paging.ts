import type { RecordStatus } from '../../db/types';

export const PAGE_SIZE = 20;
const STATUSES: RecordStatus[] = ['processing', 'completed', 'failed'];

/** ?page=, ?status= and ?q= of a list page, tolerant of anything a user types into the address bar. */
export function readListParams(sp: Record<string, string | string[] | undefined>, pageSize = PAGE_SIZE) {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const page = Math.max(1, Math.min(10_000, Math.floor(Number(one(sp.page)) || 1)));
  const s = one(sp.status);
  const status = STATUSES.includes(s as RecordStatus) ? (s as RecordStatus) : undefined;
  // bounded before it reaches a pattern: a search is a few words
  const q = (one(sp.q) ?? '').trim().slice(0, 100) || undefined;
  return { page, status, q, limit: pageSize, offset: (page - 1) * pageSize };
}

export const totalPages = (total: number, limit = PAGE_SIZE) => Math.max(1, Math.ceil(total / limit));
