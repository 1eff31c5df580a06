/**
 * A new account: the user, an organisation on the Free plan with its default team and this
 * month's credits, the owner membership, and any pending invitations accepted — all in one
 * transaction, so a failure leaves no half-made account behind.
 */
import type { Db } from '../../db/index';
import { findUserByEmail, insertUser, normaliseEmail } from '../../db/queries/users';
import { createOwnedOrganization } from '../dashboard/create-owned-organization';
import { AppError } from '../errors';
import { acceptPendingInvitations } from './accept-invitations';

export interface NewAccount {
  email: string;
  name?: string | null;
  /** null for accounts that sign in only through OAuth */
  passwordHash: string | null;
  organizationName?: string | null;
}

export class EmailTakenError extends AppError {
  constructor() {
    super(409, 'An account with this email already exists', 'email_taken');
  }
}

const defaultOrganizationName = (a: NewAccount) => {
  const who = a.name?.trim() || normaliseEmail(a.email).split('@')[0];
  return `${who}'s organisation`;
};

const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';

export async function createAccount(db: Db, a: NewAccount, now = new Date()) {
  try {
    return await insertAccount(db, a, now);
  } catch (err) {
    // two sign-ups racing for one email: the loser hits the unique index
    if (isUniqueViolation(err)) throw new EmailTakenError();
    throw err;
  }
}

async function insertAccount(db: Db, a: NewAccount, now: Date) {
  return db.transaction().execute(async (tx) => {
    if (await findUserByEmail(tx, a.email)) throw new EmailTakenError();
    const userId = await insertUser(tx, { email: a.email, name: a.name?.trim() || null, passwordHash: a.passwordHash });
    const name = a.organizationName?.trim() || defaultOrganizationName(a);
    const { organizationId, teamId } = await createOwnedOrganization(tx, userId, name, now);
    const joined = await acceptPendingInvitations(tx, userId, a.email);
    return { userId, organizationId, teamId, joinedOrganizationIds: joined };
  });
}
