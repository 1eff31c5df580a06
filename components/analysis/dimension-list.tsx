import { isMeasured } from '@/lib/schemas/not-measured';
import { labelOf } from '../format';
import { ScoreGauge } from './score-gauge';
import type { ScoreExplanation } from './report-types';

/** Every scored dimension with what drove its score. */
export function DimensionList({ items }: { items: ScoreExplanation[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {items.map((d) => (
        <li key={d.dimension} className="flex gap-4 rounded-lg border border-slate-200 p-4">
          <ScoreGauge label="" score={isMeasured(d) ? d.score : null} size="sm" />
          <div className="min-w-0 text-sm">
            <h3 className="font-semibold text-slate-900">{labelOf(d.dimension)}</h3>
            <p className="mt-1 text-slate-700">{d.explanation}</p>
            {d.top_strength && isMeasured(d) && (
              <p className="mt-2 text-emerald-800">
                <span className="font-medium">Strongest point: </span>
                {d.top_strength}
              </p>
            )}
            {d.top_weakness && (
              <p className="mt-1 text-amber-900">
                <span className="font-medium">Weakest point: </span>
                {d.top_weakness}
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
