import type { Db } from '../../db/index';
import { revokeKeysCreatedBy } from '../../db/queries/api-keys';
import { insertAuditEntry } from '../../db/queries/audit-log';
import { deleteInvitation, findPendingInvitation, upsertInvitation } from '../../db/queries/invitations';
import { countOwners, deleteMembership, findMemberByEmail, findMembership, setMemberRole } from '../../db/queries/memberships';
import { findOrganization, lockOrganization } from '../../db/queries/organizations';
import { findUserById, normaliseEmail } from '../../db/queries/users';
import type { Role } from '../../db/types';
import { INVITATION_LIFETIME_MS, newInvitationLink } from '../auth/invitation-links';
import { throttle } from '../auth/throttle';
import { AppError, notFound } from '../errors';
import { forgetCachedKeys } from '../keys/active-key-cache';
import { invitationMail } from '../mail/messages';
import { sendMail } from '../mail/send-mail';
import type { Actor } from '../organizations/actor';
import { assertAllowed, assertKeepsAnOwner, canChangeRole, canInvite } from '../organizations/roles';

export type InviteOutcome =
  | { kind: 'sent'; invitationId: string }
  | { kind: 'already_member' }
  | { kind: 'pending_with_other_role'; pendingRole: Role };

/**
 * Sends an invitation: a single-use link to the address, which only a verified account with that
 * address can accept (lib/auth/invitation-links.ts). Nobody joins without following it, whether
 * or not the address has an account. Counted per invited address and per IP. Inviting an address
 * again replaces its pending invitation; when that would change the role, nothing is sent until
 * the caller says the change is meant (`replaceRole`).
 */
export async function inviteMember(
  db: Db,
  actor: Actor,
  rawEmail: string,
  role: Exclude<Role, 'owner'>,
  ctx: { ip: string; replaceRole?: boolean },
): Promise<InviteOutcome> {
  assertAllowed(canInvite(actor), 'Only owners and admins can invite');
  const email = normaliseEmail(rawEmail);
  if (await findMemberByEmail(db, actor.organizationId, email)) return { kind: 'already_member' };
  const pending = await findPendingInvitation(db, actor.organizationId, email);
  if (pending && pending.role !== role && !ctx.replaceRole) return { kind: 'pending_with_other_role', pendingRole: pending.role };
  const verdict = await throttle('invitation', { email, ip: ctx.ip });
  if (!verdict.ok) throw new AppError('throttled', verdict.message);
  const [organization, inviter] = await Promise.all([findOrganization(db, actor.organizationId), findUserById(db, actor.userId)]);
  if (!organization || !inviter) throw notFound();
  const link = newInvitationLink();
  const invitationId = await upsertInvitation(db, { organizationId: actor.organizationId, email, role, invitedByUserId: actor.userId, tokenHash: link.tokenHash, expiresAt: link.expiresAt });
  try {
    await sendMail(db, invitationMail(email, { organization: organization.name, inviter: inviter.name ?? inviter.email, role, token: link.token, lifetimeMs: INVITATION_LIFETIME_MS }));
  } catch (err) {
    console.error('[mail] invitation not sent:', err instanceof Error ? err.message : err);
    throw new AppError('mail_failed', 'The invitation email could not be sent. Try again in a moment.');
  }
  await insertAuditEntry(db, { actorUserId: actor.userId, organizationId: actor.organizationId, action: 'invitation.sent', details: { email, role } });
  return { kind: 'sent', invitationId };
}

export async function cancelInvitation(db: Db, actor: Actor, invitationId: string): Promise<void> {
  assertAllowed(canInvite(actor), 'Only owners and admins can cancel invitations');
  await deleteInvitation(db, actor.organizationId, invitationId);
}

/** Role changes lock the organisation's memberships so two demotions cannot remove the last owner together. */
export async function changeMemberRole(db: Db, actor: Actor, userId: string, role: Role) {
  await db.transaction().execute(async (tx) => {
    await lockOrganization(tx, actor.organizationId);
    const m = await findMembership(tx, userId, actor.organizationId);
    if (!m) throw notFound();
    assertAllowed(canChangeRole(actor, m.role, role));
    await assertKeepsAnOwner(m.role, role, () => countOwners(tx, actor.organizationId));
    if (m.role === role) return;
    await setMemberRole(tx, userId, actor.organizationId, role);
    const user = await findUserById(tx, userId);
    await insertAuditEntry(tx, { actorUserId: actor.userId, organizationId: actor.organizationId, action: 'member.role_changed', details: { email: user?.email ?? 'unknown', from: m.role, to: role } });
  });
}

export interface RevokedKey {
  id: string;
  name: string;
  key_fragment: string;
}

/**
 * Removes a member (or lets one leave). The keys they created in the organisation go with them:
 * revoked in the same transaction (refused from their next request, in every process) and listed
 * in the audit log and in the answer, so the owner sees which keys went.
 */
export async function removeMember(db: Db, actor: Actor, userId: string): Promise<{ email: string; revokedKeys: RevokedKey[] }> {
  const removed = await db.transaction().execute(async (tx) => {
    await lockOrganization(tx, actor.organizationId);
    const m = await findMembership(tx, userId, actor.organizationId);
    if (!m) throw notFound();
    // anyone may leave; removing others follows the role-change rules
    if (userId !== actor.userId) assertAllowed(canChangeRole(actor, m.role, 'member'));
    await assertKeepsAnOwner(m.role, null, () => countOwners(tx, actor.organizationId));
    await deleteMembership(tx, userId, actor.organizationId);
    const revokedKeys = await revokeKeysCreatedBy(tx, userId, actor.organizationId);
    const user = await findUserById(tx, userId);
    const email = user?.email ?? 'unknown';
    await insertAuditEntry(tx, {
      actorUserId: actor.userId,
      organizationId: actor.organizationId,
      action: userId === actor.userId ? 'member.left' : 'member.removed',
      details: { email, role: m.role, revoked_keys: revokedKeys.map((k) => `${k.name} (${k.key_fragment})`).join(', ') || 'none' },
    });
    return { email, revokedKeys };
  });
  if (removed.revokedKeys.length) forgetCachedKeys();
  return removed;
}
