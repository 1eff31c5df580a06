'use client';
import { useActionState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Field, inputStyles } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { signInWithPassword, type SignInState } from './actions';

export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const [state, action] = useActionState<SignInState, FormData>(signInWithPassword, {});
  return (
    <form action={action} className="space-y-4" noValidate>
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
