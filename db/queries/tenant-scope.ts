/**
 * Tenancy in one place: a team key sees its team's records, an organisation key sees all of
 * its organisation's. Other tenants' ids simply find nothing (404, never 403).
 *
 * A query function that reads or changes records for a request takes a `Tenant` (or the
 * organisation's id) and scopes by it here. The few that do not, for jobs and sweeps holding an id
 * the database itself gave them, say `AnyTenant` in their name where a scoped twin exists.
 */
export interface Tenant {
  organizationId: string;
  teamId: string | null;
}

type Scopable = {
  where(col: 'organization_id' | 'team_id', op: '=', value: string): any;
};

export function scopeToTenant<Q extends Scopable>(q: Q, t: Tenant): Q {
  let scoped = q.where('organization_id', '=', t.organizationId) as Q;
  if (t.teamId) scoped = scoped.where('team_id', '=', t.teamId) as Q;
  return scoped;
}
