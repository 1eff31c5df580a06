import type { Db } from '../../db/index';
import { findUserByEmail } from '../../db/queries/users';
import type { SessionUser } from './verify-credentials';
import { createAccount, EmailTakenError } from './create-account';

/**
 * The account of an OAuth sign-in, made on first use. Providers only give verified emails
 * (GitHub's primary, Google's verified), so the email links to an existing account.
 */
export async function findOrCreateOAuthAccount(db: Db, profile: { email: string; name?: string | null }): Promise<SessionUser> {
  const existing = await findUserByEmail(db, profile.email);
  if (existing) return { id: existing.id, email: existing.email, name: existing.name };
  try {
    const r = await createAccount(db, { email: profile.email, name: profile.name ?? null, passwordHash: null });
    return { id: r.userId, email: profile.email.toLowerCase(), name: profile.name ?? null };
  } catch (err) {
    if (!(err instanceof EmailTakenError)) throw err;
    const user = (await findUserByEmail(db, profile.email))!;
    return { id: user.id, email: user.email, name: user.name };
  }
}
