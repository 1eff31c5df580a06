import { StatusBadge } from '../ui/badge';
import { labelOf } from '../format';
import type { SectionReport } from './report-types';

/** The order a CV is usually read in, whatever order this one had them in. */
const READING_ORDER: SectionReport['section_type'][] = ['contact', 'summary', 'experience', 'education', 'skills', 'projects', 'certifications', 'languages', 'awards', 'publications', 'volunteer', 'interests', 'references', 'other'];

const inReadingOrder = (sections: SectionReport[]) =>
  [...sections].sort((a, b) => READING_ORDER.indexOf(a.section_type) - READING_ORDER.indexOf(b.section_type));

export function SectionScores({ sections }: { sections: SectionReport[] }) {
  if (!sections.length) return <p className="text-sm text-slate-600">No sections were recognised.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {inReadingOrder(sections).map((s) => (
        <li key={s.section_type} className="py-3">
          <div className="flex items-center justify-between gap-3">
            <h3 className="text-sm font-semibold text-slate-900">{labelOf(s.section_type)}</h3>
            <span className="text-sm font-semibold tabular-nums text-slate-900">
              {s.score}
              <span className="font-normal text-slate-500">/100</span>
            </span>
          </div>
          <div className="mt-1.5 h-1.5 rounded-full bg-slate-100" aria-hidden="true">
            <div className={`h-1.5 rounded-full ${s.score >= 75 ? 'bg-emerald-500' : s.score >= 50 ? 'bg-amber-500' : 'bg-red-500'}`} style={{ width: `${s.score}%` }} />
          </div>
          {s.suggestions.length > 0 && (
            <ul className="mt-2 space-y-1 text-sm text-slate-700">
              {s.suggestions.map((g, i) => (
                <li key={i} className="flex gap-2">
                  <StatusBadge status={g.severity} />
                  <span>
                    <span className="font-medium">{g.title}.</span> {g.description}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
