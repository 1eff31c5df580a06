import { labelOf } from '../format';
import type { Result } from './report-types';

export function ContactImprovements({ items }: { items: Result['contact_improvements'] }) {
  if (!items.length) return <p className="text-sm text-slate-600">The contact details are complete.</p>;
  return (
    <ul className="space-y-3 text-sm">
      {items.map((c, i) => (
        <li key={i}>
          <p className="font-medium text-slate-900">
            {labelOf(c.area)}: {c.issue}
          </p>
          <p className="text-slate-700">{c.suggestion}</p>
          {c.current_value && <p className="text-xs text-slate-500">Now: {c.current_value}</p>}
        </li>
      ))}
    </ul>
  );
}

export function FormattingNotes({ formatting }: { formatting: Result['formatting'] }) {
  return (
    <div className="grid gap-4 text-sm sm:grid-cols-2">
      <div>
        <h3 className="font-semibold text-slate-900">Strengths</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
          {formatting.strengths.length ? formatting.strengths.map((s) => <li key={s}>{s}</li>) : <li>None noted</li>}
        </ul>
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">Issues</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
          {formatting.issues.length ? formatting.issues.map((s) => <li key={s}>{s}</li>) : <li>None found</li>}
        </ul>
      </div>
      {formatting.length_assessment && <p className="text-slate-600 sm:col-span-2">Length: {formatting.length_assessment}</p>}
    </div>
  );
}
