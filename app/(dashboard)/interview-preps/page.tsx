import type { Metadata } from 'next';
import { getDb } from '@/db/index';
import { StatusBadge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { RecordList } from '@/components/ui/record-list';
import { SourceCvCell } from '@/components/ui/source-cv-cell';
import { formatDateTime } from '@/components/format';
import { requireMember } from '@/lib/auth/current-member';
import { readListParams, totalPages } from '@/lib/dashboard/paging';
import { listInterviewPreps } from '@/lib/dashboard/result-lists';

export const metadata: Metadata = { title: 'Interview preps' };

export default async function InterviewPrepsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { actor } = await requireMember();
  const p = readListParams(await searchParams);
  const { rows, total } = await listInterviewPreps(getDb(), actor.organizationId, p);
  return (
    <>
      <PageHeader title="Interview preps" description="Interview questions generated from completed analyses (POST /api/v1/interview-preps)." />
      <RecordList
        basePath="/interview-preps"
        caption="Interview preps"
        rows={rows}
        page={p.page}
        totalPages={totalPages(total)}
        status={p.status}
        q={p.q}
        searchLabel="Search role, CV file or candidate"
        columns={[
          { header: 'Target role', cell: (r) => r.target_role || 'Untitled' },
          { header: 'CV', cell: (r) => <SourceCvCell fileName={r.source_file_name} candidate={r.candidate_name} />, wide: true },
          { header: 'Industry', cell: (r) => r.target_industry || '—' },
          { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
          { header: 'Questions', cell: (r) => r.total_questions, align: 'right' },
          { header: 'Created', cell: (r) => formatDateTime(r.created_at) },
        ]}
      />
    </>
  );
}
