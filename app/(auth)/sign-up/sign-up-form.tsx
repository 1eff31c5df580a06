'use client';
import { useKeptActionState } from '@/components/forms/use-kept-fields';
import { Alert } from '@/components/ui/alert';
import { describedBy, Field, inputStyles } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { PASSWORD_MIN } from '@/lib/auth/password-length';
import { signUpWithPassword, type SignUpState } from './actions';

const NO_STATE: SignUpState = {};

export function SignUpForm({ invitation, invitedEmail, linkLifetime }: { invitation?: string; invitedEmail?: string; linkLifetime: string }) {
  const { state, form } = useKeptActionState<SignUpState>(signUpWithPassword, NO_STATE);
  if (state.sentTo) {
    return (
      <div className="space-y-3" data-testid="check-inbox">
        <Alert tone="success">
          <strong>Check your inbox.</strong> We sent a message to {state.sentTo}. Follow the link in it to confirm the address, then sign in.
        </Alert>
        <p className="text-sm text-slate-600">The link works once and expires in {linkLifetime}. Nothing arrived? Look in the spam folder, or sign up again in a few minutes.</p>
      </div>
    );
  }
  const err = state.fieldErrors ?? {};
  const v = state.values;
  return (
    <form {...form} className="space-y-4" noValidate>
      {state.error && <Alert tone="error">{state.error}</Alert>}
      {invitation && <input type="hidden" name="invitation" value={invitation} />}
      <Field id="name" label="Your name" error={err.name}>
        <input id="name" name="name" autoComplete="name" defaultValue={v?.name} className={inputStyles} />
      </Field>
      <Field id="email" label="Email" error={err.email}>
        <input id="email" name="email" type="email" autoComplete="email" required defaultValue={v?.email ?? invitedEmail} className={inputStyles} aria-invalid={!!err.email} aria-describedby={describedBy('email', undefined, err.email)} />
      </Field>
      <Field id="password" label="Password" hint={`At least ${PASSWORD_MIN} characters.`} error={err.password}>
        <input id="password" name="password" type="password" autoComplete="new-password" required minLength={PASSWORD_MIN} className={inputStyles} aria-invalid={!!err.password} aria-describedby={describedBy('password', 'x', err.password)} />
      </Field>
      {!invitation && (
        <Field id="organization" label="Organisation name" hint="Optional. You can invite your team later." error={err.organization}>
          <input id="organization" name="organization" autoComplete="organization" defaultValue={v?.organization} className={inputStyles} aria-describedby={describedBy('organization', 'x', err.organization)} />
        </Field>
      )}
      <SubmitButton className="w-full" pendingText="Creating your account…">
        Create account
      </SubmitButton>
    </form>
  );
}
