import { sql } from 'kysely';
import type { DbOrTx } from '../index';
import type { Role } from '../types';
import { uuidv7 } from '../../lib/ids';

/** One pending invitation per organisation and email: inviting again updates the role. */
export async function upsertInvitation(
  db: DbOrTx,
  i: { organizationId: string; email: string; role: Exclude<Role, 'owner'>; invitedByUserId: string | null },
) {
  const row = await db
    .insertInto('invitations')
    .values({ id: uuidv7(), organization_id: i.organizationId, email: i.email, role: i.role, invited_by_user_id: i.invitedByUserId })
    .onConflict((oc) =>
      oc
        .columns(['organization_id', 'email'])
        .where('accepted_at', 'is', null)
        .doUpdateSet({ role: i.role, invited_by_user_id: i.invitedByUserId }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const listPendingInvitations = (db: DbOrTx, organizationId: string) =>
  db
    .selectFrom('invitations')
    .select(['id', 'email', 'role', 'created_at'])
    .where('organization_id', '=', organizationId)
    .where('accepted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();

export const pendingInvitationsForEmail = (db: DbOrTx, email: string) =>
  db
    .selectFrom('invitations')
    .select(['id', 'organization_id', 'role'])
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .orderBy('created_at')
    .execute();

export const markInvitationAccepted = (db: DbOrTx, id: string) =>
  db.updateTable('invitations').set({ accepted_at: sql`now()` }).where('id', '=', id).execute();

export const deleteInvitation = (db: DbOrTx, organizationId: string, id: string) =>
  db
    .deleteFrom('invitations')
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
