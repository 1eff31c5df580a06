/** Table markup with the dashboard's styling; scrolls sideways on narrow screens instead of squashing. */
export function Table({ caption, children, captionHidden = true }: { caption: string; children: React.ReactNode; captionHidden?: boolean }) {
  return (
    <div className="-mx-5 overflow-x-auto">
      <table className="min-w-full text-left text-sm">
        <caption className={captionHidden ? 'sr-only' : 'px-5 pb-2 text-left text-sm font-medium text-slate-700'}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export const th = 'whitespace-nowrap border-b border-slate-200 bg-slate-50 px-3 py-2.5 first:pl-5 last:pr-5 text-xs font-semibold uppercase tracking-wide text-slate-600';
export const td = 'border-b border-slate-100 px-3 py-3 align-top first:pl-5 last:pr-5 text-slate-800';
