import type { Db } from '../../db/index';
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey } from '../../db/queries/idempotency';
import { AppError } from '../errors';

const WAIT_MS = 60_000;
const POLL_MS = 100;

export function parseIdempotencyKey(req: Request): string | null {
  const key = req.headers.get('idempotency-key');
  if (key === null) return null;
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw new AppError('bad_idempotency_key', 'Idempotency-Key must be 1 to 255 printable ASCII characters');
  }
  return key;
}

const replay = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'Idempotent-Replayed': 'true' } });

/**
 * Runs `produce` once per (organisation, Idempotency-Key): a retry of the same request (the same
 * `hash`, lib/api/request-meaning.ts) gets the first response again (so it is charged once);
 * the same key with another request is refused.
 * Only successful responses are kept, so a request refused for a fixable reason can be retried.
 */
export async function withIdempotency(
  db: Db,
  organizationId: string,
  key: string,
  hash: string,
  produce: () => Promise<Response>,
): Promise<Response> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const claim = await claimIdempotencyKey(db, organizationId, key, hash);
    if (claim.kind === 'replay') return replay(claim.status, claim.body);
    if (claim.kind === 'mismatch') {
      throw new AppError('idempotency_mismatch', 'Idempotency-Key was already used with a different request body');
    }
    if (claim.kind === 'claimed') break;
    if (Date.now() > deadline) {
      throw new AppError('idempotency_in_progress', 'A request with this Idempotency-Key is still in progress; retry later');
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }

  let response: Response;
  try {
    response = await produce();
  } catch (err) {
    await releaseIdempotencyKey(db, organizationId, key);
    throw err;
  }
  if (response.status >= 200 && response.status < 300) {
    const body = await response.clone().json();
    await completeIdempotencyKey(db, organizationId, key, response.status, body);
  } else {
    await releaseIdempotencyKey(db, organizationId, key);
  }
  return response;
}
