'use server';
import { AuthError } from 'next-auth';
import { signIn } from '@/auth';
import { safeRedirectPath } from '@/lib/auth/safe-redirect';
import { asSignInThrottled } from '@/lib/auth/sign-in-throttled';

export interface SignInState {
  error?: string;
  email?: string;
}

export async function signInWithPassword(_prev: SignInState, form: FormData): Promise<SignInState> {
  const email = String(form.get('email') ?? '').slice(0, 254);
  try {
    await signIn('credentials', {
      email,
      password: String(form.get('password') ?? ''),
      redirectTo: safeRedirectPath(form.get('callbackUrl')),
    });
    return {};
  } catch (err) {
    // success throws Next's redirect, which must propagate; only Auth.js failures are shown
    const throttled = asSignInThrottled(err);
    if (throttled) return { email, error: throttled.userMessage };
    if (err instanceof AuthError) {
      return { email, error: err.type === 'CredentialsSignin' ? 'Wrong email or password.' : 'Sign-in failed. Try again.' };
    }
    throw err;
  }
}

export async function signInWithProvider(form: FormData) {
  await signIn(String(form.get('provider')), { redirectTo: safeRedirectPath(form.get('callbackUrl')) });
}
