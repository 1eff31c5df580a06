'use client';
import { useRef } from 'react';
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
      <dialog ref={dialog} aria-labelledby={`${id}-title`} className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border border-slate-200 bg-white p-0 text-left text-slate-900 shadow-xl backdrop:bg-slate-900/40">
        <div className="space-y-4 p-6">
          <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">{title}</h2>
          {children(close)}
        </div>
      </dialog>
    </>
  );
}
