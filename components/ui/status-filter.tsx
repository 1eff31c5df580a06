import Link from 'next/link';

const OPTIONS = [undefined, 'processing', 'completed', 'failed'] as const;

/** Filter tabs as plain links: work without JavaScript, keep the filter in the URL and the search in force (`q`). */
export function StatusFilter({ basePath, current, q }: { basePath: string; current?: string; q?: string }) {
  return (
    <nav aria-label="Filter by status" className="mb-4 flex flex-wrap gap-2">
      {OPTIONS.map((s) => {
        const active = s === current;
        return (
          <Link
            key={s ?? 'all'}
            href={hrefOf(basePath, { status: s, q })}
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

function hrefOf(basePath: string, params: Record<string, string | undefined>) {
  const qs = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1])).toString();
  return qs ? `${basePath}?${qs}` : basePath;
}
