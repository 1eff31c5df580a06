import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/db/index';
import { listAnalysesFor } from '@/lib/dashboard/result-lists';
import { StatusBadge } from '@/components/ui/badge';
import { buttonStyles } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { StatusFilter } from '@/components/ui/status-filter';
import { Table, td, th } from '@/components/ui/table';
import { formatDateTime } from '@/components/format';
import { requireMember } from '@/lib/auth/current-member';
import { readListParams, totalPages } from '@/lib/dashboard/paging';

export const metadata: Metadata = { title: 'Analyses' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function AnalysesPage({ searchParams }: { searchParams: SearchParams }) {
  const { actor } = await requireMember();
  const p = readListParams(await searchParams);
  const { rows, total } = await listAnalysesFor(getDb(), actor.organizationId, p);
  return (
    <>
      <PageHeader
        title="Analyses"
        description="Every CV analysed for this organisation, from the API and from this dashboard."
        actions={<Link href="/analyses/new" className={buttonStyles.primary}>Analyse a CV</Link>}
      />
      <StatusFilter basePath="/analyses" current={p.status} />
      <Card>
        {rows.length === 0 ? (
          <EmptyState title={p.status ? `No ${p.status} analyses` : 'No analyses yet'} />
        ) : (
          <Table caption="Analyses" stacked>
            <thead>
              <tr>
                <th scope="col" className={th}>File</th>
                <th scope="col" className={th}>Target role</th>
                <th scope="col" className={th}>Status</th>
                <th scope="col" className={`${th} text-right`}>Overall</th>
                <th scope="col" className={`${th} text-right`}>ATS</th>
                <th scope="col" className={`${th} text-right`}>Keywords</th>
                <th scope="col" className={th}>Created</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((a) => (
                <tr key={a.id} className="hover:bg-slate-50">
                  <td className={`${td} max-w-72`} data-label="File">
                    <Link href={`/analyses/${a.id}`} className="block truncate font-medium text-brand-700 hover:underline">
                      {a.file_name}
                    </Link>
                  </td>
                  <td className={td} data-label="Target role">{a.target_role}</td>
                  <td className={td} data-label="Status"><StatusBadge status={a.status} /></td>
                  <td className={`${td} text-right tabular-nums`} data-label="Overall">{a.status === 'completed' ? a.score_overall : '—'}</td>
                  <td className={`${td} text-right tabular-nums`} data-label="ATS">{a.status === 'completed' ? a.score_ats : '—'}</td>
                  <td className={`${td} text-right tabular-nums`} data-label="Keywords">{a.status === 'completed' ? a.score_keyword : '—'}</td>
                  <td className={`${td} whitespace-nowrap`} data-label="Created">{formatDateTime(a.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <Pagination basePath="/analyses" page={p.page} totalPages={totalPages(total)} params={{ status: p.status }} />
      </Card>
    </>
  );
}
