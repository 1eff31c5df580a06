'use client';
import { useKeptActionState } from '@/components/forms/use-kept-fields';
import { Alert } from '@/components/ui/alert';
import { Field, inputStyles } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { signInWithPassword, type SignInState } from './actions';

const NO_STATE: SignInState = {};

export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const { state, form } = useKeptActionState<SignInState>(signInWithPassword, NO_STATE);
  return (
    <form {...form} className="space-y-4" noValidate>
      {state.error && <Alert tone="error">{state.error}</Alert>}
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <Field id="email" label="Email">
        <input id="email" name="email" type="email" autoComplete="email" required defaultValue={state.email} className={inputStyles} aria-invalid={!!state.error} />
      </Field>
      <Field id="password" label="Password">
        <input id="password" name="password" type="password" autoComplete="current-password" required className={inputStyles} aria-invalid={!!state.error} />
      </Field>
      <SubmitButton className="w-full" pendingText="Signing in…">
        Sign in
      </SubmitButton>
    </form>
  );
}
