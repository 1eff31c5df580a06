import { StatusBadge } from '../ui/badge';
import { labelOf, titleCase } from '../format';
import type { Result } from './report-types';

export function SuggestionsList({ suggestions }: { suggestions: Result['suggestions'] }) {
  if (!suggestions.length) return <p className="text-sm text-slate-600">No suggestions.</p>;
  return (
    <ul className="space-y-3">
      {suggestions.map((s, i) => (
        <li key={i} className="text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={s.severity} />
            <span className="font-semibold text-slate-900">{s.title}</span>
            <span className="text-xs text-slate-500">{labelOf(s.section)}</span>
          </div>
          <p className="mt-1 text-slate-700">{s.description}</p>
        </li>
      ))}
    </ul>
  );
}

export function ImprovementActions({ actions }: { actions: Result['improvement_actions'] }) {
  if (!actions.length) return null;
  return (
    <ol className="space-y-2 text-sm">
      {actions.map((a, i) => (
        <li key={i} className="rounded-md border border-slate-200 px-3 py-2">
          <p className="text-slate-800">{a.action}</p>
          <p className="mt-1 text-xs text-slate-600">
            {titleCase(a.effort)} · {a.time_estimate.replace(/_/g, ' ')} · +{a.estimated_score_gain} point{a.estimated_score_gain === 1 ? '' : 's'}
          </p>
        </li>
      ))}
    </ol>
  );
}

export function AtsIssues({ issues }: { issues: Result['ats_issues'] }) {
  if (!issues.length) return <p className="text-sm text-slate-600">No ATS issues found.</p>;
  return (
    <ul className="space-y-3 text-sm">
      {issues.map((a, i) => (
        <li key={i}>
          <div className="flex items-center gap-2">
            <StatusBadge status={a.severity} />
            <span className="font-medium text-slate-900">{a.issue}</span>
          </div>
          <p className="mt-1 text-slate-700">Fix: {a.fix}</p>
        </li>
      ))}
    </ul>
  );
}
