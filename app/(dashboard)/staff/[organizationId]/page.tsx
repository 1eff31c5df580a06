import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getDb } from '@/db/index';
import { organizationFor, staffOrganizationPage } from '@/lib/dashboard/page-reads';
import { AuditLogList } from '@/components/audit-log-list';
import { Badge, StatusBadge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { CardRow } from '@/components/ui/card-row';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, td, th } from '@/components/ui/table';
import { PageHeader } from '@/components/ui/page-header';
import { Stat } from '@/components/ui/stat';
import { formatDate, formatDateTime, formatNumber, titleCase } from '@/components/format';
import { readWindow, UsageCharts, WindowSwitch } from '@/components/usage/usage-charts';
import { requireStaff } from '@/lib/auth/current-member';
import { formatPrice } from '@/lib/billing/plans';
import { keyStatus } from '@/lib/dashboard/api-keys';
import { isUuid } from '@/lib/ids';
import { JOB_KINDS } from '@/lib/job-kinds';
import { PendingBillingRequests } from '../pending-billing-requests';
import { ChangePlanForm, GrantCreditsForm } from './staff-forms';

export async function generateMetadata({ params }: { params: Promise<{ organizationId: string }> }): Promise<Metadata> {
  await requireStaff();
  const { organizationId } = await params;
  const org = isUuid(organizationId) ? await organizationFor(getDb(), organizationId) : undefined;
  return { title: org ? `${org.name} (staff)` : 'Organisation (staff)' };
}

export default async function StaffOrganizationPage({ params, searchParams }: { params: Promise<{ organizationId: string }>; searchParams: Promise<{ days?: string }> }) {
  await requireStaff();
  const { organizationId } = await params;
  if (!isUuid(organizationId)) notFound();
  const days = readWindow((await searchParams).days);
  const page = await staffOrganizationPage(getDb(), organizationId, days);
  if (!page) notFound();
  const { organization: org, credits, series, audit, members, keys, records, pending, invoices, planCredits } = page;
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
      <CardRow className="mb-6">
        <Card title="Change plan" description="Takes effect at once for caps and overage; written to the audit log.">
          <ChangePlanForm organizationId={org.id} organizationName={org.name} plan={org.plan} planCreditsThisMonth={planCredits} />
        </Card>
        <Card title="Grant credits" description="A negative amount corrects a balance (never below zero).">
          <GrantCreditsForm organizationId={org.id} organizationName={org.name} balance={credits.balance} />
        </Card>
      </CardRow>
      {pending.length > 0 && (
        <Card title="Billing requests waiting (test mode)" className="mb-6">
          <PendingBillingRequests requests={pending} showOrganization={false} />
        </Card>
      )}
      {/* one above the other: side by side, the keys table scrolled its status out of view */}
      <div className="mb-6 grid gap-6">
        <Card title={`Members (${members.length})`}>
          <Table caption="Members" stacked>
            <thead>
              <tr>
                <th scope="col" className={th}>Member</th>
                <th scope="col" className={th}>Role</th>
                <th scope="col" className={th}>Joined</th>
              </tr>
            </thead>
            <tbody>
              {members.map((m) => (
                <tr key={m.id} data-testid="staff-member-row">
                  <td className={`${td} break-all`} data-label="Member">
                    <p className="font-medium text-slate-900">{m.name ?? m.email}</p>
                    {m.name && <p className="text-xs text-slate-500">{m.email}</p>}
                  </td>
                  <td className={td} data-label="Role"><Badge tone={m.role === 'owner' ? 'blue' : 'slate'}>{m.role}</Badge></td>
                  <td className={`${td} whitespace-nowrap`} data-label="Joined">{formatDate(m.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Card>
        <Card title={`API keys (${keys.length})`}>
          {keys.length === 0 ? (
            <EmptyState title="No API keys" />
          ) : (
            <Table caption="API keys" stacked>
              <thead>
                <tr>
                  <th scope="col" className={th}>Key</th>
                  <th scope="col" className={th}>Team</th>
                  <th scope="col" className={th}>Created by</th>
                  <th scope="col" className={th}>Last used</th>
                  <th scope="col" className={th}>Status</th>
                </tr>
              </thead>
              <tbody>
                {keys.map((k) => (
                  <tr key={k.id} data-testid="staff-key-row">
                    <td className={`${td} break-words`} data-label="Key">
                      <p className="font-medium text-slate-900">{k.name}</p>
                      <p className="font-mono text-xs text-slate-500">{k.key_fragment}</p>
                    </td>
                    <td className={td} data-label="Team">{k.team_name ?? 'Organisation'}</td>
                    <td className={`${td} break-all`} data-label="Created by">{k.created_by_email ?? '—'}</td>
                    <td className={`${td} whitespace-nowrap`} data-label="Last used">{formatDateTime(k.last_used_at)}</td>
                    <td className={td} data-label="Status"><StatusBadge status={keyStatus(k)} /></td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Card>
      </div>
      <Card title="Recent records" description="The newest analyses, interview preps, skill gaps and generated CVs (what and when; their content stays the customer's)." className="mb-6">
        {records.length === 0 ? (
          <EmptyState title="No records yet" />
        ) : (
          <Table caption="Recent records" stacked>
            <thead>
              <tr>
                <th scope="col" className={th}>Kind</th>
                <th scope="col" className={th}>Target role</th>
                <th scope="col" className={th}>CV file</th>
                <th scope="col" className={th}>Team</th>
                <th scope="col" className={th}>Status</th>
                <th scope="col" className={th}>Created</th>
              </tr>
            </thead>
            <tbody>
              {records.map((r) => (
                <tr key={`${r.kind}-${r.id}`} data-testid="staff-record-row">
                  <td className={td} data-label="Kind">{JOB_KINDS[r.kind].label}</td>
                  <td className={`${td} break-words`} data-label="Target role">{r.target_role || '—'}</td>
                  <td className={`${td} [overflow-wrap:anywhere]`} data-label="CV file" data-wide>{r.file_name ?? '—'}</td>
                  <td className={td} data-label="Team">{r.team_name ?? 'Organisation'}</td>
                  <td className={td} data-label="Status"><StatusBadge status={r.status} /></td>
                  <td className={`${td} whitespace-nowrap`} data-label="Created">{formatDateTime(r.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card>
      <Card title="Invoices and receipts" className="mb-6">
        {invoices.length === 0 ? (
          <EmptyState title="No invoices yet" />
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {invoices.map((i) => (
              <li key={i.id} className="flex flex-wrap justify-between gap-2 py-2" data-testid="staff-invoice-row">
                <span><span className="font-mono text-xs">{i.number}</span> · {i.description}</span>
                <span className="tabular-nums">{formatPrice(i.amount_cents, i.currency)} · {i.provider === 'stripe' ? 'Stripe' : 'test mode'} · {formatDate(i.created_at)}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="Activity in this organisation" className="mb-6">
        <AuditLogList entries={audit} emptyTitle="No activity yet" />
      </Card>
      <UsageCharts series={series} />
    </>
  );
}
