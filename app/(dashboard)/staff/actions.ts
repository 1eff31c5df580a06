'use server';
import { getDb } from '@/db/index';
import type { ActionState } from '@/components/action-form';
import { requireStaff } from '@/lib/auth/current-member';
import { PlanSchema } from '@/lib/billing/plans';
import { runAction } from '@/lib/dashboard/run-action';
import { staffChangePlan, staffGrantCredits } from '@/lib/dashboard/staff-actions';
import { isUuid } from '@/lib/ids';

export async function changePlanAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireStaff();
  const organizationId = String(form.get('organizationId'));
  const plan = PlanSchema.safeParse(form.get('plan'));
  if (!isUuid(organizationId) || !plan.success) return { error: 'Choose a plan' };
  return runAction(`/staff/${organizationId}`, async () => {
    await staffChangePlan(getDb(), { userId: user.id, isStaff: user.is_staff }, organizationId, plan.data);
    return `Plan set to ${plan.data}.`;
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
