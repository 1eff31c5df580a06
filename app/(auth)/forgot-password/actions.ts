'use server';
import type { ActionState } from '@/components/action-form';
import { getDb } from '@/db/index';
import { LINK_LIFETIME_MS } from '@/lib/auth/email-links';
import { requestPasswordReset } from '@/lib/auth/password-reset';
import { requestIp } from '@/lib/auth/request-ip';
import { lifetimeText } from '@/lib/time';

/** The same answer whether or not the address has an account: the mail (or its absence) says the rest. */
export async function requestResetAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const email = String(form.get('email') ?? '').trim().slice(0, 254);
  const r = await requestPasswordReset(getDb(), email, { ip: await requestIp() });
  if (!r.ok) return { error: r.error };
  return { message: `If an account uses ${email}, we sent it a link to choose a new password. The link expires in ${lifetimeText(LINK_LIFETIME_MS.reset_password)}.` };
}
