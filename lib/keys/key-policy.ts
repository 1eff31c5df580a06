/** Who may rename, roll or revoke an API key (the dashboard's key actions check it on the server). */
import type { Actor } from '../organizations/actor';
import { isManager } from '../organizations/roles';

/** Owners and admins manage every key of the organisation; members only the keys they created. */
export const canManageKey = (actor: Actor, key: { organization_id: string; created_by_user_id: string | null }) =>
  key.organization_id === actor.organizationId && (isManager(actor.role) || key.created_by_user_id === actor.userId);
