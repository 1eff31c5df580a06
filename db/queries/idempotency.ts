import { sql } from 'kysely';
import type { DbOrTx } from '../index';

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'mismatch' }
  | { kind: 'in_progress' };

const LOCK = sql<Date>`now() + interval '5 minutes'`;

/**
 * Reserves (organisation, key) for one request. A finished entry younger than 24 h replays;
 * an older one, or one whose holder died (lock expired), is taken over.
 */
export async function claimIdempotencyKey(db: DbOrTx, organizationId: string, key: string, requestHash: string): Promise<Claim> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({ organization_id: organizationId, key, request_hash: requestHash, locked_until: LOCK })
    .onConflict((oc) => oc.columns(['organization_id', 'key']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { kind: 'claimed' };

  const taken = await db
    .updateTable('idempotency_keys')
    .set({ request_hash: requestHash, locked_until: LOCK, response_status: null, response_body: null, created_at: sql`now()` })
    .where('organization_id', '=', organizationId)
    .where('key', '=', key)
    .where((eb) =>
      eb.or([
        eb('created_at', '<', sql<Date>`now() - interval '24 hours'`),
        eb.and([eb('response_status', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]),
      ]),
    )
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) > 0) return { kind: 'claimed' };

  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'response_status', 'response_body'])
    .where('organization_id', '=', organizationId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return claimIdempotencyKey(db, organizationId, key, requestHash);
  if (row.request_hash !== requestHash) return { kind: 'mismatch' };
  if (row.response_status !== null) return { kind: 'replay', status: row.response_status, body: row.response_body };
  return { kind: 'in_progress' };
}

export const completeIdempotencyKey = (db: DbOrTx, organizationId: string, key: string, status: number, body: unknown) =>
  db
    .updateTable('idempotency_keys')
    .set({ response_status: status, response_body: JSON.stringify(body), locked_until: null })
    .where('organization_id', '=', organizationId)
    .where('key', '=', key)
    .execute();

export const releaseIdempotencyKey = (db: DbOrTx, organizationId: string, key: string) =>
  db.deleteFrom('idempotency_keys').where('organization_id', '=', organizationId).where('key', '=', key).where('response_status', 'is', null).execute();
