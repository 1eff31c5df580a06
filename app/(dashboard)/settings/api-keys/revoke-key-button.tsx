'use client';
import { ConfirmAction } from '@/components/forms/confirm-action';
import { revokeKeyAction } from './actions';
import { rowAction } from './row-actions';

/** Revoking asks first; the dialog closes once the key is revoked. */
export function RevokeKeyButton({ keyId, keyName }: { keyId: string; keyName: string }) {
  return (
    <ConfirmAction
      action={revokeKeyAction}
      fields={{ keyId }}
      trigger={<>Revoke<span className="sr-only"> {keyName}</span></>}
      triggerClassName={rowAction.danger}
      title={`Revoke “${keyName}”?`}
      body="Requests with this key are refused with 401 from their next call. This cannot be undone."
      confirmLabel="Revoke key"
      pendingText="Revoking…"
    />
  );
}
