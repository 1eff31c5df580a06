import type { DbOrTx } from '../../db/index';
import { rollApiKey } from '../../db/queries/api-keys';
import { notFound } from '../errors';
import { forgetCachedKeys } from './active-key-cache';
import { generateApiKey, hashApiKey, keyFragment } from './api-key';

/** How long the old secret keeps working after a roll: a day to deploy the new one everywhere. */
export const ROLL_GRACE_HOURS = 24;

/**
 * A new secret for an active key, returned in clear (the only time it exists outside the
 * client). The old secret authenticates until the grace period ends (checked on every use, as
 * an expiry is); revoking the key ends both at once.
 */
export async function rollKey(db: DbOrTx, id: string, organizationId: string, now = Date.now()) {
  const key = generateApiKey();
  const row = await rollApiKey(db, {
    id,
    organizationId,
    keyHash: hashApiKey(key),
    keyFragment: keyFragment(key),
    graceEnds: new Date(now + ROLL_GRACE_HOURS * 3_600_000),
  });
  if (!row) throw notFound();
  forgetCachedKeys();
  return { key, oldSecretEndsAt: row.previous_key_expires_at! };
}
