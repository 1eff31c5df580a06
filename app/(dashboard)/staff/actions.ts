'use server';
import { getDb } from '@/db/index';
import type { ActionState } from '@/components/action-form';
import { requireStaff } from '@/lib/auth/current-member';
import { PlanSchema } from '@/lib/billing/plans';
import { runAction } from '@/lib/dashboard/run-action';
import { staffChangePlan, staffGrantCredits } from '@/lib/dashboard/staff-actions';
import { approveRequest, rejectRequest } from '@/lib/billing/requests';
import { formatNumber, titleCase } from '@/components/format';
import { isUuid } from '@/lib/ids';

export async function changePlanAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireStaff();
  const organizationId = String(form.get('organizationId'));
  const plan = PlanSchema.safeParse(form.get('plan'));
  if (!isUuid(organizationId) || !plan.success) return { error: 'Choose a plan' };
  return runAction(`/staff/${organizationId}`, async () => {
    const change = await staffChangePlan(getDb(), { userId: user.id, isStaff: user.is_staff }, organizationId, plan.data);
    if (!change.changed) return `The organisation is already on ${titleCase(plan.data)}.`;
    return `Plan set to ${titleCase(plan.data)}. ${change.creditsGranted ? `${formatNumber(change.creditsGranted)} credits granted by the plan-change rule; the balance is now ${formatNumber(change.balance)}.` : 'No credits granted: this month’s plan credits already cover the plan.'}`;
  });
}

export async function grantCreditsAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireStaff();
  const organizationId = String(form.get('organizationId'));
  const amount = Number(form.get('amount'));
  if (!isUuid(organizationId) || !Number.isFinite(amount)) return { error: 'Enter an amount of credits' };
  return runAction(`/staff/${organizationId}`, async () => {
    const balance = await staffGrantCredits(getDb(), { userId: user.id, isStaff: user.is_staff }, organizationId, amount, String(form.get('reason') ?? ''));
    return `Granted ${amount} credits; the balance is now ${balance}.`;
  });
}

/** Test mode: a staff member settles (or declines) an owner's upgrade or credit-pack request. */
export async function decideBillingRequestAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireStaff();
  const requestId = String(form.get('requestId'));
  const decision = form.get('decision');
  if (!isUuid(requestId) || (decision !== 'approve' && decision !== 'reject')) return { error: 'Unknown request' };
  const staff = { userId: user.id, isStaff: user.is_staff };
  return runAction('/staff', async () => {
    if (decision === 'reject') {
      const r = await rejectRequest(getDb(), staff, requestId);
      return r.rejected ? 'Request declined: nothing was applied.' : `Nothing done: the request was already ${r.status}.`;
    }
    const r = await approveRequest(getDb(), staff, requestId);
    return r.applied ? `Approved and applied; receipt ${r.invoice} written.` : `Nothing done: the request was already ${r.status}.`;
  });
}
