import { Card } from '../ui/card';
import { EmptyState } from '../ui/empty-state';
import { Table, td, th } from '../ui/table';

interface Props {
  title: string;
  description?: string;
  chart: React.ReactNode;
  columns: [string, string];
  rows: { key: string; label: React.ReactNode; value: React.ReactNode }[];
  empty?: string;
}

/** A chart and, beside it (below on phones), the same numbers as a table for screen readers and copying. */
export function ChartWithTable({ title, description, chart, columns, rows, empty }: Props) {
  return (
    <Card title={title} description={description}>
      {empty && rows.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <figure className="min-w-0">
            {chart}
            <figcaption className="sr-only">{title}: the table that follows has the same numbers.</figcaption>
          </figure>
          <div>
            <Table caption={title} maxHeight="max-h-96">
              <thead>
                <tr>
                  <th scope="col" className={th}>{columns[0]}</th>
                  <th scope="col" className={`${th} text-right`}>{columns[1]}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.key}>
                    <th scope="row" className={`${td} font-normal`}>{r.label}</th>
                    <td className={`${td} text-right tabular-nums`}>{r.value}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        </div>
      )}
    </Card>
  );
}
