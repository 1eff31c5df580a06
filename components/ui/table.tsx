/**
 * Table markup with the dashboard's styling. Wide tables scroll sideways inside their own box,
 * never the page; `stacked` tables become one block per row on phones instead, each cell
 * introduced by its column's name (give cells `data-label`), so actions stay in view.
 */
export function Table({ caption, children, captionHidden = true, stacked = false, maxHeight }: {
  caption: string;
  children: React.ReactNode;
  captionHidden?: boolean;
  stacked?: boolean;
  /** a class such as `max-h-96`: long tables scroll inside their box, their header row stuck on top */
  maxHeight?: string;
}) {
  return (
    // focusable so a keyboard can scroll it when it is wider (or taller) than its box
    <div className={`-mx-5 max-w-[calc(100%+2.5rem)] overflow-x-auto ${maxHeight ? `${maxHeight} overflow-y-auto` : ''}`} tabIndex={0} role="region" aria-label={caption}>
      <table className={`min-w-full text-left text-sm ${stacked ? 'stack-sm' : ''} ${maxHeight ? '[&_thead_th]:sticky [&_thead_th]:top-0 [&_thead_th]:z-10' : ''}`}>
        <caption className={captionHidden ? 'sr-only' : 'px-5 pb-2 text-left text-sm font-medium text-slate-700'}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export const th = 'whitespace-nowrap border-b border-slate-200 bg-slate-50 px-3 py-2.5 first:pl-5 last:pr-5 text-xs font-semibold uppercase tracking-wide text-slate-600';
export const td = 'border-b border-slate-100 px-3 py-3 align-top first:pl-5 last:pr-5 text-slate-800';
