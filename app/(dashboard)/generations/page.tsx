import type { Metadata } from 'next';
import { getDb } from '@/db/index';
import { StatusBadge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { RecordList } from '@/components/ui/record-list';
import { SourceCvCell } from '@/components/ui/source-cv-cell';
import { formatDateTime, titleCase } from '@/components/format';
import { requireMember } from '@/lib/auth/current-member';
import { readListParams, totalPages } from '@/lib/dashboard/paging';
import { listGenerations } from '@/lib/dashboard/result-lists';

export const metadata: Metadata = { title: 'Generated CVs' };

export default async function GenerationsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { actor } = await requireMember();
  const p = readListParams(await searchParams);
  const { rows, total } = await listGenerations(getDb(), actor.organizationId, p);
  return (
    <>
      <PageHeader title="Generated CVs" description="Improved CVs rendered as PDF (and DOCX on the Business plan) by POST /api/v1/generations. Open one for its download links." />
      <RecordList
        basePath="/generations"
        caption="Generated CVs"
        rows={rows}
        page={p.page}
        totalPages={totalPages(total)}
        status={p.status}
        q={p.q}
        searchLabel="Search role, CV file or candidate"
        columns={[
          { header: 'Target role', cell: (r) => r.target_role || 'Untitled' },
          { header: 'CV', cell: (r) => <SourceCvCell fileName={r.source_file_name} candidate={r.candidate_name} />, wide: true },
          { header: 'Template', cell: (r) => titleCase(r.template_type) },
          { header: 'Region', cell: (r) => r.region },
          { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
          { header: 'Formats', cell: (r) => [r.pdf_file_id && 'PDF', r.docx_file_id && 'DOCX'].filter(Boolean).join(', ') || '—' },
          { header: 'Created', cell: (r) => formatDateTime(r.created_at) },
        ]}
      />
    </>
  );
}
