'use client';
import { useActionState } from 'react';
import { Card } from '@/components/ui/card';
import { inputStyles } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TEMPLATES } from '@/lib/engine/render/templates';

type Action = (prev: { error?: string }, form: FormData) => Promise<{ error?: string }>;


function StepForm({ action, step, title, text, button, pending, children }: {
  action: Action;
  step: string;
  title: string;
  text: string;
  button: string;
  pending: string;
  children?: React.ReactNode;
}) {
  const [state, formAction] = useActionState(action, {});
  return (
    <form action={formAction} aria-label={title} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <input type="hidden" name="step" value={step} />
      <div>
        <h3 className="font-semibold text-slate-900">{title}</h3>
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

/** What a completed analysis leads to; each costs credits like its API call. */
export function NextSteps({ action, targetRole }: { action: Action; targetRole: string }) {
  return (
    <Card title="Next steps" description="Each uses credits from your balance, like the same call through the API.">
      <div className="grid gap-4 md:grid-cols-3">
        <StepForm action={action} step="interview-prep" title="Interview questions" text={`Questions an interviewer for ${targetRole} would ask about this CV, with what good answers show.`} button="Prepare questions" pending="Preparing…" />
        <StepForm action={action} step="skill-gap" title="Skill-gap report" text="What stands between this CV and the role, with a learning path." button="Find skill gaps" pending="Analysing…">
          <label className="text-sm text-slate-700" htmlFor="next-step-role">
            Target role
          </label>
          <input id="next-step-role" name="target_role" defaultValue={targetRole} maxLength={200} className={inputStyles} />
        </StepForm>
        <StepForm action={action} step="generation" title="Improved CV" text="This CV rewritten with the report's fixes, as a PDF (and a DOCX on plans that include it)." button="Create improved CV" pending="Writing…">
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
        </StepForm>
      </div>
    </Card>
  );
}
