import Link from 'next/link';
import { ActionForm } from '@/components/action-form';
import { ConfirmSubmit } from '@/components/forms/confirm-submit';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, td, th } from '@/components/ui/table';
import { formatDateTime, formatNumber, titleCase } from '@/components/format';
import type { listPendingBillingRequests } from '@/db/queries/billing';
import { formatPrice, PLAN_TERMS } from '@/lib/billing/plans';
import { purchaseDescription } from '@/lib/billing/requests';
import { decideBillingRequestAction } from './actions';

type Pending = Awaited<ReturnType<typeof listPendingBillingRequests>>[number];

/** Test mode's upgrade and credit-pack requests, each approved (applied once, with a receipt) or declined. */
export function PendingBillingRequests({ requests, showOrganization = true }: { requests: Pending[]; showOrganization?: boolean }) {
  if (!requests.length) return <EmptyState title="No requests waiting" />;
  return (
    <Table caption="Billing requests waiting for approval" stacked>
      <thead>
        <tr>
          <th scope="col" className={th}>Asked</th>
          {showOrganization && <th scope="col" className={th}>Organisation</th>}
          <th scope="col" className={th}>What</th>
          <th scope="col" className={`${th} text-right`}>Price</th>
          <th scope="col" className={th}>By</th>
          <th scope="col" className={th}><span className="sr-only">Decision</span></th>
        </tr>
      </thead>
      <tbody>
        {requests.map((r) => {
          const what = purchaseDescription(r);
          const applies =
            r.kind === 'plan'
              ? `${r.organization_name} moves from ${titleCase(r.current_plan)} to ${titleCase(r.plan!)}, and this month’s plan credits are brought up to ${formatNumber(PLAN_TERMS[r.plan!].monthlyCredits)}.`
              : `${formatNumber(r.credits)} credits are added to ${r.organization_name}’s balance.`;
          return (
            <tr key={r.id} data-testid="pending-request-row">
              <td className={`${td} whitespace-nowrap`} data-label="Asked">{formatDateTime(r.created_at)}</td>
              {showOrganization && (
                <td className={td} data-label="Organisation">
                  <Link href={`/staff/${r.organization_id}`} className="font-medium text-brand-700 hover:underline">{r.organization_name}</Link>
                </td>
              )}
              <td className={td} data-label="What" data-wide>{what}</td>
              <td className={`${td} text-right tabular-nums`} data-label="Price">{formatPrice(r.amount_cents, r.currency)}</td>
              <td className={`${td} break-all`} data-label="By">{r.requested_by_email ?? 'deleted user'}</td>
              <td className={td}>
                <div className="flex flex-wrap justify-end gap-2">
                  <ActionForm action={decideBillingRequestAction} ariaLabel={`Approve ${what} for ${r.organization_name}`}>
                    <input type="hidden" name="requestId" value={r.id} />
                    <input type="hidden" name="decision" value="approve" />
                    <ConfirmSubmit
                      variant="secondary"
                      accessibleName={`Approve ${what} for ${r.organization_name}`}
                      title={`Approve ${what} for ${r.organization_name}?`}
                      confirmLabel="Approve and apply"
                      body={<p>Test mode: no payment was taken. {applies} A receipt for {formatPrice(r.amount_cents, r.currency)} is written; approving again does nothing.</p>}
                    >
                      Approve
                    </ConfirmSubmit>
                  </ActionForm>
                  <ActionForm action={decideBillingRequestAction} ariaLabel={`Decline ${what} for ${r.organization_name}`}>
                    <input type="hidden" name="requestId" value={r.id} />
                    <input type="hidden" name="decision" value="reject" />
                    <ConfirmSubmit
                      variant="dangerGhost"
                      accessibleName={`Decline ${what} for ${r.organization_name}`}
                      title={`Decline ${what} for ${r.organization_name}?`}
                      confirmLabel="Decline"
                      body={<p>Nothing is applied and no receipt is written; the owner sees the request as declined.</p>}
                    >
                      Decline
                    </ConfirmSubmit>
                  </ActionForm>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
