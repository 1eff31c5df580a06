'use client';
import type { ActionState } from './action-form';
import { ConfirmAction } from './forms/confirm-action';
import { buttonStyles } from './ui/button-styles';

/** Delete, after a confirmation that says what goes. The action redirects to the list once the record is gone. */
export function DeleteRecordButton({ action, kind, id, noun, erases }: {
  action: (prev: ActionState, form: FormData) => Promise<ActionState>;
  kind: string;
  id: string;
  noun: string;
  erases: string;
}) {
  return (
    <ConfirmAction
      action={action}
      fields={{ kind, id }}
      trigger={<>Delete<span className="sr-only"> this {noun}</span></>}
      triggerClassName={buttonStyles.dangerGhost}
      title={`Delete this ${noun}?`}
      body={`${erases} The credits it cost stay spent. This cannot be undone.`}
      confirmLabel={`Delete ${noun}`}
      pendingText="Deleting…"
    />
  );
}
