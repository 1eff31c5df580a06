import type { Metadata } from 'next';
import { getDb } from '@/db/index';
import { findOrganization } from '@/db/queries/organizations';
import { ActionForm } from '@/components/action-form';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { inputStyles } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { Stat } from '@/components/ui/stat';
import { SubmitButton } from '@/components/ui/submit-button';
import { Table, td, th } from '@/components/ui/table';
import { formatNumber, titleCase } from '@/components/format';
import { creditStatus } from '@/lib/billing/credits';
import { BASE_COST, PLAN_TERMS, PLANS } from '@/lib/billing/plans';
import { requireMember } from '@/lib/auth/current-member';
import { canSetSpendCap } from '@/lib/dashboard/roles';
import { setSpendCapAction } from './actions';

export const metadata: Metadata = { title: 'Billing' };

export default async function BillingPage() {
  const { actor } = await requireMember();
  const db = getDb();
  const [credits, org] = await Promise.all([
    db.transaction().execute((tx) => creditStatus(tx, actor.organizationId)),
    findOrganization(db, actor.organizationId),
  ]);
  const terms = PLAN_TERMS[credits.plan];
  return (
    <>
      <PageHeader title="Billing" description="Credits pay for creates: analysis 1, interview prep 1, skill gap 1, generation 2. Plan changes are made by cvlens staff." />
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <Stat label="Plan" value={titleCase(credits.plan)} hint={`${formatNumber(terms.monthlyCredits)} credits granted each month`} />
        <Stat label="Credit balance" value={formatNumber(credits.balance)} />
        <Stat label="Spend this month" value={`${formatNumber(credits.monthly_spend)} / ${formatNumber(credits.monthly_cap)}`} progress={credits.monthly_cap ? credits.monthly_spend / credits.monthly_cap : 1} />
      </div>

      <Card title="Monthly spend cap" className="mb-6" description="Creates are refused (402) once this month's spend would pass the cap.">
        {canSetSpendCap(actor) ? (
          <ActionForm action={setSpendCapAction} className="flex flex-wrap items-end gap-3" ariaLabel="Monthly spend cap">
            <div>
              <label htmlFor="cap" className="block text-sm font-medium text-slate-800">Cap in credits</label>
              <input id="cap" name="cap" type="number" min={0} step="0.01" inputMode="decimal" defaultValue={org?.monthly_spend_cap ?? ''} placeholder={`${terms.defaultSpendCap} (plan default)`} aria-describedby="cap-hint" className={`${inputStyles} mt-1 w-56`} />
            </div>
            <SubmitButton pendingText="Saving…">Save cap</SubmitButton>
            <p id="cap-hint" className="basis-full text-xs text-slate-500">Leave empty for the plan default of {formatNumber(terms.defaultSpendCap)} credits.</p>
          </ActionForm>
        ) : (
          <p className="text-sm text-slate-700">
            {formatNumber(credits.monthly_cap)} credits a month{org?.monthly_spend_cap === null ? ' (plan default)' : ''}. Only owners can change it.
          </p>
        )}
      </Card>

      <Card title="Plans">
        <Table caption="Plans">
          <thead>
            <tr>
              <th scope="col" className={th}>Plan</th>
              <th scope="col" className={`${th} text-right`}>API calls / month</th>
              <th scope="col" className={`${th} text-right`}>Credits / month</th>
              <th scope="col" className={`${th} text-right`}>Default cap</th>
              <th scope="col" className={th}>DOCX</th>
              <th scope="col" className={`${th} text-right`}>Overage</th>
            </tr>
          </thead>
          <tbody>
            {PLANS.map((p) => (
              <tr key={p} className={p === credits.plan ? 'bg-brand-50/60' : undefined}>
                <th scope="row" className={`${td} font-medium`}>
                  {titleCase(p)} {p === credits.plan && <Badge tone="blue">current</Badge>}
                </th>
                <td className={`${td} text-right tabular-nums`}>{formatNumber(PLAN_TERMS[p].monthlyApiCalls)}</td>
                <td className={`${td} text-right tabular-nums`}>{formatNumber(PLAN_TERMS[p].monthlyCredits)}</td>
                <td className={`${td} text-right tabular-nums`}>{formatNumber(PLAN_TERMS[p].defaultSpendCap)}</td>
                <td className={td}>{PLAN_TERMS[p].docx ? 'Yes' : 'No'}</td>
                <td className={`${td} text-right tabular-nums`}>×{PLAN_TERMS[p].overageMultiplier}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        <p className="mt-3 text-xs text-slate-500">
          Past the monthly calls, creates cost base × overage (analysis {BASE_COST.analysis}, generation {BASE_COST.generation}); they are never blocked for that.
        </p>
      </Card>
    </>
  );
}
