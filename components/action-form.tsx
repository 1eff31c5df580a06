'use client';
import { useKeptActionState } from './forms/use-kept-fields';
import { Alert } from './ui/alert';
import { buttonStyles } from './ui/button-styles';

export interface ActionState {
  error?: string;
  message?: string;
  /**
   * The action needs a yes before it does something the person may not expect (a spend cap
   * under what is already spent, an invitation re-sent with another role): `warning` says what
   * will happen, and a button sends the same fields again with `name=1`.
   */
  confirm?: { name: string; warning: string; label: string };
}

const NO_STATE: ActionState = {};

type Action = (prev: ActionState, form: FormData) => Promise<ActionState>;

/**
 * A form bound to a server action that answers with a message, an error or a question, shown
 * above the fields (never squeezed into their row). A failed submit keeps every field.
 */
export function ActionForm({ action, children, className = '', ariaLabel }: { action: Action; children: React.ReactNode; className?: string; ariaLabel?: string }) {
  const { state, form } = useKeptActionState<ActionState>(action, NO_STATE);
  return (
    <form {...form} aria-label={ariaLabel}>
      {state.error && (
        <div className="mb-3">
          <Alert tone="error">{state.error}</Alert>
        </div>
      )}
      {state.confirm && (
        <div className="mb-3">
          <Alert tone="warning">
            <p>{state.confirm.warning}</p>
            <button type="submit" name={state.confirm.name} value="1" className={`${buttonStyles.secondary} mt-2`}>
              {state.confirm.label}
            </button>
          </Alert>
        </div>
      )}
      {state.message && (
        <div className="mb-3">
          <Alert tone="success">{state.message}</Alert>
        </div>
      )}
      <div className={className}>{children}</div>
    </form>
  );
}
