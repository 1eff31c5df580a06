import type { Db } from '../../db/index';
import { countOwners, deleteMembership, findMembership, insertMembership, setMemberRole } from '../../db/queries/memberships';
import { upsertInvitation } from '../../db/queries/invitations';
import { findUserByEmail, normaliseEmail } from '../../db/queries/users';
import type { Role } from '../../db/types';
import { AppError, notFound } from '../errors';
import type { Actor } from './actor';
import { assertAllowed, canChangeRole, canInvite } from './roles';

export type InviteOutcome = { kind: 'added'; userId: string } | { kind: 'already_member' } | { kind: 'invited'; invitationId: string };

/**
 * Adds an existing user at once; for an email without an account, records a pending
 * invitation that becomes a membership when that email signs up.
 */
export async function inviteMember(db: Db, actor: Actor, rawEmail: string, role: Exclude<Role, 'owner'>): Promise<InviteOutcome> {
  assertAllowed(canInvite(actor), 'Only owners and admins can invite');
  const email = normaliseEmail(rawEmail);
  const user = await findUserByEmail(db, email);
  if (user) {
    if (await findMembership(db, user.id, actor.organizationId)) return { kind: 'already_member' };
    await insertMembership(db, { userId: user.id, organizationId: actor.organizationId, role });
    return { kind: 'added', userId: user.id };
  }
  const invitationId = await upsertInvitation(db, { organizationId: actor.organizationId, email, role, invitedByUserId: actor.userId });
  return { kind: 'invited', invitationId };
}

const lastOwner = () => new AppError(409, 'An organisation needs at least one owner', 'last_owner');

/** Role changes lock the organisation's memberships so two demotions cannot remove the last owner together. */
export async function changeMemberRole(db: Db, actor: Actor, userId: string, role: Role) {
  await db.transaction().execute(async (tx) => {
    await tx.selectFrom('organizations').select('id').where('id', '=', actor.organizationId).forUpdate().execute();
    const m = await findMembership(tx, userId, actor.organizationId);
    if (!m) throw notFound();
    assertAllowed(canChangeRole(actor, m.role, role));
    if (m.role === 'owner' && role !== 'owner' && (await countOwners(tx, actor.organizationId)) <= 1) throw lastOwner();
    await setMemberRole(tx, userId, actor.organizationId, role);
  });
}

export async function removeMember(db: Db, actor: Actor, userId: string) {
  await db.transaction().execute(async (tx) => {
    await tx.selectFrom('organizations').select('id').where('id', '=', actor.organizationId).forUpdate().execute();
    const m = await findMembership(tx, userId, actor.organizationId);
    if (!m) throw notFound();
    // anyone may leave; removing others follows the role-change rules
    if (userId !== actor.userId) assertAllowed(canChangeRole(actor, m.role, 'member'));
    if (m.role === 'owner' && (await countOwners(tx, actor.organizationId)) <= 1) throw lastOwner();
    await deleteMembership(tx, userId, actor.organizationId);
  });
}
