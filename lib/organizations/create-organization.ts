import type { Tx } from '../../db/index';
import type { Plan } from '../../db/types';
import { insertOrganization, lockOrganization } from '../../db/queries/organizations';
import { insertTeam } from '../../db/queries/teams';
import { applyMonthlyGrant } from '../billing/credits';

/**
 * An organisation with its default team and this month's plan credits. Run it inside a
 * transaction (the caller's, so sign-up can add the owner in the same one).
 */
export async function createOrganization(tx: Tx, input: { name: string; plan: Plan }, now = new Date()) {
  const organizationId = await insertOrganization(tx, input);
  const teamId = await insertTeam(tx, organizationId, 'Default');
  await applyMonthlyGrant(tx, (await lockOrganization(tx, organizationId))!, now);
  return { organizationId, teamId };
}
