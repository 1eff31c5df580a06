import Link from 'next/link';
import { buttonStyles } from './button-styles';

/** Previous/next links that keep the other query parameters (e.g. the status filter). */
export function Pagination({ basePath, page, totalPages, params = {}, hash = '' }: { basePath: string; page: number; totalPages: number; params?: Record<string, string | undefined>; /** e.g. `#request-log`: back to the paged list, not the top of the page */ hash?: string }) {
  if (totalPages <= 1) return null;
  const href = (p: number) => {
    const q = new URLSearchParams(Object.entries({ ...params, page: String(p) }).filter((e): e is [string, string] => !!e[1]));
    return `${basePath}?${q}${hash}`;
  };
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center justify-between gap-3 text-sm">
      {page > 1 ? <Link className={buttonStyles.secondary} href={href(page - 1)} rel="prev">Previous</Link> : <span />}
      <span className="text-slate-600">
        Page {page} of {totalPages}
      </span>
      {page < totalPages ? <Link className={buttonStyles.secondary} href={href(page + 1)} rel="next">Next</Link> : <span />}
    </nav>
  );
}
