import type { Metadata } from 'next';
import Link from 'next/link';
import { inlineLink } from '@/components/ui/button-styles';
import { redirect } from 'next/navigation';
import { OAuthButtons } from '@/components/oauth-buttons';
import { Alert } from '@/components/ui/alert';
import { currentUser } from '@/lib/auth/current-member';
import { configuredOAuthProviders } from '@/lib/auth/oauth-providers';
import { safeRedirectPath } from '@/lib/auth/safe-redirect';
import { signInWithProvider } from './actions';
import { SignInForm } from './sign-in-form';

export const metadata: Metadata = { title: 'Sign in' };

type Search = { callbackUrl?: string; error?: string; code?: string; verified?: string; reset?: string; deleted?: string };

export default async function SignInPage({ searchParams }: { searchParams: Promise<Search> }) {
  const sp = await searchParams;
  const callbackUrl = safeRedirectPath(sp.callbackUrl);
  if (await currentUser()) redirect(callbackUrl);
  return (
    <>
      <h1 className="text-xl font-semibold text-slate-900">Sign in to cvlens</h1>
      <p className="mb-6 mt-1 text-sm text-slate-600">Manage API keys, watch usage and read your analyses.</p>
      <div className="mb-4 space-y-3 empty:hidden">
        {sp.deleted && <Alert tone="success">Your account was deleted.</Alert>}
        {sp.verified && <Alert tone="success">Your address is confirmed. Sign in to continue.</Alert>}
        {sp.reset && <Alert tone="success">Your password was changed and every other session signed out. Sign in with the new one.</Alert>}
        {sp.error && sp.error !== 'CredentialsSignin' && <Alert tone="error">Sign-in failed. Try again.</Alert>}
        {sp.code === 'throttled' && <Alert tone="error">Too many sign-in attempts. Wait a few minutes and try again.</Alert>}
      </div>
      <SignInForm callbackUrl={callbackUrl} />
      <p className="mt-3 text-right text-sm">
        <Link href="/forgot-password" className={`font-medium ${inlineLink}`}>
          Forgot your password?
        </Link>
      </p>
      <OAuthButtons providers={configuredOAuthProviders()} callbackUrl={callbackUrl} action={signInWithProvider} />
      <p className="mt-6 text-center text-sm text-slate-600">
        No account yet?{' '}
        <Link href="/sign-up" className={`font-medium ${inlineLink}`}>
          Create one
        </Link>
      </p>
    </>
  );
}
