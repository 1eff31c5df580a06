import type { Metadata } from 'next';
import Link from 'next/link';
import { inlineLink } from '@/components/ui/button-styles';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/index';
import { OAuthButtons } from '@/components/oauth-buttons';
import { Alert } from '@/components/ui/alert';
import { currentUser } from '@/lib/auth/current-member';
import { findInvitation } from '@/lib/auth/invitation-links';
import { configuredOAuthProviders } from '@/lib/auth/oauth-providers';
import { LINK_LIFETIME_MS } from '@/lib/auth/email-links';
import { FREE_ALLOWANCE } from '@/lib/billing/plans';
import { lifetimeText } from '@/lib/time';
import { signInWithProvider } from '../sign-in/actions';
import { SignUpForm } from './sign-up-form';

export const metadata: Metadata = { title: 'Create an account' };

export default async function SignUpPage({ searchParams }: { searchParams: Promise<{ invitation?: string }> }) {
  if (await currentUser()) redirect('/dashboard');
  const token = (await searchParams).invitation;
  const invitation = token ? await findInvitation(getDb(), token) : null;
  const usable = invitation?.usable ? invitation : null;
  return (
    <>
      <h1 className="text-xl font-semibold text-slate-900">Create your cvlens account</h1>
      {usable ? (
        <div className="mb-6 mt-3">
          <Alert tone="info">
            You were invited to <strong>{usable.organization_name}</strong> as {usable.role}. Create your account with {usable.email} to join it.
          </Alert>
        </div>
      ) : (
        <p className="mb-6 mt-1 text-sm text-slate-600">Free plan: {FREE_ALLOWANCE}. No card needed.</p>
      )}
      <SignUpForm invitation={usable ? token : undefined} invitedEmail={usable?.email} linkLifetime={lifetimeText(LINK_LIFETIME_MS.verify_email)} />
      <OAuthButtons providers={configuredOAuthProviders()} callbackUrl={usable && token ? `/invitations/${token}` : '/dashboard'} action={signInWithProvider} />
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link href={usable && token ? `/sign-in?callbackUrl=${encodeURIComponent(`/invitations/${token}`)}` : '/sign-in'} className={`font-medium ${inlineLink}`}>
          Sign in
        </Link>
      </p>
    </>
  );
}
