import type { Metadata } from 'next';
import { listInterviewPreps } from '@/lib/dashboard/result-lists';
import { createdColumn, RecordListPage, statusColumn, targetAndCvColumns } from '../record-pages';

export const metadata: Metadata = { title: 'Interview preps' };

export default function InterviewPrepsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return (
    <RecordListPage
      searchParams={searchParams}
      list={listInterviewPreps}
      title="Interview preps"
      description="Interview questions generated from completed analyses (POST /api/v1/interview-preps)."
      basePath="/interview-preps"
      columns={[
        ...targetAndCvColumns(),
        { header: 'Industry', cell: (r) => r.target_industry || '—' },
        statusColumn,
        { header: 'Questions', cell: (r) => r.total_questions, align: 'right' },
        createdColumn,
      ]}
    />
  );
}
