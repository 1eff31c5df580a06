'use server';
import { getDb } from '@/db/index';
import type { ActionState } from '@/components/action-form';
import { requireStaff } from '@/lib/auth/current-member';
import { ActionForms } from '@/lib/dashboard/action-forms';
import { withActionForm, runAction } from '@/lib/dashboard/run-action';
import { staffChangePlan, staffGrantCredits } from '@/lib/dashboard/staff-actions';
import { approveRequest, rejectRequest } from '@/lib/billing/requests';
import { formatNumber, titleCase } from '@/components/format';

export async function changePlanAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return withActionForm(requireStaff, form, ActionForms.changePlan, ({ organizationId, plan }, user) =>
    runAction(`/staff/${organizationId}`, async () => {
      const change = await staffChangePlan(getDb(), { userId: user.id, isStaff: user.is_staff }, organizationId, plan);
      if (!change.changed) return `The organisation is already on ${titleCase(plan)}.`;
      return `Plan set to ${titleCase(plan)}. ${change.creditsGranted ? `${formatNumber(change.creditsGranted)} credits granted by the plan-change rule; the balance is now ${formatNumber(change.balance)}.` : 'No credits granted: this month’s plan credits already cover the plan.'}`;
    }),
  );
}

export async function grantCreditsAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return withActionForm(requireStaff, form, ActionForms.grantCredits, ({ organizationId, amount, reason }, user) =>
    runAction(`/staff/${organizationId}`, async () => {
      const balance = await staffGrantCredits(getDb(), { userId: user.id, isStaff: user.is_staff }, organizationId, amount, reason);
      return `Granted ${formatNumber(amount)} credits; the balance is now ${formatNumber(balance)}.`;
    }),
  );
}

/** Test mode: a staff member settles (or declines) an owner's upgrade or credit-pack request. */
export async function decideBillingRequestAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return withActionForm(requireStaff, form, ActionForms.billingDecision, async ({ requestId, decision }, user) => {
    const staff = { userId: user.id, isStaff: user.is_staff };
    return runAction('/staff', async () => {
      if (decision === 'reject') {
        const r = await rejectRequest(getDb(), staff, requestId);
        return r.rejected ? 'Request declined: nothing was applied.' : `Nothing done: the request was already ${r.status}.`;
      }
      const r = await approveRequest(getDb(), staff, requestId);
      return r.applied ? `Approved and applied; receipt ${r.invoice} written.` : `Nothing done: the request was already ${r.status}.`;
    });
  });
}
