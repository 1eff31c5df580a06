'use client';
import { useActionState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { formatDateTime } from '@/components/format';
import { DialogFormEnd } from '@/components/forms/dialog-form-end';
import { Alert } from '@/components/ui/alert';
import { buttonStyles } from '@/components/ui/button-styles';
import { rollKeyAction, type RollKeyState } from './actions';
import { KeyDialog } from './key-dialog';

/** A new secret for the key, shown once; the dialog states how long the old one keeps working. */
export function RollKeyButton({ keyId, keyName, keyFragment, grace }: { keyId: string; keyName: string; keyFragment: string; grace: string }) {
  const [state, action] = useActionState<RollKeyState, FormData>(rollKeyAction, {});
  return (
    <KeyDialog id={`roll-${keyId}`} trigger="Roll" srName={keyName} title={<>Roll “{keyName}”?</>}>
      {(close) =>
        state.rolled ? (
          <div className="space-y-4" data-testid="rolled-key">
            <Alert tone="warning">
              <strong>Copy the new secret now.</strong> It is shown only once.
            </Alert>
            <code aria-label="New secret" className="block select-all break-all rounded-md border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm">
              {state.rolled.key}
            </code>
            <p className="text-sm text-slate-600">
              The old secret (<code className="font-mono">{keyFragment}</code>) keeps working until {formatDateTime(state.rolled.oldSecretEndsAt)}, then it is refused with 401.
            </p>
            <div className="flex flex-wrap justify-end gap-2">
              <CopyButton value={state.rolled.key} label="Copy secret" />
              {/* a full page load drops the secret from memory */}
              <a href="/settings/api-keys" className={buttonStyles.primary}>I have copied it</a>
            </div>
          </div>
        ) : (
          <form action={action} className="space-y-4">
            <input type="hidden" name="keyId" value={keyId} />
            <p className="text-sm text-slate-600">
              A new secret is made and shown once. The current secret (<code className="font-mono">{keyFragment}</code>) keeps working for {grace}, so you can deploy the new one, and then stops. Revoking the key ends both at once.
            </p>
            <DialogFormEnd error={state.error} onCancel={close} submit="Roll key" pendingText="Rolling…" />
          </form>
        )
      }
    </KeyDialog>
  );
}
