import type { DbOrTx } from '../index';
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
