/**
 * A 0–100 score as a ring. The label and number are text, so it reads well without the drawing.
 * A null score (nothing was measured) is an empty grey ring with a dash, not a red zero.
 */
export function ScoreGauge({ label, score, size = 'md' }: { label: string; score: number | null; size?: 'sm' | 'md' | 'lg' }) {
  const px = { sm: 56, md: 80, lg: 112 }[size];
  const stroke = size === 'lg' ? 10 : size === 'md' ? 8 : 6;
  const r = (px - stroke) / 2;
  const c = 2 * Math.PI * r;
  const value = score === null ? 0 : Math.max(0, Math.min(100, Math.round(score)));
  const color = score === null ? '#94a3b8' : value >= 75 ? '#059669' : value >= 50 ? '#d97706' : '#dc2626';
  return (
    <div className="flex flex-col items-center text-center">
      <div className="relative" style={{ width: px, height: px }}>
        <svg width={px} height={px} viewBox={`0 0 ${px} ${px}`} aria-hidden="true" className="-rotate-90">
          <circle cx={px / 2} cy={px / 2} r={r} fill="none" className="stroke-slate-200" strokeWidth={stroke} />
          <circle cx={px / 2} cy={px / 2} r={r} fill="none" stroke={color} strokeWidth={stroke} strokeLinecap="round" strokeDasharray={`${(value / 100) * c} ${c}`} />
        </svg>
        <span className={`absolute inset-0 flex items-center justify-center font-semibold tabular-nums text-slate-900 ${size === 'lg' ? 'text-3xl' : size === 'md' ? 'text-xl' : 'text-base'}`}>
          {score === null ? (
            <>
              <span aria-hidden="true">—</span>
              <span className="sr-only">not measured</span>
            </>
          ) : (
            <>
              {value}
              <span className="sr-only"> out of 100</span>
            </>
          )}
        </span>
      </div>
      <span className="mt-2 text-sm font-medium text-slate-700">{label}</span>
    </div>
  );
}
