import type { Metadata } from 'next';
import Link from 'next/link';
import { inlineLink } from '@/components/ui/button-styles';
import { ActionForm } from '@/components/action-form';
import { Field, inputStyles } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { requestResetAction } from './actions';

export const metadata: Metadata = { title: 'Forgot your password' };

export default function ForgotPasswordPage() {
  return (
    <>
      <h1 className="text-xl font-semibold text-slate-900">Choose a new password</h1>
      <p className="mb-6 mt-1 text-sm text-slate-600">We email a link to your address; it lets you choose a new password and signs out every other session.</p>
      <ActionForm action={requestResetAction} className="space-y-4" ariaLabel="Ask for a password link">
        <Field id="email" label="Email">
          <input id="email" name="email" type="email" autoComplete="email" required className={inputStyles} />
        </Field>
        <SubmitButton className="w-full" pendingText="Sending…">
          Email me a link
        </SubmitButton>
      </ActionForm>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Link href="/sign-in" className={`font-medium ${inlineLink}`}>
          Back to sign-in
        </Link>
      </p>
    </>
  );
}
