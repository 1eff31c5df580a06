import { env } from '../env';
import { countApiCall, flushApiCalls } from './call-counter';

const UUID_SEGMENT = /\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?=\/|$)/gi;

/** "POST /analyses/{id}/status": ids folded so per-endpoint counts group by route. */
export function endpointLabel(method: string, pathname: string): string {
  const path = pathname.replace(/^\/api\/v1/, '').replace(UUID_SEGMENT, '/{id}').replace(/\/+$/, '') || '/';
  return `${method.toUpperCase()} ${path}`.slice(0, 120);
}

/**
 * Counts one API call for the organisation and key (every authenticated call counts). With
 * `exact`, the count is written before this returns, with every other call counted so far.
 * On Vercel every call is written at once: a serverless instance may be frozen or recycled
 * right after its response, before a buffered count would be written.
 */
export async function recordApiCall(c: { organizationId: string; apiKeyId: string; method: string; pathname: string; exact: boolean }): Promise<void> {
  countApiCall({ organizationId: c.organizationId, apiKeyId: c.apiKeyId, endpoint: endpointLabel(c.method, c.pathname) });
  if (c.exact || env().VERCEL) await flushApiCalls();
}
