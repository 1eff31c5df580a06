/** Test helpers: organisations, teams and keys made through the same services the CLI uses. */
import { getDb } from '../../db/index';
import type { Plan } from '../../db/types';
import { insertTeam } from '../../db/queries/teams';
import { createApiKey } from '../keys/create-api-key';
import type { Scope } from '../keys/scopes';
import { createOrganization } from '../organizations/create-organization';
import { grantCredits } from '../billing/credits';

export async function createTestTenant(opts: { plan?: Plan; credits?: number; scopes?: Scope[]; team?: boolean } = {}) {
  const db = getDb();
  const { organizationId, teamId: defaultTeamId } = await db.transaction().execute((tx) =>
    createOrganization(tx, { name: `test-org-${Math.random().toString(36).slice(2, 8)}`, plan: opts.plan ?? 'business' }),
  );
  if (opts.credits !== undefined) {
    const org = await db.selectFrom('organizations').select('credit_balance').where('id', '=', organizationId).executeTakeFirstOrThrow();
    const delta = opts.credits - org.credit_balance;
    if (delta !== 0) await db.transaction().execute((tx) => grantCredits(tx, organizationId, delta, 'test setup'));
  }
  const teamId = opts.team ? await insertTeam(db, organizationId, `team-${Math.random().toString(36).slice(2, 8)}`) : null;
  const { id: apiKeyId, key } = await createApiKey(db, { organizationId, teamId, scopes: opts.scopes, name: 'test key' });
  return { db, organizationId, defaultTeamId, teamId, apiKeyId, key };
}

export async function addKey(organizationId: string, opts: { teamId?: string | null; scopes?: Scope[]; expiresAt?: Date | null } = {}) {
  return createApiKey(getDb(), { organizationId, teamId: opts.teamId ?? null, scopes: opts.scopes, expiresAt: opts.expiresAt });
}
