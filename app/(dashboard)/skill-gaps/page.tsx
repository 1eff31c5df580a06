import type { Metadata } from 'next';
import { getDb } from '@/db/index';
import { StatusBadge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { RecordList } from '@/components/ui/record-list';
import { SourceCvCell } from '@/components/ui/source-cv-cell';
import { formatDateTime } from '@/components/format';
import { requireMember } from '@/lib/auth/current-member';
import { readListParams, totalPages } from '@/lib/dashboard/paging';
import { listSkillGaps } from '@/lib/dashboard/result-lists';

export const metadata: Metadata = { title: 'Skill gaps' };

export default async function SkillGapsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { actor } = await requireMember();
  const p = readListParams(await searchParams);
  const { rows, total } = await listSkillGaps(getDb(), actor.organizationId, p);
  return (
    <>
      <PageHeader title="Skill gaps" description="Skill-gap reports with learning paths (POST /api/v1/skill-gaps)." />
      <RecordList
        basePath="/skill-gaps"
        caption="Skill gaps"
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
          { header: 'Readiness', cell: (r) => (r.status === 'completed' ? `${r.overall_readiness}%` : '—'), align: 'right' },
          { header: 'Created', cell: (r) => formatDateTime(r.created_at) },
        ]}
      />
    </>
  );
}
