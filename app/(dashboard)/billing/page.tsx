import type { Metadata } from 'next';
import { getDb } from '@/db/index';
import { billingPage } from '@/lib/dashboard/page-reads';
import { ActionForm } from '@/components/action-form';
import { ConfirmSubmit } from '@/components/forms/confirm-submit';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { inputStyles } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { Stat } from '@/components/ui/stat';
import { SubmitButton } from '@/components/ui/submit-button';
import { Table, td, th } from '@/components/ui/table';
import { formatDate, formatNumber, titleCase } from '@/components/format';
import { BASE_COST, CREDIT_PACK_IDS, CREDIT_PACKS, formatPrice, PLAN_CHANGE_RULE, PLAN_TERMS, PLANS } from '@/lib/billing/plans';
import { canBuy, purchaseDescription } from '@/lib/billing/requests';
import { requireMember } from '@/lib/auth/current-member';
import { canSetSpendCap } from '@/lib/organizations/roles';
import { env } from '@/lib/env';
import { purchaseAction, setSpendCapAction } from './actions';

export const metadata: Metadata = { title: 'Billing' };

const REQUEST_TONE = { pending: 'amber', completed: 'green', rejected: 'red', cancelled: 'slate' } as const;

export default async function BillingPage({ searchParams }: { searchParams: Promise<{ checkout?: string }> }) {
  const { actor } = await requireMember();
  const { credits, organization: org, invoices, requests } = await billingPage(getDb(), actor.organizationId);
  const checkout = (await searchParams).checkout;
  const terms = PLAN_TERMS[credits.plan];
  const stripe = Boolean(env().STRIPE_SECRET_KEY);
  const owner = canBuy(actor);
  const currentIndex = PLANS.indexOf(credits.plan);
  return (
    <>
      <PageHeader title="Billing" description={`Credits pay for creates: analysis ${BASE_COST.analysis}, interview prep ${BASE_COST.interview_prep}, skill gap ${BASE_COST.skill_gap}, generation ${BASE_COST.generation}.`} />
      {checkout === 'done' && <div className="mb-6"><Alert tone="success">Stripe took the payment. The plan or credits apply as soon as Stripe confirms it to cvlens (usually seconds); the invoice is then listed below.</Alert></div>}
      {checkout === 'cancelled' && <div className="mb-6"><Alert tone="info">The payment was cancelled: nothing was charged and nothing changed.</Alert></div>}
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <Stat label="Plan" value={titleCase(credits.plan)} hint={`${formatPrice(terms.monthlyPrice)} a month · ${formatNumber(terms.monthlyCredits)} credits granted each month`} />
        <Stat label="Credit balance" value={formatNumber(credits.balance)} />
        <Stat label="Spend this month" value={`${formatNumber(credits.monthly_spend)} / ${formatNumber(credits.monthly_cap)}`} progress={credits.monthly_cap ? credits.monthly_spend / credits.monthly_cap : 1} />
      </div>

      <section aria-label="Payment mode" className="mb-6">
        {stripe ? (
          <Alert tone="info">Payments go through Stripe Checkout; the plan or credits apply when Stripe confirms the payment.</Alert>
        ) : (
          <Alert tone="warning">
            <p><strong>Test mode:</strong> no payment provider is configured, so no money is taken. An upgrade or credit pack is a request that cvlens staff approve; it applies then, with a receipt below.</p>
          </Alert>
        )}
      </section>

      <Card title="Plans" className="mb-6" description={PLAN_CHANGE_RULE}>
        <Table caption="Plans" stacked>
          <thead>
            <tr>
              <th scope="col" className={th}>Plan</th>
              <th scope="col" className={`${th} text-right`}>Price / month</th>
              <th scope="col" className={`${th} text-right`}>API calls / month</th>
              <th scope="col" className={`${th} text-right`}>Credits / month</th>
              <th scope="col" className={`${th} text-right`}>Default cap</th>
              <th scope="col" className={th}>DOCX</th>
              <th scope="col" className={th}>Overage</th>
            </tr>
          </thead>
          <tbody>
            {PLANS.map((p, i) => {
              const t = PLAN_TERMS[p];
              return (
                <tr key={p} data-testid="plan-row" className={p === credits.plan ? 'bg-brand-50/60' : undefined}>
                  <th scope="row" className={`${td} font-medium`} data-label="Plan">
                    <span className="inline-flex items-center gap-2">{titleCase(p)} {p === credits.plan && <Badge tone="blue">current</Badge>}</span>
                    {owner && i > currentIndex && (
                      <div className="mt-2">
                        <ActionForm action={purchaseAction} ariaLabel={`Upgrade to ${titleCase(p)}`}>
                          <input type="hidden" name="kind" value="plan" />
                          <input type="hidden" name="plan" value={p} />
                          <ConfirmSubmit
                            variant="secondary"
                            accessibleName={`Upgrade to ${titleCase(p)}`}
                            title={`Upgrade ${org?.name ?? 'the organisation'} to ${titleCase(p)}?`}
                            confirmLabel={stripe ? `Pay ${formatPrice(t.monthlyPrice)} with Stripe` : `Request ${titleCase(p)} (test mode)`}
                            body={
                              <ul className="list-disc space-y-1 pl-5">
                                <li>{formatPrice(t.monthlyPrice)} for one month{stripe ? ', paid now through Stripe Checkout' : '; test mode takes no payment, cvlens staff approve the request'}.</li>
                                <li>API calls a month {formatNumber(terms.monthlyApiCalls)} → {formatNumber(t.monthlyApiCalls)}; credits a month {formatNumber(terms.monthlyCredits)} → {formatNumber(t.monthlyCredits)}.</li>
                                <li>When it applies, this month’s plan credits are brought up to {formatNumber(t.monthlyCredits)} (the plan credits already granted this month count).</li>
                              </ul>
                            }
                          >
                            Upgrade
                          </ConfirmSubmit>
                        </ActionForm>
                      </div>
                    )}
                  </th>
                  <td className={`${td} text-right tabular-nums`} data-label="Price / month">{formatPrice(t.monthlyPrice)}</td>
                  <td className={`${td} text-right tabular-nums`} data-label="API calls / month">{formatNumber(t.monthlyApiCalls)}</td>
                  <td className={`${td} text-right tabular-nums`} data-label="Credits / month">{formatNumber(t.monthlyCredits)}</td>
                  <td className={`${td} text-right tabular-nums`} data-label="Default cap">{formatNumber(t.defaultSpendCap)}</td>
                  <td className={td} data-label="DOCX">{t.docx ? 'Yes' : 'No'}</td>
                  <td className={td} data-label="Overage" data-wide>
                    ×{t.overageMultiplier} (analysis {formatNumber(BASE_COST.analysis * t.overageMultiplier)}, generation {formatNumber(BASE_COST.generation * t.overageMultiplier)} credits)
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
        <p className="mt-3 text-xs text-slate-500">
          Past the plan’s monthly API calls a create costs its base credits × the plan’s overage multiplier; it is never blocked for that, only by the balance or the spend cap.
        </p>
      </Card>

      <Card title="Buy credits" className="mb-6" description="Credits bought are added to the balance on any plan, never expire, and are spent like the plan's.">
        <ul className="grid gap-3 sm:grid-cols-3">
          {CREDIT_PACK_IDS.map((id) => {
            const pack = CREDIT_PACKS[id];
            return (
              <li key={id} className="rounded-lg border border-slate-200 p-4">
                <p className="text-lg font-semibold text-slate-900">{formatNumber(pack.credits)} credits</p>
                <p className="text-sm text-slate-600">{formatPrice(pack.price)} · {formatPrice(Math.round(pack.price / pack.credits * 100) / 100)} a credit</p>
                {owner && (
                  <ActionForm action={purchaseAction} className="mt-3" ariaLabel={`Buy ${formatNumber(pack.credits)} credits`}>
                    <input type="hidden" name="kind" value="credit_pack" />
                    <input type="hidden" name="pack" value={id} />
                    <ConfirmSubmit
                      variant="secondary"
                      accessibleName={`Buy ${formatNumber(pack.credits)} credits`}
                      title={`Buy ${formatNumber(pack.credits)} credits for ${formatPrice(pack.price)}?`}
                      confirmLabel={stripe ? `Pay ${formatPrice(pack.price)} with Stripe` : 'Request the credits (test mode)'}
                      body={<p>The balance goes from {formatNumber(credits.balance)} to {formatNumber(credits.balance + pack.credits)} credits {stripe ? 'once Stripe confirms the payment' : 'when cvlens staff approve the request (test mode: no payment is taken)'}.</p>}
                    >
                      Buy
                    </ConfirmSubmit>
                  </ActionForm>
                )}
              </li>
            );
          })}
        </ul>
        {!owner && <p className="mt-3 text-sm text-slate-700">Only owners can upgrade or buy credits.</p>}
      </Card>

      {requests.length > 0 && (
        <Card title="Requests" className="mb-6" description="Upgrades and credit packs asked for, newest first.">
          <Table caption="Billing requests" stacked>
            <thead>
              <tr>
                <th scope="col" className={th}>Asked</th>
                <th scope="col" className={th}>What</th>
                <th scope="col" className={`${th} text-right`}>Price</th>
                <th scope="col" className={th}>By</th>
                <th scope="col" className={th}>Status</th>
              </tr>
            </thead>
            <tbody>
              {requests.map((r) => (
                <tr key={r.id} data-testid="billing-request-row">
                  <td className={`${td} whitespace-nowrap`} data-label="Asked">{formatDate(r.created_at)}</td>
                  <td className={td} data-label="What" data-wide>{purchaseDescription(r)}</td>
                  <td className={`${td} text-right tabular-nums`} data-label="Price">{formatPrice(r.amount_cents, r.currency)}</td>
                  <td className={`${td} break-all`} data-label="By">{r.requested_by_email ?? 'deleted user'}</td>
                  <td className={td} data-label="Status">
                    <Badge tone={REQUEST_TONE[r.status]}>{r.status === 'pending' ? (r.provider === 'test' ? 'waiting for staff' : 'waiting for payment') : r.status}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Card>
      )}

      <Card title="Invoices and receipts" className="mb-6">
        {invoices.length === 0 ? (
          <EmptyState title="No invoices yet">An upgrade or a credit pack, once paid (or approved in test mode), is listed here.</EmptyState>
        ) : (
          <Table caption="Invoices and receipts" stacked>
            <thead>
              <tr>
                <th scope="col" className={th}>Number</th>
                <th scope="col" className={th}>Date</th>
                <th scope="col" className={th}>Description</th>
                <th scope="col" className={`${th} text-right`}>Amount</th>
                <th scope="col" className={th}>Paid through</th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((i) => (
                <tr key={i.id} data-testid="invoice-row">
                  <td className={`${td} font-mono text-xs`} data-label="Number">{i.number}</td>
                  <td className={`${td} whitespace-nowrap`} data-label="Date">{formatDate(i.created_at)}</td>
                  <td className={td} data-label="Description" data-wide>{i.description}</td>
                  <td className={`${td} text-right tabular-nums`} data-label="Amount">{formatPrice(i.amount_cents, i.currency)}</td>
                  <td className={td} data-label="Paid through">{i.provider === 'stripe' ? 'Stripe' : 'Test mode (no payment taken)'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card>

      <Card title="Monthly spend cap" description="Creates are refused (402) once this month's spend would pass the cap.">
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
    </>
  );
}
