import { MethodBadge } from './method-badge';
import { tagAnchor, type OperationEntry } from './operations';

interface Props {
  groups: { tag: string; operations: OperationEntry[] }[];
}

function Links({ groups }: Props) {
  return (
    <nav aria-label="API reference" className="space-y-5 text-sm">
      <ul className="space-y-1">
        {[
          ['#introduction', 'Introduction'],
          ['#authentication', 'Authentication'],
          ['#errors', 'Errors'],
        ].map(([href, label]) => (
          <li key={href}>
            <a href={href} className="block rounded px-2 py-1 font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900">{label}</a>
          </li>
        ))}
      </ul>
      {groups.map((g) => (
        <div key={g.tag}>
          <a href={`#${tagAnchor(g.tag)}`} className="px-2 text-xs font-semibold uppercase tracking-wide text-slate-500 hover:text-slate-800">{g.tag}</a>
          <ul className="mt-1 space-y-0.5">
            {g.operations.map((o) => (
              <li key={o.anchor}>
                <a href={`#${o.anchor}`} className="flex items-center gap-2 rounded px-2 py-1 text-slate-700 hover:bg-slate-100 hover:text-slate-900">
                  <MethodBadge method={o.method} />
                  <span className="truncate">{o.op.summary ?? o.path}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** Sticky on large screens; a collapsible "On this page" list on small ones. */
export function DocsSidebar({ groups }: Props) {
  return (
    <>
      <details className="mb-6 rounded-lg border border-slate-200 bg-white p-3 lg:hidden">
        <summary className="cursor-pointer text-sm font-medium text-slate-800">On this page</summary>
        <div className="mt-3">
          <Links groups={groups} />
        </div>
      </details>
      <aside className="hidden lg:block">
        <div className="sticky top-20 max-h-[calc(100vh-6rem)] overflow-y-auto pb-8 pr-2">
          <Links groups={groups} />
        </div>
      </aside>
    </>
  );
}
