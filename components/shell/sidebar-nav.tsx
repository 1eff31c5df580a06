'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { activeHref, type NavItem } from './nav-items';

export function SidebarNav({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const pathname = usePathname();
  const active = activeHref(pathname, items);
  const groups = [...new Set(items.map((i) => i.group))];
  return (
    <nav aria-label="Dashboard" className="space-y-6">
      {groups.map((g) => (
        <div key={g}>
          <p className="px-3 text-xs font-semibold uppercase tracking-wide text-slate-500">{g}</p>
          <ul className="mt-2 space-y-0.5">
            {items
              .filter((i) => i.group === g)
              .map((i) => (
                <li key={i.href}>
                  <Link
                    href={i.href}
                    onClick={onNavigate}
                    aria-current={i.href === active ? 'page' : undefined}
                    className={`block rounded-md px-3 py-2 text-sm font-medium ${i.href === active ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'}`}
                  >
                    {i.label}
                  </Link>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
