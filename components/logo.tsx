export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 text-lg font-semibold tracking-tight text-slate-900 ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-7 w-7">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path d="M9 10h10M9 15h14M9 20h8" stroke="white" strokeWidth="2.4" strokeLinecap="round" />
        <circle cx="22" cy="21" r="4" fill="none" stroke="white" strokeWidth="2.2" />
      </svg>
      cvlens
    </span>
  );
}
