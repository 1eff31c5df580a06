import { AppShell } from '@/components/shell/app-shell';
import { NAV_ITEMS } from '@/components/shell/nav-items';
import { ThemeSwitch } from '@/components/theme-switch';
import { requireMember } from '@/lib/auth/current-member';
import { DataAttribution } from './data-attribution';
import { signOutAction, switchOrganization } from './shell-actions';

export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const { user, organization, organizations } = await requireMember();
  const items = NAV_ITEMS.filter((i) => i.group !== 'Staff' || user.is_staff);
  return (
    <AppShell
      items={items}
      user={user}
      organizations={organizations}
      currentOrganizationId={organization.id}
      role={organization.role}
      switchOrganization={switchOrganization}
      signOut={signOutAction}
      themeSwitch={<ThemeSwitch />}
    >
      {children}
      <DataAttribution />
    </AppShell>
  );
}
