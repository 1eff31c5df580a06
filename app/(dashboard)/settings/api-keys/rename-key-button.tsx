'use client';
import { useEffect, useRef } from 'react';
import { useKeptActionState } from '@/components/forms/use-kept-fields';
import { buttonStyles } from '@/components/ui/button-styles';
import { inputStyles } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { renameKeyAction, type RenameKeyState } from './actions';
import { KeyDialog } from './key-dialog';

const NO_STATE: RenameKeyState = {};

/** A new name for the key; a refused name stays in the field. */
export function RenameKeyButton({ keyId, keyName }: { keyId: string; keyName: string }) {
  const { state, form } = useKeptActionState<RenameKeyState>(renameKeyAction, NO_STATE);
  const closeRef = useRef<() => void>(undefined);
  useEffect(() => {
    if (state.done) closeRef.current?.();
  }, [state]);
  return (
    <KeyDialog id={`rename-${keyId}`} trigger="Rename" srName={keyName} title="Rename key">
      {(close) => {
        closeRef.current = close;
        return (
          <form {...form} className="space-y-4">
            <input type="hidden" name="keyId" value={keyId} />
            <div>
              <label htmlFor={`rename-${keyId}-name`} className="block text-sm font-medium text-slate-800">Name</label>
              <input id={`rename-${keyId}-name`} name="name" required maxLength={100} defaultValue={keyName} className={`mt-1 ${inputStyles}`} />
            </div>
            <p className="text-sm text-slate-600">The secret does not change; requests go on working.</p>
            {state.error && <p role="alert" className="text-sm text-red-700">{state.error}</p>}
            <div className="flex justify-end gap-2">
              <button type="button" className={buttonStyles.secondary} onClick={close}>Cancel</button>
              <SubmitButton pendingText="Saving…">Save name</SubmitButton>
            </div>
          </form>
        );
      }}
    </KeyDialog>
  );
}
