'use server';
import { getDb } from '@/db/index';
import type { ActionState } from '@/components/action-form';
import { requireMember } from '@/lib/auth/current-member';
import { runAction } from '@/lib/dashboard/run-action';
import { setMonthlySpendCap } from '@/lib/dashboard/spend-cap';

export async function setSpendCapAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const { actor } = await requireMember();
  const raw = String(form.get('cap') ?? '').trim();
  const cap = raw === '' ? null : Number(raw);
  if (cap !== null && !Number.isFinite(cap)) return { error: 'The cap is a number of credits' };
  return runAction('/billing', async () => {
    await setMonthlySpendCap(getDb(), actor, cap);
    return cap === null ? 'The cap is back to the plan default.' : `Monthly spend cap set to ${cap} credits.`;
  });
}
