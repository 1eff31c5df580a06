import type { Db, DbOrTx } from '../../db/index';
import { insertAuditEntry } from '../../db/queries/audit-log';
import { countTeamRecords, deleteTeamRow, insertTeam, lockTeam, renameTeamRow, revokeTeamKeys } from '../../db/queries/teams';
import { AppError, notFound } from '../errors';
import type { Actor } from '../organizations/actor';
import { forgetCachedKeys } from '../keys/active-key-cache';
import { assertAllowed, canDeleteTeams, canManageTeams } from '../organizations/roles';

const teamName = (raw: string) => {
  const name = raw.trim();
  if (!name || name.length > 100) throw new AppError('bad_team_name', 'A team name has 1 to 100 characters');
  return name;
};

const taken = (name: string) => new AppError('team_exists', `A team named "${name}" already exists`);
const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

export async function createTeam(db: DbOrTx, actor: Actor, rawName: string) {
  assertAllowed(canManageTeams(actor), 'Only owners and admins can create teams');
  const name = teamName(rawName);
  try {
    return await insertTeam(db, actor.organizationId, name);
  } catch (err) {
    if (isUniqueViolation(err)) throw taken(name);
    throw err;
  }
}

/** Renames a team of the actor's organisation; its keys and records keep it. */
export async function renameTeam(db: Db, actor: Actor, teamId: string, rawName: string) {
  assertAllowed(canManageTeams(actor), 'Only owners and admins can rename teams');
  const name = teamName(rawName);
  try {
    return await db.transaction().execute(async (tx) => {
      const team = await lockTeam(tx, actor.organizationId, teamId);
      if (!team) throw notFound();
      if (team.name === name) return { from: team.name, to: name };
      await renameTeamRow(tx, actor.organizationId, teamId, name);
      await insertAuditEntry(tx, { actorUserId: actor.userId, organizationId: actor.organizationId, action: 'team.renamed', details: { from: team.name, to: name } });
      return { from: team.name, to: name };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken(name);
    throw err;
  }
}

export interface DeletedTeam {
  name: string;
  revokedKeys: { id: string; name: string; key_fragment: string }[];
  /** records the team's keys made: they stay, as the organisation's */
  keptRecords: number;
}

/**
 * Deletes a team (owners only). In one transaction: its API keys are revoked (refused from their
 * next request, in every process) and kept for the record with no team; its analyses, preps,
 * skill gaps and generated CVs stay and become the organisation's (organisation-wide keys and
 * the dashboard see them, as before; no team key does); the audit log names what went.
 */
export async function deleteTeam(db: Db, actor: Actor, teamId: string): Promise<DeletedTeam> {
  assertAllowed(canDeleteTeams(actor), 'Only owners can delete teams');
  const deleted = await db.transaction().execute(async (tx) => {
    const team = await lockTeam(tx, actor.organizationId, teamId);
    if (!team) throw notFound();
    const revokedKeys = await revokeTeamKeys(tx, teamId);
    const counts = await countTeamRecords(tx, teamId);
    const keptRecords = counts.analyses + counts.interview_preps + counts.skill_gaps + counts.generations;
    await deleteTeamRow(tx, teamId);
    await insertAuditEntry(tx, {
      actorUserId: actor.userId,
      organizationId: actor.organizationId,
      action: 'team.deleted',
      details: { name: team.name, revoked_keys: revokedKeys.map((k) => `${k.name} (${k.key_fragment})`).join(', ') || 'none', kept_records: keptRecords },
    });
    return { name: team.name, revokedKeys, keptRecords };
  });
  if (deleted.revokedKeys.length) forgetCachedKeys();
  return deleted;
}
