'use server';
import { signIn } from '@/auth';
import { getDb } from '@/db/index';
import { chooseOrganization } from '@/lib/auth/current-member';
import { requestIp } from '@/lib/auth/request-ip';
import { signUp, type SignUpResult } from '@/lib/auth/sign-up';

export interface SignUpState {
  fieldErrors?: Extract<SignUpResult, { ok: false }>['fieldErrors'];
  error?: string;
  values?: { name: string; email: string; organization: string };
  /** the answer to every accepted sign-up, known address or not: a link (or a note) was mailed */
  sentTo?: string;
}

export async function signUpWithPassword(_prev: SignUpState, form: FormData): Promise<SignUpState> {
  const values = {
    name: String(form.get('name') ?? ''),
    email: String(form.get('email') ?? '').trim(),
    organization: String(form.get('organization') ?? ''),
  };
  const password = String(form.get('password') ?? '');
  const invitation = String(form.get('invitation') ?? '') || undefined;
  const r = await signUp(
    getDb(),
    { ...values, password, name: values.name || undefined, organization: values.organization || undefined, invitation },
    { ip: await requestIp() },
  );
  if (!r.ok) return { fieldErrors: r.fieldErrors, error: r.error, values };
  if (r.outcome === 'joined') {
    await chooseOrganization(r.organizationId);
    await signIn('credentials', { email: values.email, password, redirectTo: '/dashboard' });
    return {};
  }
  return { sentTo: values.email };
}
