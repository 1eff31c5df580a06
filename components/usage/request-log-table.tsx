import { formatSecond } from '../format';
import { Badge } from '../ui/badge';
import { PathText } from '../ui/path-text';
import { Table, td, th } from '../ui/table';

export interface LoggedCall {
  id: string;
  created_at: Date;
  key_name: string | null;
  key_fragment: string | null;
  method: string;
  path: string;
  status: number;
  latency_ms: number;
}

/** One row per call, newest first; scrolls inside its box with the header row in view. */
export function RequestLogTable({ calls }: { calls: LoggedCall[] }) {
  return (
    <Table caption="Request log" maxHeight="max-h-[36rem]" stacked>
      <thead>
        <tr>
          <th scope="col" className={th}>Time (UTC)</th>
          <th scope="col" className={th}>Key</th>
          <th scope="col" className={th}>Method</th>
          <th scope="col" className={th}>Path</th>
          <th scope="col" className={th}>Status</th>
          <th scope="col" className={`${th} text-right`}>Latency</th>
          <th scope="col" className={th}>Request id</th>
        </tr>
      </thead>
      <tbody>
        {calls.map((c) => (
          <tr key={c.id} data-testid="request-row">
            <td className={`${td} whitespace-nowrap tabular-nums`} data-label="Time">{formatSecond(c.created_at).replace(' UTC', '')}</td>
            <td className={`${td} sm:min-w-48 sm:max-w-64 [overflow-wrap:anywhere]`} data-label="Key">
              {c.key_name ?? 'Deleted key'}
              {c.key_fragment && <code className="block text-xs text-slate-600">{c.key_fragment}</code>}
            </td>
            <td className={`${td} font-mono text-xs`} data-label="Method">{c.method}</td>
            <td className={`${td} sm:min-w-40 sm:max-w-72`} data-label="Path" data-wide><PathText path={c.path} /></td>
            <td className={td} data-label="Status">
              <Badge tone={c.status >= 500 ? 'amber' : c.status >= 400 ? 'red' : 'green'}>{c.status}</Badge>
            </td>
            <td className={`${td} whitespace-nowrap text-right tabular-nums`} data-label="Latency">{c.latency_ms} ms</td>
            <td className={`${td} font-mono text-xs [overflow-wrap:anywhere]`} data-label="Request id" data-wide>{c.id}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
