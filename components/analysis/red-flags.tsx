import { StatusBadge } from '../ui/badge';
import { labelOf } from '../format';
import type { Result } from './report-types';

export function RedFlags({ flags }: { flags: Result['red_flags'] }) {
  if (!flags.length) return <p className="text-sm text-slate-600">No red flags found.</p>;
  return (
    <ul className="space-y-3">
      {flags.map((f, i) => (
        <li key={i} className="rounded-lg border border-slate-200 p-4 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">{labelOf(f.type)}</span>
            <StatusBadge status={f.severity} />
          </div>
          <p className="mt-1 text-slate-700">{f.description}</p>
          <p className="mt-1 text-slate-600">
            <span className="font-medium">Mitigation: </span>
            {f.mitigation}
          </p>
        </li>
      ))}
    </ul>
  );
}
