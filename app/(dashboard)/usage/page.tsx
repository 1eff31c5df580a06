import type { Metadata } from 'next';
import { getDb } from '@/db/index';
import { PageHeader } from '@/components/ui/page-header';
import { Stat } from '@/components/ui/stat';
import { formatNumber } from '@/components/format';
import { readWindow, UsageCharts, WindowSwitch } from '@/components/usage/usage-charts';
import { requireMember } from '@/lib/auth/current-member';
import { usageSeries } from '@/lib/dashboard/usage-series';
import { usageStats } from '@/lib/usage/usage-stats';

export const metadata: Metadata = { title: 'Usage' };

export default async function UsagePage({ searchParams }: { searchParams: Promise<{ days?: string }> }) {
  const { actor } = await requireMember();
  const days = readWindow((await searchParams).days);
  const db = getDb();
  const [stats, series] = await Promise.all([usageStats(db, actor.organizationId), usageSeries(db, actor.organizationId, days)]);
  return (
    <>
      <PageHeader
        title="Usage"
        description="Every authenticated API call counts, per UTC day. These are the numbers GET /api/v1/usage returns."
        actions={<WindowSwitch basePath="/usage" days={days} />}
      />
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <Stat label="Calls today" value={formatNumber(stats.usage.today)} />
        <Stat
          label="Calls this month"
          value={`${formatNumber(stats.usage.this_month)} / ${formatNumber(stats.credits.monthly_api_call_cap)}`}
          progress={stats.usage.this_month / stats.credits.monthly_api_call_cap}
        />
        <Stat label="Calls all time" value={formatNumber(stats.usage.all_time)} />
      </div>
      <UsageCharts series={series} />
    </>
  );
}
