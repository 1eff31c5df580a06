import Link from 'next/link';
import type { UsageSeries } from '@/lib/dashboard/usage-series';
import { DailyBarChart } from '../charts/daily-bar-chart';
import { ChartWithTable } from '../charts/chart-with-table';
import { PathText } from '../ui/path-text';
import { RankedBarChart } from '../charts/ranked-bar-chart';
import { formatNumber } from '../format';
import { Card } from '../ui/card';
import { EmptyState } from '../ui/empty-state';
import { Table, td, th } from '../ui/table';

export const USAGE_WINDOWS = [7, 30] as const;

export function readWindow(value: string | string[] | undefined): 7 | 30 {
  return value === '30' ? 30 : 7;
}

/** 7/30-day switch as links, so the window is in the URL (with the other parameters kept, e.g. the key). */
export function WindowSwitch({ basePath, days, params = {} }: { basePath: string; days: number; params?: Record<string, string | undefined> }) {
  const href = (d: number) => `${basePath}?${new URLSearchParams(Object.entries({ ...params, days: String(d) }).filter((e): e is [string, string] => !!e[1]))}`;
  return (
    <nav aria-label="Time window" className="inline-flex rounded-md border border-slate-300 bg-white p-0.5 shadow-sm">
      {USAGE_WINDOWS.map((d) => (
        <Link
          key={d}
          href={href(d)}
          aria-current={d === days ? 'page' : undefined}
          className={`rounded px-3 py-1.5 text-sm font-medium ${d === days ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
        >
          Last {d} days
        </Link>
      ))}
    </nav>
  );
}

/** Every usage chart of one organisation: the tenant's Usage page and the staff view share it. */
export function UsageCharts({ series }: { series: UsageSeries }) {
  const days = [...series.perDay].reverse();
  return (
    <div className="space-y-6">
      <ChartWithTable
        title={`API calls per day (${series.days} days)`}
        description={`${formatNumber(series.totalCalls)} call${series.totalCalls === 1 ? '' : 's'} from ${series.from} to ${series.to} (UTC)`}
        chart={<DailyBarChart data={series.perDay.map((p) => ({ day: p.day, value: p.calls }))} seriesName="API calls" />}
        columns={['Day (UTC)', 'Calls']}
        rows={days.map((p) => ({ key: p.day, label: p.day, value: formatNumber(p.calls) }))}
      />
      <ChartWithTable
        title={`Credits charged per day (${series.days} days)`}
        description={`${formatNumber(series.totalCredits)} credits, net of refunds`}
        chart={<DailyBarChart data={series.perDay.map((p) => ({ day: p.day, value: p.credits }))} seriesName="Credits" color="#0d9488" />}
        columns={['Day (UTC)', 'Credits']}
        rows={days.map((p) => ({ key: p.day, label: p.day, value: formatNumber(p.credits) }))}
      />
      <ChartWithTable
        title={`Calls by status (${series.days} days)`}
        description="Every answer to a known key, refusals included: 401 (a revoked or expired key, or an old secret past its grace period), 403 (a missing scope), 429 (the rate limit)."
        chart={<RankedBarChart data={series.perStatus.map((p) => ({ label: p.label, value: p.calls }))} seriesName="Calls" color="#0f766e" />}
        columns={['Status', 'Calls']}
        rows={series.perStatus.map((p) => ({ key: String(p.status), label: <span className={p.status >= 400 ? 'font-medium text-red-800' : ''}>{p.label}</span>, value: formatNumber(p.calls) }))}
        empty="No calls in this window"
      />
      <LatencyTable latency={series.latency} />
      <div className="grid gap-6 2xl:grid-cols-2">
        <ChartWithTable
          title="Calls per API key"
          chart={<RankedBarChart data={series.perKey.map((k) => ({ label: `${k.name} (${k.fragment})`, value: k.calls }))} seriesName="API calls" />}
          columns={['Key', 'Calls']}
          rows={series.perKey.map((k) => ({
            key: k.id,
            label: (
              <>
                {k.name} <code className="text-xs text-slate-500">{k.fragment}</code>
              </>
            ),
            value: formatNumber(k.calls),
          }))}
          empty="No API calls in this window"
        />
        <ChartWithTable
          title="Calls per endpoint"
          chart={<RankedBarChart data={series.perEndpoint.map((e) => ({ label: e.endpoint, value: e.calls }))} seriesName="API calls" color="#7c3aed" />}
          columns={['Endpoint', 'Calls']}
          rows={series.perEndpoint.map((e) => ({ key: e.endpoint, label: <PathText path={e.endpoint} />, value: formatNumber(e.calls) }))}
          empty="No API calls in this window"
        />
      </div>
    </div>
  );
}

function LatencyTable({ latency }: { latency: UsageSeries['latency'] }) {
  return (
    <Card title="Latency per endpoint" description="Time to answer, over the calls in the request log (the last 1,000). p95: 95% of calls were answered at least this fast.">
      {latency.length === 0 ? (
        <EmptyState title="No calls logged yet" />
      ) : (
        <Table caption="Latency per endpoint" maxHeight="max-h-96" stacked>
          <thead>
            <tr>
              <th scope="col" className={th}>Endpoint</th>
              <th scope="col" className={`${th} text-right`}>Calls</th>
              <th scope="col" className={`${th} text-right`}>p50</th>
              <th scope="col" className={`${th} text-right`}>p95</th>
            </tr>
          </thead>
          <tbody>
            {latency.map((l) => (
              <tr key={l.endpoint}>
                <th scope="row" className={`${td} font-normal sm:min-w-40`}><PathText path={l.endpoint} /></th>
                <td className={`${td} text-right tabular-nums`} data-label="Calls">{formatNumber(l.calls)}</td>
                <td className={`${td} whitespace-nowrap text-right tabular-nums`} data-label="p50">{formatNumber(l.p50)} ms</td>
                <td className={`${td} whitespace-nowrap text-right tabular-nums`} data-label="p95">{formatNumber(l.p95)} ms</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
