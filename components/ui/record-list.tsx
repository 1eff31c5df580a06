import Link from 'next/link';
import { Card } from './card';
import { EmptyState } from './empty-state';
import { Pagination } from './pagination';
import { SearchBox } from './search-box';
import { StatusFilter } from './status-filter';
import { Table, td, th } from './table';

export interface Column<R> {
  header: string;
  cell: (row: R) => React.ReactNode;
  align?: 'right';
  /** on a phone, a line of its own (long text such as a file name) rather than half of one */
  wide?: boolean;
}

interface Props<R extends { id: string }> {
  basePath: string;
  caption: string;
  rows: R[];
  columns: Column<R>[];
  page: number;
  totalPages: number;
  status?: string;
  /** the search in force; the search box is shown when the list can be searched */
  q?: string;
  searchLabel?: string;
  emptyHint?: React.ReactNode;
}

/** A paginated, status-filtered table of records whose first column links to the record. */
export function RecordList<R extends { id: string }>({ basePath, caption, rows, columns, page, totalPages, status, q, searchLabel, emptyHint }: Props<R>) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <StatusFilter basePath={basePath} current={status} q={q} />
        {searchLabel && <SearchBox basePath={basePath} q={q} keep={{ status }} label={searchLabel} />}
      </div>
      <Card>
        {rows.length === 0 ? (
          <EmptyState title={q ? `Nothing matches “${q}”` : status ? `Nothing ${status}` : `No ${caption.toLowerCase()} yet`}>{q ? undefined : emptyHint}</EmptyState>
        ) : (
          <Table caption={caption} stacked>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.header} scope="col" className={`${th} ${c.align === 'right' ? 'text-right' : ''}`}>
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="hover:bg-slate-50">
                  {columns.map((c, i) => (
                    <td key={c.header} data-label={c.header} data-wide={c.wide || undefined} className={`${td} ${c.align === 'right' ? 'text-right tabular-nums' : ''}`}>
                      {i === 0 ? (
                        <Link href={`${basePath}/${r.id}`} className="font-medium text-brand-700 hover:underline">
                          {c.cell(r)}
                        </Link>
                      ) : (
                        c.cell(r)
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <Pagination basePath={basePath} page={page} totalPages={totalPages} params={{ status, q }} />
      </Card>
    </>
  );
}
