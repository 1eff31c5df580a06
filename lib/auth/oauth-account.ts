import type { Db } from '../../db/index';
import { findUserByEmail, markEmailVerified, setPasswordHash } from '../../db/queries/users';
import type { SessionUser } from './verify-credentials';
import { createAccount, EmailTakenError } from './create-account';

/**
 * The account of an OAuth sign-in, made on first use. Providers only give verified emails
 * (GitHub's primary, Google's verified), so the email links to an existing account, whose
 * address is then proven. If that account's address had never been proven, its password was
 * chosen by whoever registered the address first, perhaps not its owner: it is removed (which
 * ends that person's sessions), and the owner can set one with a reset link.
 */
export async function findOrCreateOAuthAccount(db: Db, profile: { email: string; name?: string | null }): Promise<SessionUser> {
  const existing = await findUserByEmail(db, profile.email);
  if (existing) return claim(db, existing);
  try {
    const r = await db.transaction().execute((tx) =>
      createAccount(tx, { email: profile.email, name: profile.name ?? null, passwordHash: null, emailVerified: true, ownOrganization: 'unless_invited' }),
    );
    return { id: r.userId, email: profile.email.toLowerCase(), name: profile.name ?? null, epoch: 0 };
  } catch (err) {
    if (!(err instanceof EmailTakenError)) throw err;
    return claim(db, (await findUserByEmail(db, profile.email))!);
  }
}

async function claim(db: Db, user: { id: string; email: string; name: string | null; email_verified_at: Date | null; password_hash: string | null; session_epoch: number }): Promise<SessionUser> {
  if (user.email_verified_at) return { id: user.id, email: user.email, name: user.name, epoch: user.session_epoch };
  const epoch = await db.transaction().execute(async (tx) => {
    const r = user.password_hash ? await setPasswordHash(tx, user.id, null) : undefined;
    await markEmailVerified(tx, user.id, user.email);
    return r?.session_epoch ?? user.session_epoch;
  });
  return { id: user.id, email: user.email, name: user.name, epoch };
}
