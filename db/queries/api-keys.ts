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
 * The key with its organisation's plan, if it is active: not revoked and not expired. The hash
 * may be the current secret's, or the previous one's within its grace period after a roll; then
 * expires_at is the earlier of the key's expiry and the end of that grace period.
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
      sql<Date | null>`case when api_keys.key_hash = ${keyHash} then api_keys.expires_at
        else least(api_keys.expires_at, api_keys.previous_key_expires_at) end`.as('expires_at'),
      'organizations.plan',
    ])
    .where((eb) =>
      eb.or([
        eb('api_keys.key_hash', '=', keyHash),
        eb.and([eb('api_keys.previous_key_hash', '=', keyHash), eb('api_keys.previous_key_expires_at', '>', sql<Date>`now()`)]),
      ]),
    )
    .where('api_keys.revoked_at', 'is', null)
    .where((eb) => eb.or([eb('api_keys.expires_at', 'is', null), eb('api_keys.expires_at', '>', sql<Date>`now()`)]))
    .executeTakeFirst();

/** Whose key this hash was (current or previous secret, in any state): a 401 for a revoked key is shown to its organisation. */
export const findKeyOwnerByHash = (db: DbOrTx, keyHash: string) =>
  db
    .selectFrom('api_keys')
    .select(['id', 'organization_id'])
    .where((eb) => eb.or([eb('key_hash', '=', keyHash), eb('previous_key_hash', '=', keyHash)]))
    .executeTakeFirst();

/**
 * A new secret for an active key: the old one moves to previous_key_hash and is accepted until
 * graceEnds. A second roll replaces the previous secret (it stops at once). Returns the row changed.
 */
export const rollApiKey = (
  db: DbOrTx,
  k: { id: string; organizationId: string; keyHash: string; keyFragment: string; graceEnds: Date },
) =>
  db
    .updateTable('api_keys')
    .set({
      previous_key_hash: sql`key_hash`,
      previous_key_fragment: sql`key_fragment`,
      previous_key_expires_at: k.graceEnds,
      key_hash: k.keyHash,
      key_fragment: k.keyFragment,
      rolled_at: sql`now()`,
    })
    .where('id', '=', k.id)
    .where('organization_id', '=', k.organizationId)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
    .returning(['id', 'previous_key_expires_at'])
    .executeTakeFirst();

export const renameApiKey = (db: DbOrTx, id: string, organizationId: string, name: string) =>
  db.updateTable('api_keys').set({ name }).where('id', '=', id).where('organization_id', '=', organizationId).executeTakeFirst();

/** last_used_at at minute resolution: one write per key per minute, not per request. */
export const touchApiKeys = (db: DbOrTx, ids: readonly string[]) =>
  db
    .updateTable('api_keys')
    .set({ last_used_at: sql`now()` })
    .where('id', 'in', ids)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', sql<Date>`now() - interval '1 minute'`)]))
    .execute();

const revoking = (db: DbOrTx, id: string) =>
  db.updateTable('api_keys').set({ revoked_at: sql`now()` }).where('id', '=', id).where('revoked_at', 'is', null);

export const revokeApiKey = (db: DbOrTx, organizationId: string, id: string) =>
  revoking(db, id).where('organization_id', '=', organizationId).executeTakeFirst();

/** Any organisation's key: for the operator's CLI, never for a request. */
export const revokeApiKeyAnyTenant = (db: DbOrTx, id: string) => revoking(db, id).executeTakeFirst();

export const findApiKey = (db: DbOrTx, organizationId: string, id: string) =>
  db.selectFrom('api_keys').selectAll().where('id', '=', id).where('organization_id', '=', organizationId).executeTakeFirst();

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
      'api_keys.rolled_at',
      'api_keys.previous_key_fragment',
      'api_keys.previous_key_expires_at',
      'api_keys.created_by_user_id',
      'creator.email as created_by_email',
      'creator.name as created_by_name',
    ])
    .where('api_keys.organization_id', '=', organizationId)
    .orderBy('api_keys.created_at', 'desc')
    .execute();
