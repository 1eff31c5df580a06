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

export function assertAllowed(allowed: boolean, message?: string): asserts allowed {
  if (!allowed) throw new ForbiddenError(message);
}
