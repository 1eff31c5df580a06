import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { auth } from '@/auth';
import { OAuthButtons } from '@/components/oauth-buttons';
import { configuredOAuthProviders } from '@/lib/auth/oauth-providers';
import { safeRedirectPath } from '@/lib/auth/safe-redirect';
import { signInWithProvider } from './actions';
import { SignInForm } from './sign-in-form';

export const metadata: Metadata = { title: 'Sign in' };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string; error?: string }> }) {
  const sp = await searchParams;
  const callbackUrl = safeRedirectPath(sp.callbackUrl);
  if ((await auth())?.user) redirect(callbackUrl);
  return (
    <>
      <h1 className="text-xl font-semibold text-slate-900">Sign in to cvlens</h1>
      <p className="mb-6 mt-1 text-sm text-slate-600">Manage API keys, watch usage and read your analyses.</p>
      {sp.error && sp.error !== 'CredentialsSignin' && (
        <p role="alert" className="mb-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          Sign-in failed. Try again.
        </p>
      )}
      <SignInForm callbackUrl={callbackUrl} />
      <OAuthButtons providers={configuredOAuthProviders()} callbackUrl={callbackUrl} action={signInWithProvider} />
      <p className="mt-6 text-center text-sm text-slate-600">
        No account yet?{' '}
        <Link href="/sign-up" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Create one
        </Link>
      </p>
    </>
  );
}
