/** A headline number, optionally with progress against a cap. */
export function Stat({ label, value, hint, progress }: { label: string; value: React.ReactNode; hint?: React.ReactNode; progress?: number }) {
  const pct = progress === undefined ? undefined : Math.max(0, Math.min(100, Math.round(progress * 100)));
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-2 text-2xl font-semibold tracking-tight break-words text-slate-900">{value}</p>
      {pct !== undefined && (
        <div className="mt-3 h-2 rounded-full bg-slate-100" role="progressbar" aria-label={label} aria-valuenow={pct} aria-valuemin={0} aria-valuemax={100}>
          <div className={`h-2 rounded-full ${pct >= 90 ? 'bg-red-500' : pct >= 70 ? 'bg-amber-500' : 'bg-brand-500'}`} style={{ width: `${pct}%` }} />
        </div>
      )}
      {hint && <p className="mt-2 text-xs text-slate-500">{hint}</p>}
    </div>
  );
}
