import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getDb } from '@/db/index';
import { usagePage } from '@/lib/dashboard/page-reads';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Stat } from '@/components/ui/stat';
import { formatNumber } from '@/components/format';
import { RequestLogTable } from '@/components/usage/request-log-table';
import { readWindow, UsageCharts, WindowSwitch } from '@/components/usage/usage-charts';
import { requireMember } from '@/lib/auth/current-member';
import { isAppError } from '@/lib/errors';
import { isUuid } from '@/lib/ids';
import { usageKey } from '@/lib/dashboard/usage-export';

export const metadata: Metadata = { title: 'Usage' };

const LOG_PAGE = 50;
const link = 'font-medium text-brand-700 underline underline-offset-2';

type Search = { days?: string; key?: string; page?: string };

export default async function UsagePage({ searchParams }: { searchParams: Promise<Search> }) {
  const { actor } = await requireMember();
  const sp = await searchParams;
  const days = readWindow(sp.days);
  const db = getDb();
  const keyId = sp.key && isUuid(sp.key) ? sp.key : undefined;
  if (sp.key && !keyId) notFound();
  const key = await usageKey(db, actor.organizationId, keyId).catch((err) => {
    if (isAppError(err) && err.status === 404) notFound();
    throw err;
  });
  const page = Math.max(1, Math.min(20, Math.floor(Number(sp.page)) || 1));
  const { stats, series, log } = await usagePage(db, actor.organizationId, { days, keyId });
  const calls = log.slice((page - 1) * LOG_PAGE, page * LOG_PAGE);
  const exportHref = (what: string) => `/usage/export?${new URLSearchParams({ what, days: String(days), ...(keyId ? { key: keyId } : {}) })}`;
  return (
    <>
      <PageHeader
        title={key ? `Usage of “${key.name}”` : 'Usage'}
        description={
          key
            ? `The calls of the key ${key.key_fragment} alone, per UTC day.`
            : 'Every authenticated API call counts, per UTC day. These are the numbers GET /api/v1/usage returns.'
        }
        actions={<WindowSwitch basePath="/usage" days={days} params={{ key: keyId }} />}
      />
      <p className="mb-6 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        {key && (
          <Link href={`/usage?days=${days}`} className={link}>
            All keys
          </Link>
        )}
        <span>
          Download CSV:{' '}
          <a href={exportHref('requests')} className={link} download>
            request log
          </a>
          {' · '}
          <a href={exportHref('daily')} className={link} download>
            calls and credits per day
          </a>
        </span>
      </p>
      {!key && (
        <div className="mb-6 grid gap-4 sm:grid-cols-3">
          <Stat label="Calls today" value={formatNumber(stats.usage.today)} />
          <Stat
            label="Calls this month"
            value={`${formatNumber(stats.usage.this_month)} / ${formatNumber(stats.credits.monthly_api_call_cap)}`}
            progress={stats.usage.this_month / stats.credits.monthly_api_call_cap}
          />
          <Stat label="Calls all time" value={formatNumber(stats.usage.all_time)} />
        </div>
      )}
      <UsageCharts series={series} />
      <Card
        className="mt-6"
        id="request-log"
        title="Request log"
        description={`${log.length === 1 ? 'The last call' : `The last ${formatNumber(log.length)} calls`}${key ? ' of this key' : ''}, newest first (the last 1,000 of the organisation are kept).`}
      >
        {calls.length === 0 ? (
          <EmptyState title="No calls logged yet" />
        ) : (
          <>
            <RequestLogTable calls={calls} />
            <Pagination basePath="/usage" page={page} totalPages={Math.max(1, Math.ceil(log.length / LOG_PAGE))} params={{ days: String(days), key: keyId }} hash="#request-log" />
          </>
        )}
      </Card>
    </>
  );
}
