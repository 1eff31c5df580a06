import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/db/index';
import { listAnalysesFor } from '@/lib/dashboard/result-lists';
import { StatusBadge } from '@/components/ui/badge';
import { buttonStyles, inlineLink } from '@/components/ui/button-styles';
import { PageHeader } from '@/components/ui/page-header';
import { RecordList } from '@/components/ui/record-list';
import { formatDateTime } from '@/components/format';
import { requireMember } from '@/lib/auth/current-member';
import { readListParams, totalPages } from '@/lib/dashboard/paging';

export const metadata: Metadata = { title: 'Analyses' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function AnalysesPage({ searchParams }: { searchParams: SearchParams }) {
  const { actor } = await requireMember();
  const p = readListParams(await searchParams);
  const { rows, total } = await listAnalysesFor(getDb(), actor.organizationId, p);
  const score = (r: (typeof rows)[number], s: number | null) => (r.status === 'completed' ? s : '—');
  return (
    <>
      <PageHeader
        title="Analyses"
        description="Every CV analysed for this organisation, from the API and from this dashboard."
        actions={<Link href="/analyses/new" className={buttonStyles.primary}>Analyse a CV</Link>}
      />
      <RecordList
        basePath="/analyses"
        caption="Analyses"
        rows={rows}
        page={p.page}
        totalPages={totalPages(total)}
        status={p.status}
        q={p.q}
        searchLabel="Search role, CV file or candidate"
        emptyHint={
          <>
            <Link href="/analyses/new" className={`font-medium ${inlineLink}`}>Upload a CV</Link> or call <code>POST /api/v1/analyses</code>.
          </>
        }
        columns={[
          { header: 'File', cell: (r) => <span className="block max-w-64 break-words">{r.file_name}</span> },
          { header: 'Candidate', cell: (r) => r.candidate_name || '—' },
          { header: 'Target role', cell: (r) => r.target_role },
          { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
          { header: 'Overall', cell: (r) => score(r, r.score_overall), align: 'right' },
          { header: 'ATS', cell: (r) => score(r, r.score_ats), align: 'right' },
          { header: 'Keywords', cell: (r) => score(r, r.score_keyword), align: 'right' },
          { header: 'Created', cell: (r) => formatDateTime(r.created_at) },
        ]}
      />
    </>
  );
}
