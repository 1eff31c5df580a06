'use client';
import { useActionState } from 'react';
import { Alert } from './ui/alert';

export interface ActionState {
  error?: string;
  message?: string;
}

type Action = (prev: ActionState, form: FormData) => Promise<ActionState>;

/** A form bound to a server action that answers with a message or an error, shown above the fields. */
export function ActionForm({ action, children, className = '', ariaLabel }: { action: Action; children: React.ReactNode; className?: string; ariaLabel?: string }) {
  const [state, formAction] = useActionState<ActionState, FormData>(action, {});
  return (
    <form action={formAction} className={className} aria-label={ariaLabel}>
      {state.error && (
        <div className="mb-3 basis-full">
          <Alert tone="error">{state.error}</Alert>
        </div>
      )}
      {state.message && (
        <div className="mb-3 basis-full">
          <Alert tone="success">{state.message}</Alert>
        </div>
      )}
      {children}
    </form>
  );
}
