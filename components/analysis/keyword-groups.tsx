import type { Result } from './report-types';

const GROUPS: { key: keyof Result['keywords']; label: string; tone: string }[] = [
  { key: 'present', label: 'Present', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20' },
  { key: 'missing', label: 'Missing', tone: 'bg-red-50 text-red-800 ring-red-600/20' },
  { key: 'recommended', label: 'Recommended', tone: 'bg-brand-50 text-brand-700 ring-brand-600/20' },
  { key: 'hard_skills', label: 'Hard skills', tone: 'bg-slate-100 text-slate-800 ring-slate-500/20' },
  { key: 'soft_skills', label: 'Soft skills', tone: 'bg-slate-100 text-slate-800 ring-slate-500/20' },
  { key: 'industry_terms', label: 'Industry terms', tone: 'bg-slate-100 text-slate-800 ring-slate-500/20' },
];

export function KeywordGroups({ keywords }: { keywords: Result['keywords'] }) {
  return (
    <dl className="grid gap-5 md:grid-cols-2">
      {GROUPS.map((g) => (
        <div key={g.key}>
          <dt className="text-sm font-semibold text-slate-800">
            {g.label} <span className="font-normal text-slate-500">({keywords[g.key]?.length ?? 0})</span>
          </dt>
          <dd className="mt-2">
            {keywords[g.key]?.length ? (
              <ul className="flex flex-wrap gap-1.5">
                {keywords[g.key].map((k) => (
                  <li key={k} className={`rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${g.tone}`}>
                    {k}
                  </li>
                ))}
              </ul>
            ) : (
              <span className="text-sm text-slate-500">None</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
