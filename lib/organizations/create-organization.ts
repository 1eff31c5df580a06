import type { Db } from '../../db/index';
import type { Plan } from '../../db/types';
import { insertOrganization } from '../../db/queries/organizations';
import { insertTeam } from '../../db/queries/teams';
import { applyMonthlyGrant } from '../billing/credits';
import { lockOrganization } from '../../db/queries/organizations';

/** An organisation with its default team and this month's plan credits, in one transaction. */
export async function createOrganization(db: Db, input: { name: string; plan: Plan }, now = new Date()) {
  return db.transaction().execute(async (tx) => {
    const organizationId = await insertOrganization(tx, input);
    const teamId = await insertTeam(tx, organizationId, 'Default');
    const org = await lockOrganization(tx, organizationId);
    await applyMonthlyGrant(tx, org!, now);
    return { organizationId, teamId };
  });
}
