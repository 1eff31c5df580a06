'use client';
import { useActionState, useEffect, useRef } from 'react';
import { ModalDialog } from '../ui/modal-dialog';
import { DialogFormEnd } from './dialog-form-end';

type State = { error?: string; done?: boolean };

/**
 * A destructive action behind a confirmation: the dashboard's modal frame (focus kept inside,
 * Escape cancels) saying what goes, whose form posts `fields` to the server action. An error shows in
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
  return (
    <>
      <button type="button" className={triggerClassName} onClick={() => dialog.current?.showModal()}>
        {trigger}
      </button>
      <ModalDialog ref={dialog} title={title}>
        <form action={formAction} className="space-y-4">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <p className="text-sm text-slate-600">{body}</p>
          <DialogFormEnd error={state.error} onCancel={() => dialog.current?.close()} submit={confirmLabel} pendingText={pendingText} variant="danger" />
        </form>
      </ModalDialog>
    </>
  );
}
