import { CopyButton } from '../copy-button';
import type { Result } from './report-types';

export function BulletRewrites({ rewrites }: { rewrites: Result['bullet_rewrites'] }) {
  if (!rewrites.length) return <p className="text-sm text-slate-600">No bullet needed a rewrite.</p>;
  return (
    <ol className="space-y-4">
      {rewrites.map((r, i) => (
        <li key={i} className="rounded-lg border border-slate-200">
          <div className="grid md:grid-cols-2">
            <div className="border-b border-slate-200 p-4 md:border-b-0 md:border-r">
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">Before · {r.section}</p>
              <p className="mt-1 text-sm text-slate-700 line-through decoration-red-300">{r.original_text}</p>
            </div>
            <div className="bg-emerald-50/50 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-xs font-semibold uppercase tracking-wide text-emerald-800">After</p>
                <span className="print:hidden">
                  <CopyButton value={r.rewritten_text} label="Copy rewrite" />
                </span>
              </div>
              <p className="mt-1 text-sm font-medium text-slate-900">{r.rewritten_text}</p>
            </div>
          </div>
          <div className="border-t border-slate-200 px-4 py-3 text-sm text-slate-600">
            {r.improvement_explanation}
            {r.issues.length > 0 && <span className="text-slate-500"> · Issues: {r.issues.map((s) => s.replace(/_/g, ' ')).join(', ')}</span>}
          </div>
        </li>
      ))}
    </ol>
  );
}
