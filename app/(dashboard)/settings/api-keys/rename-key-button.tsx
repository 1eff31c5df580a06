'use client';
import { useEffect, useRef } from 'react';
import { DialogFormEnd } from '@/components/forms/dialog-form-end';
import { useKeptActionState } from '@/components/forms/use-kept-fields';
import { inputStyles } from '@/components/ui/field';
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
            <DialogFormEnd error={state.error} onCancel={close} submit="Save name" pendingText="Saving…" />
          </form>
        );
      }}
    </KeyDialog>
  );
}
