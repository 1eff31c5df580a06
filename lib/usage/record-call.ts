import type { DbOrTx } from '../../db/index';
import { incrementUsage } from '../../db/queries/usage';
import { touchApiKey } from '../../db/queries/api-keys';
import { utcDay } from '../time';

const UUID_SEGMENT = /\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?=\/|$)/gi;

/** "POST /analyses/{id}/status": ids folded so per-endpoint counts group by route. */
export function endpointLabel(method: string, pathname: string): string {
  const path = pathname.replace(/^\/api\/v1/, '').replace(UUID_SEGMENT, '/{id}').replace(/\/+$/, '') || '/';
  return `${method.toUpperCase()} ${path}`.slice(0, 120);
}

/** Counts one API call for the organisation and key (every authenticated call counts), on the counter pool. */
export async function recordApiCall(
  db: DbOrTx,
  c: { organizationId: string; apiKeyId: string; method: string; pathname: string; now?: Date },
): Promise<void> {
  await Promise.all([
    incrementUsage(db, {
      organizationId: c.organizationId,
      apiKeyId: c.apiKeyId,
      day: utcDay(c.now ?? new Date()),
      endpoint: endpointLabel(c.method, c.pathname),
    }),
    touchApiKey(db, c.apiKeyId),
  ]);
}
