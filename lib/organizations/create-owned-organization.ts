import type { Tx } from '../../db/index';
import { insertMembership } from '../../db/queries/memberships';
import { createOrganization } from './create-organization';

/** A Free-plan organisation with its default team, this month's credits and the user as owner, in the caller's transaction. */
export async function createOwnedOrganization(tx: Tx, userId: string, name: string, now = new Date()) {
  const created = await createOrganization(tx, { name, plan: 'free' }, now);
  await insertMembership(tx, { userId, organizationId: created.organizationId, role: 'owner' });
  return created;
}
