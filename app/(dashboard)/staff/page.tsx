import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/db/index';
import { AuditLogList } from '@/components/audit-log-list';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { SearchBox } from '@/components/ui/search-box';
import { Table, td, th } from '@/components/ui/table';
import { formatDate, formatNumber, titleCase } from '@/components/format';
import { requireStaff } from '@/lib/auth/current-member';
import { ORG_SORTS, type OrgSort } from '@/lib/dashboard/organizations-overview';
import { staffPage } from '@/lib/dashboard/page-reads';
import { readListParams, totalPages } from '@/lib/dashboard/paging';
import { Pagination } from '@/components/ui/pagination';
import { PendingBillingRequests } from './pending-billing-requests';

export const metadata: Metadata = { title: 'All organisations' };

const COLUMNS: { sort: OrgSort; label: string; numeric?: boolean }[] = [
  { sort: 'name', label: 'Organisation' },
  { sort: 'plan', label: 'Plan' },
  { sort: 'balance', label: 'Balance', numeric: true },
  { sort: 'calls', label: 'Calls this month', numeric: true },
  { sort: 'created', label: 'Created' },
];

const ORGANISATIONS_PER_PAGE = 50;

export default async function StaffPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStaff();
  const sp = await searchParams;
  const sort = ORG_SORTS.find((s) => s === sp.sort) ?? 'created';
  const dir = sp.dir === 'asc' ? 'asc' : 'desc';
  const { page, q, limit, offset } = readListParams(sp, ORGANISATIONS_PER_PAGE);
  const { organizations: orgs, audit, pending } = await staffPage(getDb(), { sort, dir, search: q, limit, offset });
  const total = orgs[0]?.total ?? 0;
  return (
    <>
      <PageHeader title="All organisations" description="Staff view: every organisation with its plan, balance and this UTC month's API calls." />
      <Card title="Billing requests waiting (test mode)" description="No payment provider is configured: owners' upgrades and credit packs wait here. Approving applies one once and writes its receipt." className="mb-6">
        <PendingBillingRequests requests={pending} />
      </Card>
      <SearchBox basePath="/staff" q={q} keep={{ sort, dir }} label="Search name, member email or id" />
      <Card title={q ? `${formatNumber(total)} organisations matching “${q}”` : `${formatNumber(total)} organisations`} className="mb-6">
        <Table caption="Organisations" stacked>
          <thead>
            <tr>
              {COLUMNS.map((c) => {
                const active = c.sort === sort;
                const next = active && dir === 'desc' ? 'asc' : 'desc';
                return (
                  <th key={c.sort} scope="col" className={`${th} ${c.numeric ? 'text-right' : ''}`} aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
                    <Link href={`/staff?sort=${c.sort}&dir=${next}${q ? `&q=${encodeURIComponent(q)}` : ''}`} className="inline-flex items-center gap-1 hover:text-slate-900">
                      {c.label}
                      <span aria-hidden="true">{active ? (dir === 'asc' ? '▲' : '▼') : ''}</span>
                    </Link>
                  </th>
                );
              })}
              <th scope="col" className={`${th} text-right`}>Members</th>
            </tr>
          </thead>
          <tbody>
            {orgs.map((o) => (
              <tr key={o.id} className="hover:bg-slate-50">
                <td className={td} data-label="Organisation">
                  <Link href={`/staff/${o.id}`} className="font-medium text-brand-700 hover:underline">{o.name}</Link>
                </td>
                <td className={td} data-label="Plan"><Badge tone={o.plan === 'free' ? 'slate' : 'blue'}>{titleCase(o.plan)}</Badge></td>
                <td className={`${td} text-right tabular-nums`} data-label="Balance">{formatNumber(o.credit_balance)}</td>
                <td className={`${td} text-right tabular-nums`} data-label="Calls this month">{formatNumber(o.calls)}</td>
                <td className={`${td} whitespace-nowrap`} data-label="Created">{formatDate(o.created_at)}</td>
                <td className={`${td} text-right tabular-nums`} data-label="Members">{o.members}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        <Pagination basePath="/staff" page={page} totalPages={totalPages(total, ORGANISATIONS_PER_PAGE)} params={{ sort, dir, q }} />
      </Card>
      <Card title="Recent activity" description="Staff actions and the organisations' own changes, newest first.">
        <AuditLogList entries={audit} />
      </Card>
    </>
  );
}
