/**
 * A new account in one transaction, so a failure leaves no half-made account behind: the user
 * and, unless the address has invitations waiting (then the invitations say where they work),
 * an organisation of their own on the Free plan with its default team, this month's credits and
 * the owner membership.
 */
import type { Tx } from '../../db/index';
import { usableInvitationsForEmail } from '../../db/queries/invitations';
import { findUserByEmail, insertUser, normaliseEmail } from '../../db/queries/users';
import { createOwnedOrganization } from '../organizations/create-owned-organization';
import { AppError } from '../errors';

export interface NewAccount {
  email: string;
  name?: string | null;
  /** null for accounts that sign in only through OAuth */
  passwordHash: string | null;
  organizationName?: string | null;
  /** an OAuth provider's verified address, or a link sent to it that was followed */
  emailVerified: boolean;
  /** 'unless_invited': none while usable invitations wait for the address */
  ownOrganization: boolean | 'unless_invited';
}

export class EmailTakenError extends AppError {
  constructor() {
    super('email_taken', 'An account with this email already exists');
  }
}

const defaultOrganizationName = (a: NewAccount) => {
  const who = a.name?.trim() || normaliseEmail(a.email).split('@')[0];
  return `${who}'s organisation`;
};

export const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';

/** Inside the caller's transaction; two sign-ups racing for one address: the loser gets EmailTakenError. */
export async function createAccount(tx: Tx, a: NewAccount, now = new Date()) {
  if (await findUserByEmail(tx, a.email)) throw new EmailTakenError();
  let userId: string;
  try {
    userId = await insertUser(tx, { email: a.email, name: a.name?.trim() || null, passwordHash: a.passwordHash, emailVerified: a.emailVerified });
  } catch (err) {
    if (isUniqueViolation(err)) throw new EmailTakenError();
    throw err;
  }
  const invited = a.ownOrganization === 'unless_invited' && (await usableInvitationsForEmail(tx, normaliseEmail(a.email))).length > 0;
  if (!a.ownOrganization || invited) return { userId, organizationId: null, teamId: null };
  const name = a.organizationName?.trim() || defaultOrganizationName(a);
  const { organizationId, teamId } = await createOwnedOrganization(tx, userId, name, now);
  return { userId, organizationId, teamId };
}
