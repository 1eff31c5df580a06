/** Verification and password-reset links: issued to an address, spent once, expiring. */
import type { DbOrTx } from '../../db/index';
import { findUsableEmailToken, insertEmailToken, spendEmailToken } from '../../db/queries/email-tokens';
import type { EmailTokenPurpose } from '../../db/types';
import { isLinkToken, linkTokenHash, newLinkToken } from './link-tokens';

export const LINK_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 24 * 3_600_000,
  reset_password: 3_600_000,
};

export async function issueEmailLink(db: DbOrTx, purpose: EmailTokenPurpose, user: { id: string; email: string }, now = Date.now()): Promise<string> {
  const token = newLinkToken();
  await insertEmailToken(db, {
    userId: user.id,
    purpose,
    tokenHash: linkTokenHash(purpose, token),
    email: user.email,
    expiresAt: new Date(now + LINK_LIFETIME_MS[purpose]),
  });
  return token;
}

/** The user and address of a link that still works, spending it; null for any other token. */
export async function spendEmailLink(db: DbOrTx, purpose: EmailTokenPurpose, token: unknown) {
  if (!isLinkToken(token)) return null;
  return (await spendEmailToken(db, purpose, linkTokenHash(purpose, token))) ?? null;
}

export async function usableEmailLink(db: DbOrTx, purpose: EmailTokenPurpose, token: unknown) {
  if (!isLinkToken(token)) return null;
  return (await findUsableEmailToken(db, purpose, linkTokenHash(purpose, token))) ?? null;
}
