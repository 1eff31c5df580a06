'use client';
import { useKeptActionState } from '@/components/forms/use-kept-fields';
import { Card } from '@/components/ui/card';
import { formatCredits } from '@/components/format';
import { BASE_COST } from '@/lib/billing/plans';
import { LANGUAGE_NAMES, LANGUAGES } from '@/lib/engine/render/languages';
import { REGIONS } from '@/lib/engine/render/regions';
import { inputStyles } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TEMPLATES } from '@/lib/engine/render/templates';

type Action = (prev: { error?: string }, form: FormData) => Promise<{ error?: string }>;

const NO_STATE = {};

function StepForm({ action, step, title, text, button, pending, cost, children }: {
  action: Action;
  step: string;
  title: string;
  text: string;
  button: string;
  pending: string;
  cost: number;
  children?: React.ReactNode;
}) {
  const { state, form } = useKeptActionState<{ error?: string }>(action, NO_STATE);
  return (
    <form {...form} aria-label={title} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <input type="hidden" name="step" value={step} />
      <div>
        <h3 className="flex flex-wrap items-baseline justify-between gap-2 font-semibold text-slate-900">
          {title}
          <span className="text-sm font-medium text-slate-600">{formatCredits(cost)}</span>
        </h3>
        <p className="mt-1 text-sm text-slate-600">{text}</p>
      </div>
      {children}
      {state.error && (
        <p role="alert" className="text-sm text-red-700">
          {state.error}
        </p>
      )}
      <div className="mt-auto">
        <SubmitButton pendingText={pending}>{button}</SubmitButton>
      </div>
    </form>
  );
}

/** What a completed analysis leads to; each costs credits like its API call (the billing's base costs). */
export function NextSteps({ action, targetRole, id }: { action: Action; targetRole: string; id?: string }) {
  return (
    <Card id={id} className="print:hidden" title="Next steps" description="Each uses credits from your balance, like the same call through the API (past the plan's monthly calls, at its overage rate).">
      <div className="grid gap-4 md:grid-cols-3">
        <StepForm action={action} step="interview-prep" title="Interview questions" text={`Questions an interviewer for ${targetRole} would ask about this CV, with what good answers show.`} button="Prepare questions" pending="Preparing…" cost={BASE_COST.interview_prep} />
        <StepForm action={action} step="skill-gap" title="Skill-gap report" text="What stands between this CV and the role, with a learning path." button="Find skill gaps" pending="Analysing…" cost={BASE_COST.skill_gap}>
          <label className="text-sm text-slate-700" htmlFor="next-step-role">
            Target role
          </label>
          <input id="next-step-role" name="target_role" defaultValue={targetRole} maxLength={200} className={inputStyles} />
        </StepForm>
        <StepForm action={action} step="generation" title="Improved CV" text="This CV rewritten with the report's fixes, as a PDF (and a DOCX on plans that include it)." button="Create improved CV" pending="Writing…" cost={BASE_COST.generation}>
          <label className="text-sm text-slate-700" htmlFor="next-step-template">
            Template
          </label>
          <select id="next-step-template" name="template" defaultValue="modern" className={inputStyles}>
            {TEMPLATES.map((t) => (
              <option key={t} value={t}>
                {t[0].toUpperCase() + t.slice(1)}
              </option>
            ))}
          </select>
          <label className="text-sm text-slate-700" htmlFor="next-step-region">
            Region
          </label>
          <select id="next-step-region" name="region" defaultValue="" className={inputStyles} aria-describedby="next-step-region-hint">
            <option value="">From the CV</option>
            {REGIONS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
          <p id="next-step-region-hint" className="text-xs text-slate-500">Paper size, date format and conventions.</p>
          <label className="text-sm text-slate-700" htmlFor="next-step-language">
            Language of headings
          </label>
          <select id="next-step-language" name="language" defaultValue="" className={inputStyles}>
            <option value="">From the CV</option>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        </StepForm>
      </div>
    </Card>
  );
}
