import type { Result } from './report-types';

export function JobMatches({ matches }: { matches: Result['job_matches'] }) {
  if (!matches.length) return <p className="text-sm text-slate-600">No job matches.</p>;
  return (
    <ul className="space-y-4">
      {matches.map((m) => (
        <li key={m.title} className="text-sm">
          <div className="flex items-center justify-between gap-3">
            <span className="font-semibold text-slate-900">{m.title}</span>
            <span className="tabular-nums text-slate-700">{m.fit_score}% fit</span>
          </div>
          <div className="mt-1.5 h-2 rounded-full bg-slate-100" aria-hidden="true">
            <div className="h-2 rounded-full bg-brand-500" style={{ width: `${m.fit_score}%` }} />
          </div>
          {m.matched_skills.length > 0 && <p className="mt-1.5 text-slate-600">Matched: {m.matched_skills.join(', ')}</p>}
          {m.missing_skills.length > 0 && <p className="text-slate-600">Missing: {m.missing_skills.join(', ')}</p>}
        </li>
      ))}
    </ul>
  );
}
