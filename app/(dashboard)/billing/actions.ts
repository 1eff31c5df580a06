'use server';
import { getDb } from '@/db/index';
import type { ActionState } from '@/components/action-form';
import { formatNumber } from '@/components/format';
import { requireMember } from '@/lib/auth/current-member';
import { runActionFor } from '@/lib/dashboard/run-action';
import { setMonthlySpendCap } from '@/lib/dashboard/spend-cap';

export async function setSpendCapAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const { actor } = await requireMember();
  const raw = String(form.get('cap') ?? '').trim();
  const cap = raw === '' ? null : Number(raw);
  if (cap !== null && !Number.isFinite(cap)) return { error: 'The cap is a number of credits' };
  const r = await runActionFor('/billing', () => setMonthlySpendCap(getDb(), actor, cap, { acceptBelowSpend: form.get('acceptBelowSpend') === '1' }));
  if (!r.ok) return { error: r.error };
  if (r.value.kind === 'below_spend') {
    const capText = cap === null ? 'The plan default' : `A cap of ${formatNumber(cap)} credits`;
    return {
      confirm: {
        name: 'acceptBelowSpend',
        warning: `${capText} is below the ${formatNumber(r.value.spent)} credits already spent this month: every analysis, prep, skill gap and generation would be refused (402) until the month ends.`,
        label: 'Set it anyway and block creates',
      },
    };
  }
  return { message: cap === null ? 'The cap is back to the plan default.' : `Monthly spend cap set to ${formatNumber(cap)} credits.` };
}
