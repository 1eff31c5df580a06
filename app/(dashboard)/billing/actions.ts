'use server';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/index';
import type { ActionState } from '@/components/action-form';
import { formatNumber } from '@/components/format';
import { requireMember } from '@/lib/auth/current-member';
import { ActionForms } from '@/lib/dashboard/action-forms';
import { startPurchase } from '@/lib/billing/requests';
import { appOrigin } from '@/lib/env';
import { withActionForm, runActionFor } from '@/lib/dashboard/run-action';
import { setMonthlySpendCap } from '@/lib/dashboard/spend-cap';

export async function setSpendCapAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return withActionForm(requireMember, form, ActionForms.spendCap, async ({ cap, acceptBelowSpend }, { actor }) => {
    const r = await runActionFor('/billing', () => setMonthlySpendCap(getDb(), actor, cap, { acceptBelowSpend }));
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
  });
}

/** An upgrade or a credit pack: to Stripe Checkout, or (test mode) a request staff approve. */
export async function purchaseAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return withActionForm(requireMember, form, ActionForms.purchase, async (parsed, { actor, user }) => {
    const origin = appOrigin();
    const r = await runActionFor('/billing', () =>
      startPurchase(getDb(), actor, parsed, { email: user.email, successUrl: `${origin}/billing?checkout=done`, cancelUrl: `${origin}/billing?checkout=cancelled` }),
    );
    if (!r.ok) return { error: r.error };
    if (r.value.kind === 'redirect') redirect(r.value.url);
    return {
      message: r.value.alreadyPending
        ? 'This request is already waiting for cvlens staff: nothing more to do.'
        : 'Requested. In test mode no payment is taken: cvlens staff approve the request, then it applies and a receipt is listed below.',
    };
  });
}
