'use client';
import { useRef } from 'react';
import { buttonStyles, type ButtonVariant } from '../ui/button-styles';
import { ModalDialog } from '../ui/modal-dialog';

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
      <ModalDialog ref={dialog} title={title}>
        <div className="text-sm text-slate-600">{body}</div>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonStyles.secondary} onClick={() => dialog.current?.close()}>
            Cancel
          </button>
          <button type="submit" className={danger ? buttonStyles.danger : buttonStyles.primary} onClick={() => dialog.current?.close()}>
            {confirmLabel}
          </button>
        </div>
      </ModalDialog>
    </>
  );
}
