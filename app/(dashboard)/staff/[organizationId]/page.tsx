import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getDb } from '@/db/index';
import { listAuditEntries } from '@/db/queries/audit-log';
import { findOrganization } from '@/db/queries/organizations';
import { AuditLogList } from '@/components/audit-log-list';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Stat } from '@/components/ui/stat';
import { formatNumber, titleCase } from '@/components/format';
import { readWindow, UsageCharts, WindowSwitch } from '@/components/usage/usage-charts';
import { requireStaff } from '@/lib/auth/current-member';
import { creditStatus } from '@/lib/billing/credits';
import { usageSeries } from '@/lib/dashboard/usage-series';
import { isUuid } from '@/lib/ids';
import { ChangePlanForm, GrantCreditsForm } from './staff-forms';

export async function generateMetadata({ params }: { params: Promise<{ organizationId: string }> }): Promise<Metadata> {
  await requireStaff();
  const { organizationId } = await params;
  const org = isUuid(organizationId) ? await findOrganization(getDb(), organizationId) : undefined;
  return { title: org ? `${org.name} (staff)` : 'Organisation (staff)' };
}

export default async function StaffOrganizationPage({ params, searchParams }: { params: Promise<{ organizationId: string }>; searchParams: Promise<{ days?: string }> }) {
  await requireStaff();
  const { organizationId } = await params;
  if (!isUuid(organizationId)) notFound();
  const db = getDb();
  const org = await findOrganization(db, organizationId);
  if (!org) notFound();
  const days = readWindow((await searchParams).days);
  const [credits, series, audit] = await Promise.all([
    db.transaction().execute((tx) => creditStatus(tx, organizationId)),
    usageSeries(db, organizationId, days),
    listAuditEntries(db, { organizationId, limit: 20 }),
  ]);
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-2 text-sm">
        <Link href="/staff" className="text-brand-700 hover:underline">All organisations</Link>
      </nav>
      <PageHeader title={org.name} description={`${titleCase(org.plan)} plan · ${org.id}`} actions={<WindowSwitch basePath={`/staff/${org.id}`} days={days} />} />
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <Stat label="Credit balance" value={formatNumber(credits.balance)} />
        <Stat label="Spend this month" value={`${formatNumber(credits.monthly_spend)} / ${formatNumber(credits.monthly_cap)}`} progress={credits.monthly_cap ? credits.monthly_spend / credits.monthly_cap : 1} />
        <Stat label="API calls this month" value={`${formatNumber(credits.monthly_api_calls)} / ${formatNumber(credits.monthly_api_call_cap)}`} progress={credits.monthly_api_calls / credits.monthly_api_call_cap} />
      </div>
      <div className="mb-6 grid items-start gap-6 lg:grid-cols-2">
        <Card title="Change plan" description="Takes effect at once for caps and overage; written to the audit log.">
          <ChangePlanForm organizationId={org.id} organizationName={org.name} plan={org.plan} />
        </Card>
        <Card title="Grant credits" description="A negative amount corrects a balance (never below zero).">
          <GrantCreditsForm organizationId={org.id} organizationName={org.name} balance={credits.balance} />
        </Card>
      </div>
      <Card title="Staff actions on this organisation" className="mb-6">
        <AuditLogList entries={audit} showOrganization={false} />
      </Card>
      <UsageCharts series={series} />
    </>
  );
}
