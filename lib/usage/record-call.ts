import { sql } from 'kysely';
import type { Db } from '../../db/index';
import { incrementUsage } from '../../db/queries/usage';
import { touchApiKey } from '../../db/queries/api-keys';
import { utcDay } from '../time';

const UUID_SEGMENT = /\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?=\/|$)/gi;

/** "POST /analyses/{id}/status": ids folded so per-endpoint counts group by route. */
export function endpointLabel(method: string, pathname: string): string {
  const path = pathname.replace(/^\/api\/v1/, '').replace(UUID_SEGMENT, '/{id}').replace(/\/+$/, '') || '/';
  return `${method.toUpperCase()} ${path}`.slice(0, 120);
}

/**
 * Counts one API call for the organisation and key (every authenticated call counts).
 * Every call of a key updates the same counter row, so each transaction must hold its lock
 * briefly: the commit does not wait for the WAL flush (synchronous_commit off). A crash of the
 * app loses nothing; only a crash of PostgreSQL itself could drop the last fraction of a second
 * of counts, never a record or a credit, which keep synchronous commits.
 */
export async function recordApiCall(
  db: Db,
  c: { organizationId: string; apiKeyId: string; method: string; pathname: string; now?: Date },
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await sql`set local synchronous_commit to off`.execute(tx);
    await incrementUsage(tx, {
      organizationId: c.organizationId,
      apiKeyId: c.apiKeyId,
      day: utcDay(c.now ?? new Date()),
      endpoint: endpointLabel(c.method, c.pathname),
    });
    await touchApiKey(tx, c.apiKeyId);
  });
}
