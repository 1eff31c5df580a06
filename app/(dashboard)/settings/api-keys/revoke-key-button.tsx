'use client';
import { useActionState, useEffect, useRef } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { revokeKeyAction, type RevokeKeyState } from './actions';
import { rowAction } from './row-actions';

/** Revoking asks first, in a native modal dialog (focus is trapped and Escape cancels). */
export function RevokeKeyButton({ keyId, keyName }: { keyId: string; keyName: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, action] = useActionState<RevokeKeyState, FormData>(revokeKeyAction, {});
  useEffect(() => {
    if (state.done) dialog.current?.close();
  }, [state]);
  return (
    <>
      <button type="button" className={rowAction.danger} onClick={() => dialog.current?.showModal()}>
        Revoke<span className="sr-only"> {keyName}</span>
      </button>
      <ModalDialog ref={dialog} title={<>Revoke “{keyName}”?</>}>
        <form action={action} className="space-y-4">
          <input type="hidden" name="keyId" value={keyId} />
          <p className="text-sm text-slate-600">Requests with this key are refused with 401 from their next call. This cannot be undone.</p>
          {state.error && (
            <p role="alert" className="text-sm text-red-700">
              {state.error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <button type="button" className={buttonStyles.secondary} onClick={() => dialog.current?.close()}>
              Cancel
            </button>
            <SubmitButton variant="danger" pendingText="Revoking…">
              Revoke key
            </SubmitButton>
          </div>
        </form>
      </ModalDialog>
    </>
  );
}
