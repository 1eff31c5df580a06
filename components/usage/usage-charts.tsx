import Link from 'next/link';
import type { UsageSeries } from '@/lib/dashboard/usage-series';
import { DailyBarChart } from '../charts/daily-bar-chart';
import { ChartWithTable } from '../charts/chart-with-table';
import { RankedBarChart } from '../charts/ranked-bar-chart';
import { formatNumber } from '../format';

export const USAGE_WINDOWS = [7, 30] as const;

export function readWindow(value: string | string[] | undefined): 7 | 30 {
  return value === '30' ? 30 : 7;
}

/** 7/30-day switch as links, so the window is in the URL. */
export function WindowSwitch({ basePath, days }: { basePath: string; days: number }) {
  return (
    <nav aria-label="Time window" className="inline-flex rounded-md border border-slate-300 bg-white p-0.5 shadow-sm">
      {USAGE_WINDOWS.map((d) => (
        <Link
          key={d}
          href={`${basePath}?days=${d}`}
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
        description={`${formatNumber(series.totalCalls)} calls from ${series.from} to ${series.to} (UTC)`}
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
          rows={series.perEndpoint.map((e) => ({ key: e.endpoint, label: <code className="text-xs">{e.endpoint}</code>, value: formatNumber(e.calls) }))}
          empty="No API calls in this window"
        />
      </div>
    </div>
  );
}
