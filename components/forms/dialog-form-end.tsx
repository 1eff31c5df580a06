'use client';
import { buttonStyles, type ButtonVariant } from '../ui/button-styles';
import { SubmitButton } from '../ui/submit-button';

/** The end of a form in a modal dialog: the action's refusal, then Cancel (closes the dialog) and the submit button. */
export function DialogFormEnd({ error, onCancel, submit, pendingText, variant }: {
  error?: string;
  onCancel: () => void;
  submit: React.ReactNode;
  pendingText: string;
  variant?: ButtonVariant;
}) {
  return (
    <>
      {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={onCancel}>Cancel</button>
        <SubmitButton variant={variant} pendingText={pendingText}>{submit}</SubmitButton>
      </div>
    </>
  );
}
