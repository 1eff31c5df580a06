/**
 * Invitations are single-use links sent to an address, and only an account that has proven that
 * address may accept one: registering the invited address without its mailbox gets an attacker
 * nothing. Accepting spends the link in the same transaction that adds the member.
 */
import type { DbOrTx } from '../../db/index';
import { insertAuditEntry } from '../../db/queries/audit-log';
import { findInvitationByTokenHash, markInvitationAccepted } from '../../db/queries/invitations';
import { insertMembership } from '../../db/queries/memberships';
import { normaliseEmail } from '../../db/queries/users';
import { AppError } from '../errors';
import { isLinkToken, linkTokenHash, newLinkToken } from './link-tokens';

export const INVITATION_LIFETIME_MS = 7 * 86_400_000;

export function newInvitationLink(now = Date.now()) {
  const token = newLinkToken();
  return { token, tokenHash: linkTokenHash('invitation', token), expiresAt: new Date(now + INVITATION_LIFETIME_MS) };
}

export type Invitation = NonNullable<Awaited<ReturnType<typeof findInvitationByTokenHash>>> & { usable: boolean };

/** The invitation of a link (usable or not), or null when the token names none. */
export async function findInvitation(db: DbOrTx, token: unknown): Promise<Invitation | null> {
  if (!isLinkToken(token)) return null;
  const inv = await findInvitationByTokenHash(db, linkTokenHash('invitation', token));
  if (!inv) return null;
  return { ...inv, usable: !inv.accepted_at && !!inv.expires_at && inv.expires_at.getTime() > Date.now() };
}

export const invitationGone = () => new AppError('invitation_gone', 'This invitation has expired or was already used. Ask for a new one.');

export interface Invitee {
  id: string;
  email: string;
  email_verified_at: Date | null;
}

/** Why this account may not accept this invitation, or null when it may. */
export function refusal(inv: Invitation, user: Invitee): string | null {
  if (!inv.usable) return invitationGone().message;
  if (normaliseEmail(user.email) !== inv.email) return `This invitation was sent to ${inv.email}; you are signed in as ${user.email}. Sign in with the invited address to accept it.`;
  if (!user.email_verified_at) return 'Confirm your email address first: follow the link we sent to it (or send a new one from your account page), then open this invitation again.';
  return null;
}

/** Adds the user to the inviting organisation with the invited role, spending the link. */
export async function acceptInvitation(tx: DbOrTx, token: unknown, user: Invitee): Promise<{ organizationId: string; organizationName: string }> {
  const inv = await findInvitation(tx, token);
  if (!inv) throw new AppError('invitation_unknown', 'This invitation link is not valid.');
  const why = refusal(inv, user);
  if (why) throw new AppError(inv.usable ? 'invitation_refused' : 'invitation_gone', why);
  const spent = await markInvitationAccepted(tx, inv.id, user.id);
  if (Number(spent.numUpdatedRows) !== 1) throw invitationGone();
  await insertMembership(tx, { userId: user.id, organizationId: inv.organization_id, role: inv.role });
  await insertAuditEntry(tx, {
    actorUserId: user.id,
    organizationId: inv.organization_id,
    action: 'invitation.accepted',
    details: { email: inv.email, role: inv.role },
  });
  return { organizationId: inv.organization_id, organizationName: inv.organization_name };
}
