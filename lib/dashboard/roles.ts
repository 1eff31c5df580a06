/**
 * What each role may do. Pages hide what a role cannot do, but these checks are the ones that
 * count: every server action calls them on the server.
 */
import type { Role } from '../../db/types';
import { AppError } from '../errors';
import type { Actor } from '../auth/actor';

export const ROLES: readonly Role[] = ['owner', 'admin', 'member'];

export class ForbiddenError extends AppError {
  constructor(message = 'Your role does not allow this') {
    super('forbidden', message);
  }
}

export const isManager = (role: Role) => role === 'owner' || role === 'admin';

/** Owners and admins manage every key of the organisation; members only the keys they created. */
export const canManageKey = (actor: Actor, key: { organization_id: string; created_by_user_id: string | null }) =>
  key.organization_id === actor.organizationId && (isManager(actor.role) || key.created_by_user_id === actor.userId);

export const canInvite = (actor: Actor) => isManager(actor.role);
export const canManageTeams = (actor: Actor) => isManager(actor.role);
export const canSetSpendCap = (actor: Actor) => actor.role === 'owner';

/** Admins may change members and admins; only owners may touch owners or make someone an owner. */
export const canChangeRole = (actor: Actor, from: Role, to: Role) =>
  actor.role === 'owner' || (actor.role === 'admin' && from !== 'owner' && to !== 'owner');

export function assertAllowed(allowed: boolean, message?: string): asserts allowed {
  if (!allowed) throw new ForbiddenError(message);
}
