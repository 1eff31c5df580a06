import type { Metadata } from 'next';
import { listSkillGaps } from '@/lib/dashboard/result-lists';
import { createdColumn, RecordListPage, statusColumn, targetAndCvColumns } from '../record-pages';

export const metadata: Metadata = { title: 'Skill gaps' };

export default function SkillGapsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return (
    <RecordListPage
      searchParams={searchParams}
      list={listSkillGaps}
      title="Skill gaps"
      description="Skill-gap reports with learning paths (POST /api/v1/skill-gaps)."
      basePath="/skill-gaps"
      columns={[
        ...targetAndCvColumns(),
        { header: 'Industry', cell: (r) => r.target_industry || '—' },
        statusColumn,
        { header: 'Readiness', cell: (r) => (r.status === 'completed' ? `${r.overall_readiness}%` : '—'), align: 'right' },
        createdColumn,
      ]}
    />
  );
}
