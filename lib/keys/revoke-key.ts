import type { DbOrTx } from '../../db/index';
import { revokeApiKey, revokeApiKeyAnyTenant } from '../../db/queries/api-keys';
import { forgetCachedKeys } from './active-key-cache';

/**
 * Revokes one of the organisation's keys. The key's very next request on this process is refused;
 * other processes drop it when PostgreSQL delivers the trigger's notification.
 */
export async function revokeKey(db: DbOrTx, organizationId: string, id: string) {
  const r = await revokeApiKey(db, organizationId, id);
  forgetCachedKeys();
  return r;
}

/** The same for a key of any organisation: the operator's CLI. */
export async function revokeKeyAnyTenant(db: DbOrTx, id: string) {
  const r = await revokeApiKeyAnyTenant(db, id);
  forgetCachedKeys();
  return r;
}
