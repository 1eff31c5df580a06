import type { DbOrTx } from '../../db/index';
import { revokeApiKey } from '../../db/queries/api-keys';
import { forgetCachedKeys } from './active-key-cache';

/**
 * Revokes a key (only within organizationId when given). The key's very next request on this
 * process is refused; other processes drop it when PostgreSQL delivers the trigger's notification.
 */
export async function revokeKey(db: DbOrTx, id: string, organizationId?: string) {
  const r = await revokeApiKey(db, id, organizationId);
  forgetCachedKeys();
  return r;
}
