/**
 * Sign-up: the answer is the same whether the address is new or already has an
 * account ("check your inbox"), and the mail says the rest: a verification link for a new
 * account, a note with sign-in and reset links for a known one. Counted per address and per IP.
 * A sign-up from an invitation link for the same address needs no further proof (the link was
 * sent to it): the account starts verified and joins the organisation, with none of its own.
 */
import type { Db } from '../../db/index';
import { normaliseEmail } from '../../db/queries/users';
import { alreadyRegisteredMail, verifyEmailMail } from '../mail/messages';
import { trySendMail } from '../mail/send-mail';
import { createAccount, EmailTakenError } from './create-account';
import { fieldErrorsOf, SignUpFields } from './credentials';
import { issueEmailLink, LINK_LIFETIME_MS } from './email-links';
import { acceptInvitation, findInvitation } from './invitation-links';
import { hashPassword } from './password';
import { throttle } from './throttle';

export type SignUpResult =
  | { ok: true; outcome: 'check_email' }
  | { ok: true; outcome: 'joined'; userId: string; organizationId: string }
  | { ok: false; fieldErrors?: Partial<Record<'name' | 'email' | 'password' | 'organization', string>>; error?: string };

export async function signUp(db: Db, raw: unknown, ctx: { ip: string }): Promise<SignUpResult> {
  const parsed = SignUpFields.safeParse(raw);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const { password, name, organization, invitation } = parsed.data;
  const email = normaliseEmail(parsed.data.email);
  const verdict = await throttle('sign_up', { email, ip: ctx.ip });
  if (!verdict.ok) return { ok: false, error: verdict.message };
  // hashed on both paths, so the time taken does not tell known addresses from new ones
  const passwordHash = await hashPassword(password);

  if (invitation) {
    const joined = await joinFromInvitation(db, invitation, { email, name, passwordHash });
    if (joined) return { ok: true, outcome: 'joined', ...joined };
  }
  try {
    const token = await db.transaction().execute(async (tx) => {
      const { userId } = await createAccount(tx, { email, name, passwordHash, organizationName: organization, emailVerified: false, ownOrganization: 'unless_invited' });
      return issueEmailLink(tx, 'verify_email', { id: userId, email });
    });
    await trySendMail(db, verifyEmailMail(email, token, LINK_LIFETIME_MS.verify_email));
  } catch (err) {
    if (!(err instanceof EmailTakenError)) throw err;
    await trySendMail(db, alreadyRegisteredMail(email));
  }
  return { ok: true, outcome: 'check_email' };
}

/** null when the link is not a usable invitation for this address, or the address has an account. */
async function joinFromInvitation(db: Db, token: string, a: { email: string; name?: string; passwordHash: string }) {
  const inv = await findInvitation(db, token);
  if (!inv?.usable || inv.email !== normaliseEmail(a.email)) return null;
  try {
    return await db.transaction().execute(async (tx) => {
      const { userId } = await createAccount(tx, { email: a.email, name: a.name, passwordHash: a.passwordHash, emailVerified: true, ownOrganization: false });
      const { organizationId } = await acceptInvitation(tx, token, { id: userId, email: a.email, email_verified_at: new Date() });
      return { userId, organizationId };
    });
  } catch (err) {
    if (err instanceof EmailTakenError) return null;
    throw err;
  }
}
