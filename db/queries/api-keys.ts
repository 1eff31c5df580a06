import { sql } from 'kysely';
import type { DbOrTx } from '../index';
import { uuidv7 } from '../ids';

export interface NewApiKey {
  organizationId: string;
  teamId: string | null;
  createdByUserId: string | null;
  name: string;
  keyHash: string;
  keyFragment: string;
  scopes: string[];
  expiresAt: Date | null;
}

export async function insertApiKey(db: DbOrTx, k: NewApiKey) {
  const id = uuidv7();
  await db
    .insertInto('api_keys')
    .values({
      id,
      organization_id: k.organizationId,
      team_id: k.teamId,
      created_by_user_id: k.createdByUserId,
      name: k.name,
      key_hash: k.keyHash,
      key_fragment: k.keyFragment,
      scopes: k.scopes,
      expires_at: k.expiresAt,
    })
    .execute();
  return id;
}

/**
 * The key with its organisation's plan, if it is active: not revoked and not expired.
 * Requests read it through lib/keys/active-key-cache.ts, which keeps expires_at to check it on each use.
 */
export const findActiveKeyByHash = (db: DbOrTx, keyHash: string) =>
  db
    .selectFrom('api_keys')
    .innerJoin('organizations', 'organizations.id', 'api_keys.organization_id')
    .select([
      'api_keys.id',
      'api_keys.organization_id',
      'api_keys.team_id',
      'api_keys.scopes',
      'api_keys.name',
      'api_keys.expires_at',
      'organizations.plan',
    ])
    .where('api_keys.key_hash', '=', keyHash)
    .where('api_keys.revoked_at', 'is', null)
    .where((eb) => eb.or([eb('api_keys.expires_at', 'is', null), eb('api_keys.expires_at', '>', sql<Date>`now()`)]))
    .executeTakeFirst();

/** last_used_at at minute resolution: one write per key per minute, not per request. */
export const touchApiKey = (db: DbOrTx, id: string) =>
  db
    .updateTable('api_keys')
    .set({ last_used_at: sql`now()` })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', sql<Date>`now() - interval '1 minute'`)]))
    .execute();

export const revokeApiKey = (db: DbOrTx, id: string, organizationId?: string) => {
  let q = db.updateTable('api_keys').set({ revoked_at: sql`now()` }).where('id', '=', id).where('revoked_at', 'is', null);
  if (organizationId) q = q.where('organization_id', '=', organizationId);
  return q.executeTakeFirst();
};

export const findApiKey = (db: DbOrTx, id: string) => db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst();

/** Revokes the active keys a user created (in one organisation, or in all); returns them. */
export function revokeKeysCreatedBy(db: DbOrTx, userId: string, organizationId?: string) {
  let q = db
    .updateTable('api_keys')
    .set({ revoked_at: sql`now()` })
    .where('created_by_user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (organizationId) q = q.where('organization_id', '=', organizationId);
  return q.returning(['id', 'name', 'key_fragment']).execute();
}

export const listApiKeys = (db: DbOrTx, organizationId: string) =>
  db
    .selectFrom('api_keys')
    .leftJoin('teams', 'teams.id', 'api_keys.team_id')
    .leftJoin('users as creator', 'creator.id', 'api_keys.created_by_user_id')
    .select([
      'api_keys.id',
      'api_keys.name',
      'api_keys.key_fragment',
      'api_keys.team_id',
      'teams.name as team_name',
      'api_keys.scopes',
      'api_keys.created_at',
      'api_keys.last_used_at',
      'api_keys.expires_at',
      'api_keys.revoked_at',
      'api_keys.created_by_user_id',
      'creator.email as created_by_email',
      'creator.name as created_by_name',
    ])
    .where('api_keys.organization_id', '=', organizationId)
    .orderBy('api_keys.created_at', 'desc')
    .execute();
