'use server';
import { signOut } from '@/auth';
import type { ActionState } from '@/components/action-form';
import { getDb } from '@/db/index';
import { requireUser } from '@/lib/auth/current-member';
import { deleteAccount } from '@/lib/auth/delete-account';
import { requestPasswordReset } from '@/lib/auth/password-reset';
import { requestIp } from '@/lib/auth/request-ip';
import { LINK_LIFETIME_MS } from '@/lib/auth/email-links';
import { sendVerificationLink } from '@/lib/auth/verify-email';
import { lifetimeText } from '@/lib/time';

export async function resendVerificationAction(): Promise<ActionState> {
  const user = await requireUser();
  try {
    const r = await sendVerificationLink(getDb(), user, { ip: await requestIp() });
    return r.ok ? { message: `We sent a new link to ${user.email}. It works once and expires in ${lifetimeText(LINK_LIFETIME_MS.verify_email)}.` } : { error: r.error };
  } catch (err) {
    console.error('[mail] verification link not sent:', err instanceof Error ? err.message : err);
    return { error: 'The email could not be sent. Try again in a moment.' };
  }
}

/** A password change is a reset link sent to the account's address: a stolen session alone cannot change it. */
export async function sendPasswordLinkAction(): Promise<ActionState> {
  const user = await requireUser();
  const r = await requestPasswordReset(getDb(), user.email, { ip: await requestIp() });
  return r.ok ? { message: `We sent a link to ${user.email}. It lets you choose a new password and expires in ${lifetimeText(LINK_LIFETIME_MS.reset_password)}.` } : { error: r.error };
}

export async function deleteAccountAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireUser();
  const r = await deleteAccount(getDb(), user.id, { email: form.get('email'), password: form.get('password') }, { ip: await requestIp() });
  if (!r.ok) return { error: r.error };
  await signOut({ redirectTo: '/sign-in?deleted=1' });
  return {};
}
