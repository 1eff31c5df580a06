'use client';
import { useActionState, useEffect, useId, useRef } from 'react';
import { buttonStyles } from '../ui/button-styles';
import { SubmitButton } from '../ui/submit-button';

type State = { error?: string; done?: boolean };

/**
 * A destructive action behind a confirmation: a native modal dialog (focus kept inside, Escape
 * cancels) that says what goes, whose form posts `fields` to the server action. An error shows in
 * the dialog; `done` closes it (an action that redirects needs neither).
 */
export function ConfirmAction<S extends State>({ action, fields, trigger, triggerClassName, title, body, confirmLabel, pendingText }: {
  action: (prev: Awaited<S>, form: FormData) => Promise<S>;
  fields: Record<string, string>;
  /** the trigger button's content (with any text only assistive technology reads) */
  trigger: React.ReactNode;
  triggerClassName: string;
  title: React.ReactNode;
  body: React.ReactNode;
  confirmLabel: string;
  pendingText: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, formAction] = useActionState(action, {} as Awaited<S>);
  useEffect(() => {
    if (state.done) dialog.current?.close();
  }, [state]);
  const titleId = useId();
  return (
    <>
      <button type="button" className={triggerClassName} onClick={() => dialog.current?.showModal()}>
        {trigger}
      </button>
      <dialog ref={dialog} aria-labelledby={titleId} className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border border-slate-200 p-0 text-left shadow-xl backdrop:bg-slate-900/40">
        <form action={formAction} className="space-y-4 p-6">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <p className="text-sm text-slate-600">{body}</p>
          {state.error && (
            <p role="alert" className="text-sm text-red-700">
              {state.error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <button type="button" className={buttonStyles.secondary} onClick={() => dialog.current?.close()}>
              Cancel
            </button>
            <SubmitButton variant="danger" pendingText={pendingText}>
              {confirmLabel}
            </SubmitButton>
          </div>
        </form>
      </dialog>
    </>
  );
}
