import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { auth } from '@/auth';
import { OAuthButtons } from '@/components/oauth-buttons';
import { configuredOAuthProviders } from '@/lib/auth/oauth-providers';
import { signInWithProvider } from '../sign-in/actions';
import { SignUpForm } from './sign-up-form';

export const metadata: Metadata = { title: 'Create an account' };

export default async function SignUpPage() {
  if ((await auth())?.user) redirect('/dashboard');
  return (
    <>
      <h1 className="text-xl font-semibold text-slate-900">Create your cvlens account</h1>
      <p className="mb-6 mt-1 text-sm text-slate-600">Free plan: 50 API calls and 10 credits a month. No card needed.</p>
      <SignUpForm />
      <OAuthButtons providers={configuredOAuthProviders()} callbackUrl="/dashboard" action={signInWithProvider} />
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link href="/sign-in" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Sign in
        </Link>
      </p>
    </>
  );
}
