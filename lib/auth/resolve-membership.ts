import type { DbOrTx } from '../../db/index';
import { listUserOrganizations } from '../../db/queries/memberships';

/**
 * The organisation a user works in: the one they picked (if still a member), else their
 * first. null when they belong to none (e.g. removed from their only organisation).
 */
export async function resolveMembership(db: DbOrTx, userId: string, preferredOrganizationId?: string | null) {
  const organizations = await listUserOrganizations(db, userId);
  if (!organizations.length) return null;
  const current = organizations.find((o) => o.id === preferredOrganizationId) ?? organizations[0];
  return { current, organizations };
}
