import type { DbOrTx } from '../../db/index';
import { markInvitationAccepted, pendingInvitationsForEmail } from '../../db/queries/invitations';
import { insertMembership } from '../../db/queries/memberships';
import { normaliseEmail } from '../../db/queries/users';

/** Turns every pending invitation for the email into a membership. Returns the organisations joined. */
export async function acceptPendingInvitations(tx: DbOrTx, userId: string, email: string): Promise<string[]> {
  const pending = await pendingInvitationsForEmail(tx, normaliseEmail(email));
  for (const inv of pending) {
    await insertMembership(tx, { userId, organizationId: inv.organization_id, role: inv.role });
    await markInvitationAccepted(tx, inv.id);
  }
  return pending.map((p) => p.organization_id);
}
