import type { Metadata } from 'next';
import Link from 'next/link';
import { inlineLink } from '@/components/ui/button-styles';
import { getDb } from '@/db/index';
import { ActionForm } from '@/components/action-form';
import { Alert } from '@/components/ui/alert';
import { Field, inputStyles } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { PASSWORD_MIN } from '@/lib/auth/password-length';
import { usableEmailLink } from '@/lib/auth/email-links';
import { LINK_GONE } from '@/lib/auth/password-reset';
import { resetPasswordAction } from './actions';

export const metadata: Metadata = { title: 'Choose a new password' };

/** The link only shows the form; posting the form spends it (mail scanners that open links spend nothing). */
export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const link = await usableEmailLink(getDb(), 'reset_password', token);
  if (!link) {
    return (
      <>
        <h1 className="text-xl font-semibold text-slate-900">Choose a new password</h1>
        <div className="mt-4 space-y-4">
          <Alert tone="error">{LINK_GONE}</Alert>
          <Link href="/forgot-password" className={`text-sm font-medium ${inlineLink}`}>
            Ask for a new link
          </Link>
        </div>
      </>
    );
  }
  return (
    <>
      <h1 className="text-xl font-semibold text-slate-900">Choose a new password</h1>
      <p className="mb-6 mt-1 text-sm text-slate-600">For {link.email}. Every other session of the account is signed out.</p>
      <ActionForm action={resetPasswordAction} className="space-y-4" ariaLabel="Choose a new password">
        <input type="hidden" name="token" value={token} />
        <Field id="password" label="New password" hint={`At least ${PASSWORD_MIN} characters.`}>
          <input id="password" name="password" type="password" autoComplete="new-password" required minLength={PASSWORD_MIN} className={inputStyles} />
        </Field>
        <SubmitButton className="w-full" pendingText="Saving…">
          Set the new password
        </SubmitButton>
      </ActionForm>
    </>
  );
}
