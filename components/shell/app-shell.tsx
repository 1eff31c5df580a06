import Link from 'next/link';
import { Logo } from '../logo';
import { MobileNav } from './mobile-nav';
import type { NavItem } from './nav-items';
import { OrgSwitcher } from './org-switcher';
import { SidebarNav } from './sidebar-nav';

interface ShellProps {
  items: NavItem[];
  user: { email: string; name: string | null };
  organizations: { id: string; name: string }[];
  currentOrganizationId: string;
  role: string;
  switchOrganization: (form: FormData) => Promise<void>;
  signOut: () => Promise<void>;
  themeSwitch: React.ReactNode;
  children: React.ReactNode;
}

function Account({ user, role, signOut, themeSwitch }: Pick<ShellProps, 'user' | 'role' | 'signOut' | 'themeSwitch'>) {
  return (
    <div className="px-3">
      <p className="text-sm font-medium text-slate-900 [overflow-wrap:anywhere]">{user.name ?? user.email}</p>
      <p className="text-xs text-slate-500 [overflow-wrap:anywhere]">
        {user.email} · {role}
      </p>
      <div className="mt-2 flex items-center justify-between gap-2">
        <form action={signOut}>
          <button type="submit" className="text-sm font-medium text-slate-700 underline-offset-2 hover:text-slate-900 hover:underline">
            Sign out
          </button>
        </form>
        {themeSwitch}
      </div>
    </div>
  );
}

/** Sidebar on large screens, a top bar with a menu button on small ones. */
export function AppShell(p: ShellProps) {
  const switcher = <OrgSwitcher organizations={p.organizations} currentId={p.currentOrganizationId} action={p.switchOrganization} />;
  const account = <Account user={p.user} role={p.role} signOut={p.signOut} themeSwitch={p.themeSwitch} />;
  return (
    <div className="min-h-screen">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow">
        Skip to content
      </a>
      <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col border-r border-slate-200 bg-white lg:flex print:hidden">
        <div className="flex h-16 items-center px-6">
          <Link href="/dashboard" className="rounded-md" aria-label="cvlens overview">
            <Logo />
          </Link>
        </div>
        <div className="border-b border-slate-100 pb-4">{switcher}</div>
        <div className="flex-1 overflow-y-auto px-3 py-5">
          <SidebarNav items={p.items} />
        </div>
        <div className="border-t border-slate-200 py-4">{account}</div>
      </aside>
      <header className="sticky top-0 z-20 flex h-16 items-center justify-between border-b border-slate-200 bg-white/95 px-4 backdrop-blur lg:hidden print:hidden">
        <Link href="/dashboard" className="rounded-md" aria-label="cvlens overview">
          <Logo />
        </Link>
        <MobileNav
          items={p.items}
          footer={
            <div className="space-y-4">
              {switcher}
              {account}
            </div>
          }
        />
      </header>
      <main id="main" className="lg:pl-64 print:pl-0">
        <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">{p.children}</div>
      </main>
    </div>
  );
}
