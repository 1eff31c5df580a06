const TONES: Record<string, string> = {
  get: 'bg-emerald-100 text-emerald-800',
  post: 'bg-brand-100 text-brand-700',
  put: 'bg-amber-100 text-amber-800',
  patch: 'bg-amber-100 text-amber-800',
  delete: 'bg-red-100 text-red-800',
};

export function MethodBadge({ method }: { method: string }) {
  return <span className={`inline-block w-14 shrink-0 rounded px-1.5 py-0.5 text-center font-mono text-xs font-bold uppercase ${TONES[method] ?? 'bg-slate-100 text-slate-700'}`}>{method}</span>;
}
