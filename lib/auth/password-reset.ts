/**
 * Password reset and change share one mechanism: a single-use link mailed to the account's
 * address (a change is a reset asked for while signed in). Asking answers the same whether the
 * address has an account or not. Setting the password ends every other session (session_epoch)
 * and, since the link proved the address, confirms it.
 */
import type { Db } from '../../db/index';
import { findUserByEmail, findUserById, markEmailVerified, normaliseEmail, setPasswordHash } from '../../db/queries/users';
import { passwordChangedMail, resetPasswordMail } from '../mail/messages';
import { trySendMail } from '../mail/send-mail';
import { EmailAddress, NewPassword } from './credentials';
import { issueEmailLink, LINK_LIFETIME_MS, spendEmailLink } from './email-links';
import { hashPassword } from './password';
import { throttle } from './throttle';

export type Outcome = { ok: true } | { ok: false; error: string };

export async function requestPasswordReset(db: Db, rawEmail: unknown, ctx: { ip: string }): Promise<Outcome> {
  const parsed = EmailAddress.safeParse(typeof rawEmail === 'string' ? rawEmail.trim() : rawEmail);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  const email = normaliseEmail(parsed.data);
  const verdict = await throttle('email_link', { email, ip: ctx.ip });
  if (!verdict.ok) return { ok: false, error: verdict.message };
  const user = await findUserByEmail(db, email);
  if (user) {
    const token = await issueEmailLink(db, 'reset_password', user);
    await trySendMail(db, resetPasswordMail(user.email, token, LINK_LIFETIME_MS.reset_password));
  }
  return { ok: true };
}

export const LINK_GONE = 'This link has expired or was already used. Ask for a new one.';

/** Sets the password of the link's account; the address, so the page can offer to sign in. */
export async function resetPassword(db: Db, token: unknown, rawPassword: unknown): Promise<{ ok: true; email: string } | { ok: false; error: string }> {
  const parsed = NewPassword.safeParse(rawPassword);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  const passwordHash = await hashPassword(parsed.data);
  const email = await db.transaction().execute(async (tx) => {
    const link = await spendEmailLink(tx, 'reset_password', token);
    if (!link) return null;
    const user = await findUserById(tx, link.user_id);
    if (!user || user.email !== link.email) return null;
    await setPasswordHash(tx, user.id, passwordHash);
    await markEmailVerified(tx, user.id, user.email);
    return user.email;
  });
  if (!email) return { ok: false, error: LINK_GONE };
  await trySendMail(db, passwordChangedMail(email));
  return { ok: true, email };
}
