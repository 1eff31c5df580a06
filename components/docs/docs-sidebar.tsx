'use client';
import { useEffect, useId, useMemo, useState } from 'react';
import { MethodBadge } from './method-badge';

export interface SidebarGroup {
  tag: string;
  anchor: string;
  operations: { anchor: string; method: string; summary: string; path: string }[];
}

const INTRO = [
  { anchor: 'introduction', label: 'Introduction' },
  { anchor: 'authentication', label: 'Authentication' },
  { anchor: 'errors', label: 'Errors' },
];

/** Sections are active from when their top passes this line (below the sticky header). */
const ACTIVE_LINE_PX = 96;

/**
 * The section being read: the last one whose top has passed the line under the header. At the
 * very bottom of the page the last section counts, though its top may never reach the line.
 */
function useActiveSection(anchors: string[]) {
  const [active, setActive] = useState<string | undefined>(anchors[0]);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      let current = anchors[0];
      for (const a of anchors) {
        const el = document.getElementById(a);
        if (el && el.getBoundingClientRect().top <= ACTIVE_LINE_PX) current = a;
      }
      if (atBottom) current = anchors[anchors.length - 1];
      setActive(current);
    };
    const schedule = () => (frame ||= requestAnimationFrame(update));
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    window.addEventListener('hashchange', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('hashchange', schedule);
      cancelAnimationFrame(frame);
    };
  }, [anchors]);
  return active;
}

const linkClass = (on: boolean) =>
  `flex items-center gap-2 rounded px-2 py-1 ${on ? 'bg-brand-50 font-semibold text-brand-700 ring-1 ring-inset ring-brand-600/30' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'}`;

function Links({ groups, active, query }: { groups: SidebarGroup[]; active?: string; query: string }) {
  const q = query.trim().toLowerCase();
  const matches = (o: SidebarGroup['operations'][number], tag: string) => !q || `${o.method} ${o.path} ${o.summary} ${tag}`.toLowerCase().includes(q);
  const shown = groups.map((g) => ({ ...g, operations: g.operations.filter((o) => matches(o, g.tag)) })).filter((g) => g.operations.length);
  const intro = INTRO.filter((i) => !q || i.label.toLowerCase().includes(q));
  return (
    <nav aria-label="API reference" className="space-y-5 text-sm">
      {intro.length > 0 && (
        <ul className="space-y-1">
          {intro.map((i) => (
            <li key={i.anchor}>
              <a href={`#${i.anchor}`} aria-current={active === i.anchor ? 'location' : undefined} className={`${linkClass(active === i.anchor)} font-medium`}>
                {i.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      {shown.map((g) => (
        <div key={g.tag}>
          <a href={`#${g.anchor}`} className="px-2 text-xs font-semibold uppercase tracking-wide text-slate-600 hover:text-slate-800">{g.tag}</a>
          <ul className="mt-1 space-y-0.5">
            {g.operations.map((o) => (
              <li key={o.anchor}>
                <a href={`#${o.anchor}`} aria-current={active === o.anchor ? 'location' : undefined} className={linkClass(active === o.anchor)}>
                  <MethodBadge method={o.method} />
                  <span className="min-w-0 [overflow-wrap:anywhere]">{o.summary}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {q && shown.length === 0 && intro.length === 0 && <p className="px-2 text-slate-600" role="status">No operation matches “{query.trim()}”.</p>}
    </nav>
  );
}

function Search({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  return (
    <div className="mb-4">
      <label htmlFor={id} className="sr-only">Search the API reference</label>
      <input
        id={id}
        type="search"
        value={value}
        maxLength={100}
        onChange={(e) => onChange(e.target.value)}
        placeholder="Search operations, paths…"
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500"
      />
    </div>
  );
}

/** Sticky on large screens, with a search and the section being read highlighted; a collapsible "On this page" on small ones. */
export function DocsSidebar({ groups }: { groups: SidebarGroup[] }) {
  const anchors = useMemo(() => [...INTRO.map((i) => i.anchor), ...groups.flatMap((g) => g.operations.map((o) => o.anchor))], [groups]);
  const active = useActiveSection(anchors);
  const [query, setQuery] = useState('');
  const smallId = useId();
  const largeId = useId();
  return (
    <>
      <details className="mb-6 rounded-lg border border-slate-200 bg-white p-3 lg:hidden">
        <summary className="cursor-pointer text-sm font-medium text-slate-800">On this page</summary>
        <div className="mt-3">
          <Search id={smallId} value={query} onChange={setQuery} />
          <Links groups={groups} active={active} query={query} />
        </div>
      </details>
      <aside className="hidden lg:block" aria-label="Reference contents">
        <div className="sticky top-20 max-h-[calc(100vh-6rem)] overflow-y-auto pb-8 pr-2">
          <Search id={largeId} value={query} onChange={setQuery} />
          <Links groups={groups} active={active} query={query} />
        </div>
      </aside>
    </>
  );
}
