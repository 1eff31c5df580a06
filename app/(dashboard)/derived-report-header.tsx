import Link from 'next/link';
import { formatDateTime } from '@/components/format';
import { RecordFailed } from '@/components/record-failed';
import { RefreshWhileProcessing } from '@/components/refresh-while-processing';
import { StatusBadge } from '@/components/ui/badge';
import { inlineLink } from '@/components/ui/button-styles';
import { PageHeader } from '@/components/ui/page-header';
import type { ReportJobKind } from '@/lib/analyses/derived-reports';
import { JOB_KINDS } from '@/lib/job-kinds';
import { secondsSince } from '@/lib/time';
import { DeleteRecord } from './delete-record';

/**
 * The top of an interview prep's or a skill gap's page: the way back to its list, its title with
 * its state and source analysis, and the notice while it is being made or once it failed.
 */
export function DerivedReportHeader({ kind, row, listName, title, making, what }: {
  kind: ReportJobKind;
  row: { id: string; status: string; created_at: Date; analysis_id: string; error: string | null };
  /** the list page's title */
  listName: string;
  title: string;
  /** what the page says while the job runs */
  making: string;
  /** the record as a failure names it: "The skill-gap report" */
  what: string;
}) {
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-2 text-sm">
        <Link href={`/${JOB_KINDS[kind].route}`} className="text-brand-700 hover:underline">{listName}</Link>
      </nav>
      <PageHeader
        title={title}
        description={
          <>
            <StatusBadge status={row.status} /> <span className="ml-1">{formatDateTime(row.created_at)} · </span>
            <Link href={`/analyses/${row.analysis_id}`} className={inlineLink}>source analysis</Link>
          </>
        }
        actions={<DeleteRecord kind={kind} id={row.id} status={row.status} />}
      />
      {row.status === 'processing' && <RefreshWhileProcessing message={making} elapsedSeconds={secondsSince(row.created_at)} listName={listName} slowBecause="a busy server queues the work." />}
      {row.status === 'failed' && <RecordFailed what={what} error={row.error} />}
    </>
  );
}
