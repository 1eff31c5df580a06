import { sql } from 'kysely';
import type { DbOrTx } from '../index';
import type { Role } from '../types';
import { uuidv7 } from '../ids';

/**
 * One pending invitation per organisation and email. Inviting again sends a new link: the token,
 * expiry, role and inviter are replaced, so the previous link stops working.
 */
export async function upsertInvitation(
  db: DbOrTx,
  i: { organizationId: string; email: string; role: Exclude<Role, 'owner'>; invitedByUserId: string | null; tokenHash: string; expiresAt: Date },
) {
  const row = await db
    .insertInto('invitations')
    .values({
      id: uuidv7(),
      organization_id: i.organizationId,
      email: i.email,
      role: i.role,
      invited_by_user_id: i.invitedByUserId,
      token_hash: i.tokenHash,
      expires_at: i.expiresAt,
    })
    .onConflict((oc) =>
      oc
        .columns(['organization_id', 'email'])
        .where('accepted_at', 'is', null)
        .doUpdateSet({ role: i.role, invited_by_user_id: i.invitedByUserId, token_hash: i.tokenHash, expires_at: i.expiresAt, created_at: sql`now()` }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const listPendingInvitations = (db: DbOrTx, organizationId: string) =>
  db
    .selectFrom('invitations')
    .select(['id', 'email', 'role', 'created_at', 'expires_at'])
    .where('organization_id', '=', organizationId)
    .where('accepted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();

/** The invitation still waiting for an address in an organisation (at most one), with its role. */
export const findPendingInvitation = (db: DbOrTx, organizationId: string, email: string) =>
  db
    .selectFrom('invitations')
    .select(['id', 'role'])
    .where('organization_id', '=', organizationId)
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();

/** Invitations whose link still works, for an address: someone invited does not get an empty organisation of their own. */
export const usableInvitationsForEmail = (db: DbOrTx, email: string) =>
  db
    .selectFrom('invitations')
    .innerJoin('organizations', 'organizations.id', 'invitations.organization_id')
    .leftJoin('users as inviter', 'inviter.id', 'invitations.invited_by_user_id')
    .select(['invitations.id', 'invitations.organization_id', 'invitations.role', 'invitations.expires_at', 'organizations.name as organization_name', 'inviter.name as inviter_name', 'inviter.email as inviter_email'])
    .where('invitations.email', '=', email)
    .where('invitations.accepted_at', 'is', null)
    .where('invitations.token_hash', 'is not', null)
    .where('invitations.expires_at', '>', sql<Date>`now()`)
    .orderBy('invitations.created_at', 'desc')
    .execute();

/** The invitation of a link, with what its page shows. */
export const findInvitationByTokenHash = (db: DbOrTx, tokenHash: string) =>
  db
    .selectFrom('invitations')
    .innerJoin('organizations', 'organizations.id', 'invitations.organization_id')
    .leftJoin('users as inviter', 'inviter.id', 'invitations.invited_by_user_id')
    .select([
      'invitations.id',
      'invitations.organization_id',
      'invitations.email',
      'invitations.role',
      'invitations.expires_at',
      'invitations.accepted_at',
      'organizations.name as organization_name',
      'inviter.email as inviter_email',
      'inviter.name as inviter_name',
    ])
    .where('invitations.token_hash', '=', tokenHash)
    .executeTakeFirst();

/** Spends an invitation: one statement, so the link works once however many times it is posted. */
export const markInvitationAccepted = (db: DbOrTx, id: string, userId: string) =>
  db
    .updateTable('invitations')
    .set({ accepted_at: sql`now()`, accepted_by_user_id: userId })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();

export const deleteInvitation = (db: DbOrTx, organizationId: string, id: string) =>
  db
    .deleteFrom('invitations')
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();

/** An erased person's address leaves the invitations that named it. */
export const deleteInvitationsFor = (db: DbOrTx, email: string) =>
  db.deleteFrom('invitations').where('email', '=', email).executeTakeFirst();
