/**
 * What every record page and record list of the dashboard does first: the signed-in member, then
 * the organisation's record named by the path (or the 404 page) or the page of records the
 * address asks for (?page=, ?status=, ?q=).
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDb, type DbOrTx } from '@/db/index';
import { StatusBadge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { RecordList, type Column } from '@/components/ui/record-list';
import { SourceCvCell } from '@/components/ui/source-cv-cell';
import { formatDateTime } from '@/components/format';
import { requireMember } from '@/lib/auth/current-member';
import { readListParams, totalPages } from '@/lib/dashboard/paging';
import { recordTitle } from '@/lib/dashboard/record-titles';
import type { JobKind } from '@/lib/job-kinds';
import type { ListOpts } from '@/lib/dashboard/result-lists';
import { isUuid } from '@/lib/ids';

type RecordParams = { params: Promise<{ id: string }> };
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A record page's generateMetadata: the browser-tab title names the record (lib/dashboard/record-titles.ts). */
export const recordMetadata =
  (kind: JobKind) =>
  async ({ params }: RecordParams): Promise<Metadata> => {
    const { id } = await params;
    const { actor } = await requireMember();
    return { title: isUuid(id) ? await recordTitle(getDb(), kind, actor.organizationId, id) : 'Not found' };
  };

/** The organisation's record the path names; the 404 page for an id that is not one, or is another's. */
export async function readRecord<R>(params: RecordParams['params'], read: (db: DbOrTx, organizationId: string, id: string) => Promise<R | null | undefined>): Promise<R> {
  const { id } = await params;
  const { actor } = await requireMember();
  if (!isUuid(id)) notFound();
  const record = await read(getDb(), actor.organizationId, id);
  if (!record) notFound();
  return record;
}

interface ListedRecord {
  id: string;
  status: string;
  created_at: Date;
}

/** The first columns of a derived record's list (interview preps, skill gaps, generations): its role and the CV it was made from. */
export const targetAndCvColumns = <R extends { target_role: string; source_file_name?: string | null; candidate_name?: string | null }>(): Column<R>[] => [
  { header: 'Target role', cell: (r) => r.target_role || 'Untitled' },
  { header: 'CV', cell: (r) => <SourceCvCell fileName={r.source_file_name ?? null} candidate={r.candidate_name ?? null} />, wide: true },
];

export const statusColumn: Column<ListedRecord> = { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> };
export const createdColumn: Column<ListedRecord> = { header: 'Created', cell: (r) => formatDateTime(r.created_at) };

/** A list page of records: its header, then the page of records the address asks for, searchable by role, CV file or candidate. */
export async function RecordListPage<R extends ListedRecord>({ searchParams, list, title, description, basePath, actions, emptyHint, columns }: {
  searchParams: SearchParams;
  list: (db: DbOrTx, organizationId: string, o: ListOpts) => Promise<{ rows: R[]; total: number }>;
  title: string;
  description: string;
  basePath: string;
  actions?: React.ReactNode;
  emptyHint?: React.ReactNode;
  columns: Column<R>[];
}) {
  const { actor } = await requireMember();
  const p = readListParams(await searchParams);
  const { rows, total } = await list(getDb(), actor.organizationId, p);
  return (
    <>
      <PageHeader title={title} description={description} actions={actions} />
      <RecordList
        basePath={basePath}
        caption={title}
        rows={rows}
        page={p.page}
        totalPages={totalPages(total)}
        status={p.status}
        q={p.q}
        searchLabel="Search role, CV file or candidate"
        emptyHint={emptyHint}
        columns={columns}
      />
    </>
  );
}
