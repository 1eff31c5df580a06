import type { Metadata } from 'next';
import Link from 'next/link';
import { inlineLink } from '@/components/ui/button-styles';
import { getDb } from '@/db/index';
import { ActionForm } from '@/components/action-form';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { usableEmailLink } from '@/lib/auth/email-links';
import { confirmEmailAction } from './actions';

export const metadata: Metadata = { title: 'Confirm your address' };

/** Opening the link shows a button; pressing it spends the link (mail scanners that open links spend nothing). */
export default async function VerifyEmailPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const link = await usableEmailLink(getDb(), 'verify_email', token);
  return (
    <>
      <h1 className="text-xl font-semibold text-slate-900">Confirm your address</h1>
      {link ? (
        <>
          <p className="mb-6 mt-1 text-sm text-slate-600">Confirm that {link.email} is yours. You can then create API keys and accept invitations.</p>
          <ActionForm action={confirmEmailAction} ariaLabel="Confirm your address">
            <input type="hidden" name="token" value={token} />
            <SubmitButton className="w-full" pendingText="Confirming…">
              Confirm {link.email}
            </SubmitButton>
          </ActionForm>
        </>
      ) : (
        <div className="mt-4 space-y-4">
          <Alert tone="error">This link has expired or was already used.</Alert>
          <p className="text-sm text-slate-600">
            <Link href="/sign-in?callbackUrl=%2Fsettings%2Faccount" className={`font-medium ${inlineLink}`}>
              Sign in
            </Link>{' '}
            and send a new link from your account page.
          </p>
        </div>
      )}
    </>
  );
}
