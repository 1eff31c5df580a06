'use client';
import { useState } from 'react';
import { ActionForm } from '@/components/action-form';
import { ConfirmSubmit } from '@/components/forms/confirm-submit';
import { inputStyles } from '@/components/ui/field';
import { formatNumber, titleCase } from '@/components/format';
import { PLAN_TERMS, PLANS } from '@/lib/billing/plans';
import type { Plan } from '@/db/types';
import { changePlanAction, grantCreditsAction } from '../actions';

/**
 * The plan selector starts at the organisation's plan and is made anew when the plan changes
 * (React does not move a select's default after it is mounted, and resets the form to it after
 * the action, which showed "Free" after any change), so a second click never silently sends
 * another plan; the change is confirmed by name.
 */
export function ChangePlanForm({ organizationId, organizationName, plan, planCreditsThisMonth }: { organizationId: string; organizationName: string; plan: Plan; planCreditsThisMonth: number }) {
  const [chosen, setChosen] = useState<Plan>(plan);
  const from = PLAN_TERMS[plan];
  const to = PLAN_TERMS[chosen];
  return (
    <ActionForm action={changePlanAction} className="flex flex-wrap items-end gap-3" ariaLabel="Change plan">
      <input type="hidden" name="organizationId" value={organizationId} />
      <div>
        <label htmlFor="plan" className="block text-sm font-medium text-slate-800">Plan</label>
        <select key={plan} id="plan" name="plan" defaultValue={plan} onChange={(e) => e.currentTarget.setCustomValidity('')} className={`${inputStyles} mt-1 w-48`}>
          {PLANS.map((p) => (
            <option key={p} value={p}>{titleCase(p)}{p === plan ? ' (current)' : ''}</option>
          ))}
        </select>
      </div>
      <ConfirmSubmit
        title={`Change ${organizationName} from ${titleCase(plan)} to ${titleCase(chosen)}?`}
        confirmLabel={`Change to ${titleCase(chosen)}`}
        onOpen={(form) => {
          const select = form.elements.namedItem('plan') as HTMLSelectElement;
          const picked = select.value as Plan;
          select.setCustomValidity(picked === plan ? `${organizationName} is already on ${titleCase(plan)}: choose another plan` : '');
          setChosen(picked);
          return select.reportValidity();
        }}
        body={
          <ul className="list-disc space-y-1 pl-5">
            <li>API calls a month: {formatNumber(from.monthlyApiCalls)} → {formatNumber(to.monthlyApiCalls)}</li>
            <li>Credits granted each month: {formatNumber(from.monthlyCredits)} → {formatNumber(to.monthlyCredits)}</li>
            <li>Default spend cap: {formatNumber(from.defaultSpendCap)} → {formatNumber(to.defaultSpendCap)}</li>
            <li>Overage multiplier: ×{from.overageMultiplier} → ×{to.overageMultiplier}; DOCX {to.docx ? 'included' : 'not included'}</li>
            <li>Grants {formatNumber(Math.max(0, to.monthlyCredits - planCreditsThisMonth))} credits now: this month’s plan credits ({formatNumber(planCreditsThisMonth)} so far) are brought up to {titleCase(chosen)}’s {formatNumber(to.monthlyCredits)}, the rule owners see on their billing page.</li>
            <li>Takes effect at once and is written to the audit log.</li>
          </ul>
        }
      >
        Change plan
      </ConfirmSubmit>
    </ActionForm>
  );
}

/** Granting names the amount, the organisation and the balance it leaves before anything moves. */
export function GrantCreditsForm({ organizationId, organizationName, balance }: { organizationId: string; organizationName: string; balance: number }) {
  const [n, setN] = useState(0);
  const valid = n !== 0;
  const after = Math.max(0, Math.round((balance + n) * 100) / 100);
  return (
    <ActionForm action={grantCreditsAction} className="grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-end" ariaLabel="Grant credits">
      <input type="hidden" name="organizationId" value={organizationId} />
      <div>
        <label htmlFor="amount" className="block text-sm font-medium text-slate-800">Credits</label>
        <input id="amount" name="amount" type="number" step="0.01" required className={`${inputStyles} mt-1`} />
      </div>
      <div>
        <label htmlFor="reason" className="block text-sm font-medium text-slate-800">Reason</label>
        <input id="reason" name="reason" maxLength={200} placeholder="e.g. goodwill" className={`${inputStyles} mt-1`} />
      </div>
      <ConfirmSubmit
        title={valid && n < 0 ? `Remove ${formatNumber(-n)} credits from ${organizationName}?` : `Grant ${formatNumber(valid ? n : 0)} credits to ${organizationName}?`}
        confirmLabel={valid && n < 0 ? `Remove ${formatNumber(-n)} credits` : `Grant ${formatNumber(valid ? n : 0)} credits`}
        onOpen={(form) => {
          const raw = (form.elements.namedItem('amount') as HTMLInputElement).value;
          const amount = Math.round(Number(raw) * 100) / 100;
          setN(Number.isFinite(amount) ? amount : 0);
          return raw.trim() !== '' && Number.isFinite(amount) && amount !== 0;
        }}
        body={<p>The balance goes from {formatNumber(balance)} to {formatNumber(after)} credits. The grant is written to the ledger and the audit log and cannot be undone (only corrected by another grant).</p>}
      >
        Grant
      </ConfirmSubmit>
    </ActionForm>
  );
}
