import type { DbOrTx } from '../../db/index';
import { insertTeam } from '../../db/queries/teams';
import { AppError } from '../errors';
import type { Actor } from '../auth/actor';
import { assertAllowed, canManageTeams } from './roles';

export async function createTeam(db: DbOrTx, actor: Actor, rawName: string) {
  assertAllowed(canManageTeams(actor), 'Only owners and admins can create teams');
  const name = rawName.trim();
  if (!name || name.length > 100) throw new AppError('bad_team_name', 'A team name has 1 to 100 characters');
  try {
    return await insertTeam(db, actor.organizationId, name);
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw new AppError('team_exists', `A team named "${name}" already exists`);
    throw err;
  }
}
