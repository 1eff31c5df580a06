'use server';
import { signIn } from '@/auth';
import { getDb } from '@/db/index';
import { signUp, type SignUpResult } from '@/lib/auth/sign-up';

export interface SignUpState {
  fieldErrors?: Extract<SignUpResult, { ok: false }>['fieldErrors'];
  values?: { name: string; email: string; organization: string };
}

export async function signUpWithPassword(_prev: SignUpState, form: FormData): Promise<SignUpState> {
  const values = {
    name: String(form.get('name') ?? ''),
    email: String(form.get('email') ?? ''),
    organization: String(form.get('organization') ?? ''),
  };
  const password = String(form.get('password') ?? '');
  const r = await signUp(getDb(), { ...values, password, name: values.name || undefined, organization: values.organization || undefined });
  if (!r.ok) return { fieldErrors: r.fieldErrors, values };
  await signIn('credentials', { email: values.email, password, redirectTo: '/dashboard' });
  return {};
}
