'use client';
import { useActionState, useRef } from 'react';
import type { ActionState } from './action-form';
import { buttonStyles } from './ui/button-styles';
import { ModalDialog } from './ui/modal-dialog';
import { SubmitButton } from './ui/submit-button';

type Action = (prev: ActionState, form: FormData) => Promise<ActionState>;

/**
 * Delete, after a confirmation in a native modal dialog (focus kept inside, Escape cancels) that
 * says what goes. The action redirects to the list once the record is gone; errors show in the dialog.
 */
export function DeleteRecordButton({ action, kind, id, noun, erases }: { action: Action; kind: string; id: string; noun: string; erases: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, formAction] = useActionState<ActionState, FormData>(action, {});
  return (
    <>
      <button type="button" className={buttonStyles.dangerGhost} onClick={() => dialog.current?.showModal()}>
        Delete<span className="sr-only"> this {noun}</span>
      </button>
      <ModalDialog ref={dialog} title={`Delete this ${noun}?`}>
        <form action={formAction} className="space-y-4">
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="id" value={id} />
          <p className="text-sm text-slate-600">{erases} The credits it cost stay spent. This cannot be undone.</p>
          {state.error && (
            <p role="alert" className="text-sm text-red-700">
              {state.error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <button type="button" className={buttonStyles.secondary} onClick={() => dialog.current?.close()}>
              Cancel
            </button>
            <SubmitButton variant="danger" pendingText="Deleting…">
              Delete {noun}
            </SubmitButton>
          </div>
        </form>
      </ModalDialog>
    </>
  );
}
