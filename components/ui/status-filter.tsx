import Link from 'next/link';

const OPTIONS = [undefined, 'processing', 'completed', 'failed'] as const;

/** Filter tabs as plain links: work without JavaScript and keep the filter in the URL. */
export function StatusFilter({ basePath, current }: { basePath: string; current?: string }) {
  return (
    <nav aria-label="Filter by status" className="mb-4 flex flex-wrap gap-2">
      {OPTIONS.map((s) => {
        const active = s === current;
        return (
          <Link
            key={s ?? 'all'}
            href={s ? `${basePath}?status=${s}` : basePath}
            aria-current={active ? 'page' : undefined}
            className={`rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset ${active ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'}`}
          >
            {s ? s[0].toUpperCase() + s.slice(1) : 'All'}
          </Link>
        );
      })}
    </nav>
  );
}
