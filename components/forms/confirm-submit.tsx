'use client';
import { useId, useRef } from 'react';
import { buttonStyles, type ButtonVariant } from '../ui/button-styles';

/**
 * A submit button that asks first: a native modal dialog (focus trapped, Escape cancels) naming
 * what will happen, whose confirm button submits the form it sits in. For actions one stray
 * click must not do (removing a member, leaving, changing a plan, granting credits).
 */
export function ConfirmSubmit({ children, title, body, confirmLabel, variant = 'primary', accessibleName, onOpen }: {
  children: React.ReactNode;
  title: React.ReactNode;
  body: React.ReactNode;
  confirmLabel: string;
  variant?: ButtonVariant;
  /** the trigger's name for assistive technology when its text alone is ambiguous in a list */
  accessibleName?: string;
  /** runs before the dialog opens; false keeps it closed (the form's own checks failed) */
  onOpen?: (form: HTMLFormElement) => boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const danger = variant === 'danger' || variant === 'dangerGhost';
  return (
    <>
      <button
        type="button"
        aria-label={accessibleName}
        className={buttonStyles[variant]}
        onClick={(e) => {
          const form = e.currentTarget.form;
          if (form && !form.reportValidity()) return;
          if (form && onOpen && !onOpen(form)) return;
          dialog.current?.showModal();
        }}
      >
        {children}
      </button>
      <dialog ref={dialog} aria-labelledby={titleId} className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border border-slate-200 bg-white p-0 text-left text-slate-900 shadow-xl backdrop:bg-slate-900/40 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
        <div className="space-y-4 p-6">
          <h2 id={titleId} className="text-lg font-semibold">{title}</h2>
          <div className="text-sm text-slate-600 dark:text-slate-300">{body}</div>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={buttonStyles.secondary} onClick={() => dialog.current?.close()}>
              Cancel
            </button>
            <button type="submit" className={danger ? buttonStyles.danger : buttonStyles.primary} onClick={() => dialog.current?.close()}>
              {confirmLabel}
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}
