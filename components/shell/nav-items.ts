export interface NavItem {
  href: string;
  label: string;
  group: 'Workspace' | 'Results' | 'Settings' | 'Staff';
}

export const NAV_ITEMS: NavItem[] = [
  { href: '/dashboard', label: 'Overview', group: 'Workspace' },
  { href: '/analyses/new', label: 'Analyse a CV', group: 'Workspace' },
  { href: '/usage', label: 'Usage', group: 'Workspace' },
  { href: '/docs', label: 'API reference', group: 'Workspace' },
  { href: '/analyses', label: 'Analyses', group: 'Results' },
  { href: '/interview-preps', label: 'Interview preps', group: 'Results' },
  { href: '/skill-gaps', label: 'Skill gaps', group: 'Results' },
  { href: '/generations', label: 'Generated CVs', group: 'Results' },
  { href: '/settings/api-keys', label: 'API keys', group: 'Settings' },
  { href: '/team', label: 'Team', group: 'Settings' },
  { href: '/billing', label: 'Billing', group: 'Settings' },
  { href: '/settings/account', label: 'Account', group: 'Settings' },
  { href: '/staff', label: 'All organisations', group: 'Staff' },
  { href: '/staff/outbox', label: 'Outbox', group: 'Staff' },
];

/** The most specific item wins, so /analyses/new does not also light up /analyses. */
export function activeHref(pathname: string, items: NavItem[]): string | undefined {
  return items
    .filter((i) => pathname === i.href || pathname.startsWith(`${i.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0]?.href;
}
