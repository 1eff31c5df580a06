import type { Metadata } from 'next';
import { titleCase } from '@/components/format';
import { listGenerations } from '@/lib/dashboard/result-lists';
import { createdColumn, RecordListPage, statusColumn, targetAndCvColumns } from '../record-pages';

export const metadata: Metadata = { title: 'Generated CVs' };

export default function GenerationsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return (
    <RecordListPage
      searchParams={searchParams}
      list={listGenerations}
      title="Generated CVs"
      description="Improved CVs rendered as PDF (and DOCX on the Business plan) by POST /api/v1/generations. Open one for its download links."
      basePath="/generations"
      columns={[
        ...targetAndCvColumns(),
        { header: 'Template', cell: (r) => titleCase(r.template_type) },
        { header: 'Region', cell: (r) => r.region },
        statusColumn,
        { header: 'Formats', cell: (r) => [r.pdf_file_id && 'PDF', r.docx_file_id && 'DOCX'].filter(Boolean).join(', ') || '—' },
        createdColumn,
      ]}
    />
  );
}
