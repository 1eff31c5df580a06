'use client';
import { useRef } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { rowAction } from './row-actions';

/**
 * A row action that opens a native modal dialog (focus trapped, Escape cancels); the revoke,
 * rename and roll dialogs of the keys table share its frame.
 */
export function KeyDialog({ id, trigger, triggerVariant = 'plain', srName, title, children }: {
  id: string;
  trigger: string;
  triggerVariant?: keyof typeof rowAction;
  /** the key's name, so the trigger is unambiguous to a screen reader in a list of keys */
  srName: string;
  title: React.ReactNode;
  children: (close: () => void) => React.ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();
  return (
    <>
      <button type="button" className={rowAction[triggerVariant]} onClick={() => dialog.current?.showModal()}>
        {trigger}<span className="sr-only"> {srName}</span>
      </button>
      <ModalDialog ref={dialog} title={title}>
        {children(close)}
      </ModalDialog>
    </>
  );
}
