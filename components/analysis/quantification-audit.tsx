import type { Result } from './report-types';

/** Bullets without a number, each with metrics that would fit and a rewrite holding placeholders. */
export function QuantificationAudit({ audit }: { audit: Result['quantification_audit'] }) {
  if (!audit.unquantified_bullets.length) return <p className="text-sm text-slate-600">Every bullet states a number.</p>;
  return (
    <ul className="space-y-4 text-sm">
      {audit.unquantified_bullets.map((b, i) => (
        <li key={i} className="rounded-lg border border-slate-200 p-4">
          <p className="text-slate-700">{b.original_text}</p>
          {b.rewrite_with_metrics !== b.original_text && <p className="mt-2 font-medium text-slate-900">{b.rewrite_with_metrics}</p>}
          {b.suggested_metrics.length > 0 && <p className="mt-1 text-xs text-slate-500">Metrics to add: {b.suggested_metrics.join(', ')}</p>}
        </li>
      ))}
    </ul>
  );
}
