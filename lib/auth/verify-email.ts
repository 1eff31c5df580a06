/** Proving an address: a link sent to it (lib/auth/email-links.ts), followed once. */
import type { Db } from '../../db/index';
import { markEmailVerified } from '../../db/queries/users';
import { verifyEmailMail } from '../mail/messages';
import { sendMail } from '../mail/send-mail';
import { issueEmailLink, LINK_LIFETIME_MS, spendEmailLink } from './email-links';
import { throttle } from './throttle';

export type LinkSent = { ok: true } | { ok: false; error: string };

/** A new verification link for a signed-in user (the previous one stops working). */
export async function sendVerificationLink(db: Db, user: { id: string; email: string; email_verified_at: Date | null }, ctx: { ip: string }): Promise<LinkSent> {
  if (user.email_verified_at) return { ok: false, error: 'Your address is already confirmed.' };
  const verdict = await throttle('email_link', { email: user.email, ip: ctx.ip });
  if (!verdict.ok) return { ok: false, error: verdict.message };
  const token = await issueEmailLink(db, 'verify_email', user);
  await sendMail(db, verifyEmailMail(user.email, token, LINK_LIFETIME_MS.verify_email));
  return { ok: true };
}

/** Spends a verification link; the address it was sent to, or null when the link does not work (any more). */
export async function confirmEmail(db: Db, token: unknown): Promise<{ email: string } | null> {
  return db.transaction().execute(async (tx) => {
    const link = await spendEmailLink(tx, 'verify_email', token);
    if (!link) return null;
    // a link proves the address it was sent to, and nothing once the account has another
    const r = await markEmailVerified(tx, link.user_id, link.email);
    return Number(r.numUpdatedRows) === 1 ? { email: link.email } : null;
  });
}
