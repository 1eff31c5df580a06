'use client';
import { useActionState, useEffect, useRef } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
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
  const titleId = `revoke-title-${keyId}`;
  return (
    <>
      <button type="button" className={rowAction.danger} onClick={() => dialog.current?.showModal()}>
        Revoke<span className="sr-only"> {keyName}</span>
      </button>
      <dialog ref={dialog} aria-labelledby={titleId} className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl text-left border border-slate-200 p-0 shadow-xl backdrop:bg-slate-900/40">
        <form action={action} className="space-y-4 p-6">
          <input type="hidden" name="keyId" value={keyId} />
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            Revoke “{keyName}”?
          </h2>
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
      </dialog>
    </>
  );
}
