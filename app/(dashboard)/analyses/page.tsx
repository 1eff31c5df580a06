import type { Metadata } from 'next';
import Link from 'next/link';
import { buttonStyles, inlineLink } from '@/components/ui/button-styles';
import { listAnalysesFor } from '@/lib/dashboard/result-lists';
import { createdColumn, RecordListPage, statusColumn } from '../record-pages';

export const metadata: Metadata = { title: 'Analyses' };

/** A score only once the analysis completed. */
const score = (r: { status: string }, s: number | null) => (r.status === 'completed' ? s : '—');

export default function AnalysesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return (
    <RecordListPage
      searchParams={searchParams}
      list={listAnalysesFor}
      title="Analyses"
      description="Every CV analysed for this organisation, from the API and from this dashboard."
      basePath="/analyses"
      actions={<Link href="/analyses/new" className={buttonStyles.primary}>Analyse a CV</Link>}
      emptyHint={
        <>
          <Link href="/analyses/new" className={`font-medium ${inlineLink}`}>Upload a CV</Link> or call <code>POST /api/v1/analyses</code>.
        </>
      }
      columns={[
        { header: 'File', cell: (r) => <span className="block max-w-64 break-words">{r.file_name}</span> },
        { header: 'Candidate', cell: (r) => r.candidate_name || '—' },
        { header: 'Target role', cell: (r) => r.target_role },
        statusColumn,
        { header: 'Overall', cell: (r) => score(r, r.score_overall), align: 'right' },
        { header: 'ATS', cell: (r) => score(r, r.score_ats), align: 'right' },
        { header: 'Keywords', cell: (r) => score(r, r.score_keyword), align: 'right' },
        createdColumn,
      ]}
    />
  );
}
