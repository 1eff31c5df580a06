import type { DbOrTx } from '../../db/index';
import { findApiKey, listApiKeys, renameApiKey } from '../../db/queries/api-keys';
import { findUserById } from '../../db/queries/users';
import { revokeKey } from '../keys/revoke-key';
import { rollKey } from '../keys/roll-key';
import { createApiKey } from '../keys/create-api-key';
import type { Scope } from '../keys/scopes';
import { AppError, notFound } from '../errors';
import type { Actor } from '../organizations/actor';
import { KeyName } from './key-form';
import { canManageKey } from '../keys/key-policy';
import { assertAllowed, isManager } from '../organizations/roles';

export type KeyStatus = 'active' | 'revoked' | 'expired';

export const keyStatus = (k: { revoked_at: Date | null; expires_at: Date | null }, now = new Date()): KeyStatus =>
  k.revoked_at ? 'revoked' : k.expires_at && k.expires_at <= now ? 'expired' : 'active';

/** The keys the actor may see: all of the organisation's for owners and admins, their own for members. */
export async function listKeysFor(db: DbOrTx, actor: Actor) {
  const keys = await listApiKeys(db, actor.organizationId);
  const visible = isManager(actor.role) ? keys : keys.filter((k) => k.created_by_user_id === actor.userId);
  return visible.map((k) => ({ ...k, status: keyStatus(k) }));
}

export const unverifiedAddress = () =>
  new AppError('email_unverified', 'Confirm your email address before creating API keys: follow the link we sent you, or send a new one from your account page.');

/** Only an account whose address is proven may create keys (an unverified sign-up gets none). */
export async function createKeyFor(
  db: DbOrTx,
  actor: Actor,
  input: { name: string; scopes: Scope[]; teamId: string | null; expiresAt: Date | null },
) {
  const user = await findUserById(db, actor.userId);
  if (!user?.email_verified_at) throw unverifiedAddress();
  return createApiKey(db, {
    organizationId: actor.organizationId,
    createdByUserId: actor.userId,
    name: input.name,
    scopes: input.scopes,
    teamId: input.teamId,
    expiresAt: input.expiresAt,
  });
}

async function manageableKey(db: DbOrTx, actor: Actor, keyId: string, verb: string) {
  const key = await findApiKey(db, actor.organizationId, keyId);
  if (!key) throw notFound();
  assertAllowed(canManageKey(actor, key), `Members can ${verb} only the keys they created`);
  return key;
}

/** Takes effect on the key's next request (lib/keys/revoke-key.ts). */
export async function revokeKeyFor(db: DbOrTx, actor: Actor, keyId: string) {
  const key = await manageableKey(db, actor, keyId, 'revoke');
  await revokeKey(db, actor.organizationId, key.id);
}

export async function renameKeyFor(db: DbOrTx, actor: Actor, keyId: string, rawName: unknown) {
  const name = KeyName.safeParse(rawName);
  if (!name.success) throw new AppError('invalid_params', name.error.issues[0].message);
  const key = await manageableKey(db, actor, keyId, 'rename');
  await renameApiKey(db, key.id, actor.organizationId, name.data);
  return name.data;
}

/** A new secret, shown once; the old one works for ROLL_GRACE_HOURS more (lib/keys/roll-key.ts). */
export async function rollKeyFor(db: DbOrTx, actor: Actor, keyId: string) {
  const key = await manageableKey(db, actor, keyId, 'roll');
  if (keyStatus(key) !== 'active') throw new AppError('invalid_params', 'Only an active key can be rolled');
  return { name: key.name, ...(await rollKey(db, key.id, actor.organizationId)) };
}
