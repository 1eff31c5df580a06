/**
 * Deleting one's account erases the person: the user row (address, name, password hash), their
 * memberships, links and sessions, invitations addressed to them, mail to them in the outbox,
 * their address in audit entries; the keys they created are revoked. The organisations' records
 * belong to the organisations, whose owners decide about them: an organisation the person is the
 * only member of is deleted with the account (the page lists them first); one where they are the
 * only owner beside other members blocks the deletion until they make someone else owner.
 */
import type { Db, DbOrTx } from '../../db/index';
import { revokeKeysCreatedBy } from '../../db/queries/api-keys';
import { scrubAuditEmail } from '../../db/queries/audit-log';
import { deleteInvitationsFor } from '../../db/queries/invitations';
import { deleteOutboxFor } from '../../db/queries/mail-outbox';
import { listMembershipsWithCounts } from '../../db/queries/memberships';
import { deleteOrganization, lockUserOrganizations } from '../../db/queries/organizations';
import { deleteUser, findUserByEmail, normaliseEmail } from '../../db/queries/users';
import { forgetCachedKeys } from '../keys/active-key-cache';
import { leavesNoOwner } from '../organizations/roles';
import { verifyPassword } from './password';
import { throttle } from './throttle';

export interface DeletionPlan {
  /** organisations whose only member is this person: deleted with the account */
  deleted: { id: string; name: string }[];
  /** organisations with other members where this person is the only owner: they block deletion */
  blocking: { id: string; name: string }[];
  /** organisations the person simply leaves */
  left: { id: string; name: string }[];
}

export async function planAccountDeletion(db: DbOrTx, userId: string): Promise<DeletionPlan> {
  const plan: DeletionPlan = { deleted: [], blocking: [], left: [] };
  for (const m of await listMembershipsWithCounts(db, userId)) {
    const org = { id: m.id, name: m.name };
    if (m.members === 1) plan.deleted.push(org);
    else if (await leavesNoOwner(m.role, null, () => m.owners)) plan.blocking.push(org);
    else plan.left.push(org);
  }
  return plan;
}

export type DeleteOutcome = { ok: true } | { ok: false; error: string };

export async function deleteAccount(
  db: Db,
  userId: string,
  confirm: { email: unknown; password: unknown },
  ctx: { ip: string },
): Promise<DeleteOutcome> {
  const typed = typeof confirm.email === 'string' ? normaliseEmail(confirm.email) : '';
  const user = typed ? await findUserByEmail(db, typed) : undefined;
  if (!user || user.id !== userId) return { ok: false, error: 'Type the email address of your account to confirm.' };
  if (user.password_hash) {
    // a stolen session must not be enough, and guesses here count like sign-in attempts
    const verdict = await throttle('sign_in', { email: user.email, ip: ctx.ip });
    if (!verdict.ok) return { ok: false, error: verdict.message };
    if (typeof confirm.password !== 'string' || !(await verifyPassword(user.password_hash, confirm.password))) {
      return { ok: false, error: 'Wrong password.' };
    }
  }
  const outcome = await db.transaction().execute(async (tx) => {
    await lockUserOrganizations(tx, userId);
    const plan = await planAccountDeletion(tx, userId);
    if (plan.blocking.length) {
      const names = plan.blocking.map((o) => o.name).join(', ');
      return { ok: false as const, error: `You are the only owner of ${names}, which has other members. Make one of them an owner first (Team page), or remove them.` };
    }
    await revokeKeysCreatedBy(tx, userId);
    for (const org of plan.deleted) await deleteOrganization(tx, org.id);
    await scrubAuditEmail(tx, user.email);
    await deleteInvitationsFor(tx, user.email);
    await deleteOutboxFor(tx, user.email);
    await deleteUser(tx, userId);
    return { ok: true as const };
  });
  if (outcome.ok) forgetCachedKeys();
  return outcome;
}
