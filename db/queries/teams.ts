import { sql } from 'kysely';
import type { DbOrTx, Tx } from '../index';
import { uuidv7 } from '../ids';

export async function insertTeam(db: DbOrTx, organizationId: string, name: string) {
  const id = uuidv7();
  await db.insertInto('teams').values({ id, organization_id: organizationId, name }).execute();
  return id;
}

export const findTeam = (db: DbOrTx, organizationId: string, id: string) =>
  db.selectFrom('teams').selectAll().where('organization_id', '=', organizationId).where('id', '=', id).executeTakeFirst();

export const listTeams = (db: DbOrTx, organizationId: string) =>
  db.selectFrom('teams').selectAll().where('organization_id', '=', organizationId).orderBy('created_at').execute();

export const renameTeamRow = (db: DbOrTx, organizationId: string, id: string, name: string) =>
  db.updateTable('teams').set({ name }).where('organization_id', '=', organizationId).where('id', '=', id).executeTakeFirst();

/** Locks the team until the transaction ends, so no key is made for it meanwhile. */
export const lockTeam = (db: Tx, organizationId: string, id: string) =>
  db.selectFrom('teams').selectAll().where('organization_id', '=', organizationId).where('id', '=', id).forUpdate().executeTakeFirst();

/** Its keys lose the team (set null) and its records move to the organisation, by the foreign keys. */
export const deleteTeamRow = (db: DbOrTx, id: string) => db.deleteFrom('teams').where('id', '=', id).executeTakeFirst();

/** Revokes the team's active keys; returns them (for the audit entry and the answer). */
export const revokeTeamKeys = (db: DbOrTx, teamId: string) =>
  db
    .updateTable('api_keys')
    .set({ revoked_at: sql`now()` })
    .where('team_id', '=', teamId)
    .where('revoked_at', 'is', null)
    .returning(['id', 'name', 'key_fragment'])
    .execute();

/** How many records of each kind a team's keys made (they stay, as the organisation's). */
export async function countTeamRecords(db: DbOrTx, teamId: string) {
  const r = await sql<{ analyses: number; interview_preps: number; skill_gaps: number; generations: number }>`
    select
      (select count(*) from analyses where team_id = ${teamId})::int as analyses,
      (select count(*) from interview_preps where team_id = ${teamId})::int as interview_preps,
      (select count(*) from skill_gaps where team_id = ${teamId})::int as skill_gaps,
      (select count(*) from generations where team_id = ${teamId})::int as generations
  `.execute(db);
  return r.rows[0];
}

/** Every team of the organisation with its active keys and records, for the team page. */
export async function listTeamsWithCounts(db: DbOrTx, organizationId: string) {
  const r = await sql<{ id: string; name: string; created_at: Date; active_keys: number; records: number }>`
    select t.id, t.name, t.created_at,
      (select count(*) from api_keys k where k.team_id = t.id and k.revoked_at is null and (k.expires_at is null or k.expires_at > now()))::int as active_keys,
      ((select count(*) from analyses where team_id = t.id) + (select count(*) from interview_preps where team_id = t.id)
        + (select count(*) from skill_gaps where team_id = t.id) + (select count(*) from generations where team_id = t.id))::int as records
    from teams t where t.organization_id = ${organizationId}
    order by t.created_at, t.id
  `.execute(db);
  return r.rows;
}
