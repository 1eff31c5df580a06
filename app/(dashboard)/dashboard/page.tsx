import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/db/index';
import { overviewPage } from '@/lib/dashboard/page-reads';
import { Badge, StatusBadge } from '@/components/ui/badge';
import { buttonStyles, inlineLink } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Stat } from '@/components/ui/stat';
import { formatCredits, formatDateTime, formatNumber, titleCase } from '@/components/format';
import { requireMember } from '@/lib/auth/current-member';
import { ledgerRecord } from '@/lib/dashboard/ledger-links';

export const metadata: Metadata = { title: 'Overview' };

export default async function OverviewPage() {
  const { actor, organization } = await requireMember();
  const { stats, ledger, analyses } = await overviewPage(getDb(), actor.organizationId);
  const c = stats.credits;
  return (
    <>
      <PageHeader
        title={organization.name}
        description={
          <>
            <Badge tone="blue">{titleCase(organization.plan)} plan</Badge>{' '}
            <span className="ml-1">Figures for this UTC month; the same numbers as <code className="text-xs">GET /api/v1/usage</code>.</span>
          </>
        }
        actions={
          <>
            <Link href="/analyses/new" className={buttonStyles.primary}>
              Analyse a CV
            </Link>
            <Link href="/settings/api-keys" className={buttonStyles.secondary}>
              API keys
            </Link>
          </>
        }
      />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Stat label="Credit balance" value={formatNumber(c.balance)} hint={`About ${formatNumber(c.estimated_remaining_calls)} more analyses`} />
        <Stat
          label="Spend this month"
          value={`${formatNumber(c.monthly_spend)} / ${formatNumber(c.monthly_cap)}`}
          progress={c.monthly_cap ? c.monthly_spend / c.monthly_cap : 1}
          hint="Credits spent against the monthly cap"
        />
        <Stat
          label="API calls this month"
          value={`${formatNumber(c.monthly_api_calls)} / ${formatNumber(c.monthly_api_call_cap)}`}
          progress={c.monthly_api_calls / c.monthly_api_call_cap}
          hint="Calls past the plan's cap cost overage rates"
        />
        <Stat label="API calls today" value={formatNumber(stats.usage.today)} hint={`${formatNumber(stats.usage.all_time)} all time`} />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Card title="Latest analyses" actions={<Link href="/analyses" className="text-sm font-medium text-brand-700 hover:underline">All analyses</Link>}>
          {analyses.length === 0 ? (
            <EmptyState title="No analyses yet">
              <Link href="/analyses/new" className={`font-medium ${inlineLink}`}>Upload a CV</Link> or call <code>POST /api/v1/analyses</code>.
            </EmptyState>
          ) : (
            <ul className="divide-y divide-slate-100">
              {analyses.map((a) => (
                <li key={a.id} className="flex items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <Link href={`/analyses/${a.id}`} className="block font-medium text-slate-900 [overflow-wrap:anywhere] hover:text-brand-700 hover:underline">
                      {a.file_name}
                    </Link>
                    <p className="text-xs text-slate-500">
                      {a.target_role} · {formatDateTime(a.created_at)}
                    </p>
                  </div>
                  <div className="flex shrink-0 items-center gap-3">
                    {a.status === 'completed' && <span className="text-sm font-semibold text-slate-900">{a.score_overall}</span>}
                    <StatusBadge status={a.status} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title="Credit activity" description="The latest entries of the credit ledger">
          {ledger.length === 0 ? (
            <EmptyState title="No credit activity yet" />
          ) : (
            <ul className="divide-y divide-slate-100">
              {ledger.map((e) => (
                <li key={e.id} className="flex items-start justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <LedgerDescription entry={e} />
                    <p className="text-xs text-slate-500 [overflow-wrap:anywhere]">
                      {e.record_file && `${e.record_file} · `}
                      {titleCase(e.kind)} · {formatDateTime(e.created_at)}
                      {e.is_overage && ' · overage'}
                    </p>
                  </div>
                  <div className="shrink-0 text-right">
                    <p className={`text-sm font-semibold ${e.amount < 0 ? 'text-slate-900' : 'text-emerald-700'}`}>
                      {e.amount > 0 ? '+' : ''}
                      {formatNumber(e.amount)}
                    </p>
                    <p className="text-xs text-slate-500">balance {formatCredits(e.balance_after)}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}

/**
 * A charge or refund names its record (kind and target role) and links to it while it exists; a
 * deleted record's entry stays, unlinked. Grants keep their description.
 */
function LedgerDescription({ entry }: { entry: { description: string; kind: string; resource_type: string | null; resource_id: string | null; record_role: string | null } }) {
  const record = ledgerRecord(entry.resource_type, entry.resource_id);
  if (!record) return <p className="text-sm font-medium text-slate-900">{entry.description}</p>;
  const refunded = entry.kind === 'refund' ? ` refunded (${entry.description.replace(/^refund: /, '')})` : '';
  return (
    <p className="text-sm font-medium text-slate-900 [overflow-wrap:anywhere]">
      {entry.record_role === null ? (
        <>{record.noun} (deleted)</>
      ) : (
        <Link href={record.href} className={inlineLink}>
          {record.noun}
          {entry.record_role ? `: ${entry.record_role}` : ''}
        </Link>
      )}
      {refunded}
    </p>
  );
}
