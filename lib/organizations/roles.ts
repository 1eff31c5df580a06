/**
 * What each role of an organisation may do. Pages hide what a role cannot do, but these checks
 * are the ones that count: every server action calls them on the server. Who may manage a key
 * is the keys' own rule (lib/keys/key-policy.ts).
 */
import type { Role } from '../../db/types';
import { AppError } from '../errors';
import type { Actor } from './actor';

export const ROLES: readonly Role[] = ['owner', 'admin', 'member'];

export class ForbiddenError extends AppError {
  constructor(message = 'Your role does not allow this') {
    super('forbidden', message);
  }
}

export const isManager = (role: Role) => role === 'owner' || role === 'admin';

export const canInvite = (actor: Actor) => isManager(actor.role);
export const canManageTeams = (actor: Actor) => isManager(actor.role);
/** Deleting a team revokes its keys: an owner's decision, like the organisation's money. */
export const canDeleteTeams = (actor: Actor) => actor.role === 'owner';
export const canSetSpendCap = (actor: Actor) => actor.role === 'owner';

/** Admins may change members and admins; only owners may touch owners or make someone an owner. */
export const canChangeRole = (actor: Actor, from: Role, to: Role) =>
  actor.role === 'owner' || (actor.role === 'admin' && from !== 'owner' && to !== 'owner');

/**
 * An organisation keeps an owner: an owner who stops being one (demoted, removed, leaving, or
 * deleting their account; `to` null) must not be its last. `owners` counts its owners now and is
 * asked only when the move takes an owner away.
 */
export async function leavesNoOwner(from: Role, to: Role | null, owners: () => number | Promise<number>): Promise<boolean> {
  return from === 'owner' && to !== 'owner' && (await owners()) <= 1;
}

export async function assertKeepsAnOwner(from: Role, to: Role | null, owners: () => Promise<number>): Promise<void> {
  if (await leavesNoOwner(from, to, owners)) throw new AppError('last_owner', 'An organisation needs at least one owner');
}

export function assertAllowed(allowed: boolean, message?: string): asserts allowed {
  if (!allowed) throw new ForbiddenError(message);
}
