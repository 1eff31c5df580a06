/**
 * The wrapper of every /api/v1 route: key → rate limit → scope → count the call →
 * body limit → idempotency → handler → headers, with every failure mapped by errorResponse.
 */
import { getDb, type Db } from '../../db/index';
import type { Plan } from '../../db/types';
import { invalidKey, missingScope, rateLimited } from '../errors';
import { uuidv7 } from '../ids';
import { findActiveKey } from '../keys/active-key-cache';
import { hashApiKey, looksLikeApiKey } from '../keys/api-key';
import { getRateLimiter, type LimitResult } from '../rate-limit';
import { recordApiCall } from '../usage/record-call';
import { logRefusedKey, logRequest } from '../usage/request-log';
import { errorResponse } from './error-response';
import { parseIdempotencyKey, withIdempotency } from './idempotency';
import type { Operation } from './operations';
import { requestHash } from './request-meaning';
import { readBodyLimited } from './read-body';
import { readInput, type OperationInput } from './request-input';
import { responders, type Respond, type RespondCreate } from './respond';

export interface ApiAuth {
  apiKeyId: string;
  organizationId: string;
  /** null: an organisation key that sees every team's records */
  teamId: string | null;
  plan: Plan;
  scopes: string[];
}

export interface ApiContext<O extends Operation> {
  url: URL;
  auth: ApiAuth;
  db: Db;
  requestId: string;
  /** the path id, query and body, validated by the operation's schemas */
  input: OperationInput<O>;
  /** the success, shaped by the operation's response schema (lib/api/respond.ts) */
  respond: Respond<O>;
  /** a create's 201, or its 202 while the job still runs */
  respondCreate: RespondCreate<O>;
}

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

/**
 * The window is a sliding one (lib/rate-limit): Reset is when the oldest request still counted
 * leaves it, which is when Remaining next goes up; on a 429, Retry-After is the wait until then.
 */
function rateHeaders(r: LimitResult): Record<string, string> {
  const h: Record<string, string> = {
    'X-RateLimit-Limit': String(r.limit),
    'X-RateLimit-Remaining': String(Math.max(0, r.remaining)),
    'X-RateLimit-Reset': String(Math.ceil(r.reset / 1000)),
  };
  if (!r.success) h['Retry-After'] = String(Math.max(1, Math.ceil(r.resetAfterMs / 1000)));
  return h;
}

/** The key's hash when it is well formed: a refused one may be a known key, logged for its organisation. */
function presentedKeyHash(req: Request): string | null {
  const key = req.headers.get('x-api-key');
  return looksLikeApiKey(key) ? hashApiKey(key) : null;
}

async function authenticate(db: Db, keyHash: string | null): Promise<ApiAuth> {
  if (!keyHash) throw invalidKey();
  const row = await findActiveKey(db, keyHash);
  if (!row) throw invalidKey();
  return { apiKeyId: row.id, organizationId: row.organization_id, teamId: row.team_id, plan: row.plan, scopes: row.scopes };
}

/** A team key's Idempotency-Keys are its team's own: a replay must not hand one team another team's record. */
const idempotencyScope = (auth: ApiAuth, key: string) => (auth.teamId ? `team:${auth.teamId}:${key}` : key);

/** The route handler of an operation: the handler sees only requests allowed to run it, with their input validated. */
export function withApiKey<O extends Operation>(op: O, handler: (ctx: ApiContext<O>) => Promise<Response>) {
  const { respond, respondCreate } = responders(op);
  return async (req: Request, route?: RouteContext): Promise<Response> => {
    const requestId = uuidv7();
    const started = performance.now();
    const keyHash = presentedKeyHash(req);
    let auth: ApiAuth | undefined;
    const response = await answer(req, route, requestId, keyHash, (a) => (auth = a));
    // every answer to a known key is logged with its status and latency (lib/usage/request-log.ts)
    const logged = { requestId, method: req.method, pathname: new URL(req.url).pathname, status: response.status, latencyMs: performance.now() - started };
    if (auth) void logRequest({ ...logged, organizationId: auth.organizationId, apiKeyId: auth.apiKeyId });
    else if (keyHash && response.status === 401) logRefusedKey(getDb(), keyHash, logged);
    return response;
  };

  async function answer(req: Request, route: RouteContext | undefined, requestId: string, keyHash: string | null, known: (a: ApiAuth) => void): Promise<Response> {
    let headers: Record<string, string> = {};
    try {
      const db = getDb();
      const auth = await authenticate(db, keyHash);
      known(auth);
      // the limit comes before the scope check so that every answer to a known key, 403 included,
      // carries the rate-limit headers (only 401s lack them: no key, no budget to describe)
      const limit = await getRateLimiter().limit(auth.apiKeyId);
      headers = rateHeaders(limit);
      if (!limit.success) throw rateLimited(limit.limit);
      if (!auth.scopes.includes(op.scope)) throw missingScope();

      const url = new URL(req.url);
      await recordApiCall({
        organizationId: auth.organizationId,
        apiKeyId: auth.apiKeyId,
        method: req.method,
        pathname: url.pathname,
        exact: req.method === 'POST' || op.exactCount === true,
      });

      const params = route ? await route.params : {};
      const body = req.method === 'POST' ? await readBodyLimited(req) : new Uint8Array();
      const contentType = req.headers.get('content-type');
      // within the idempotent run: a refused request is not kept, so it can be corrected and retried
      const run = async () => handler({ url, auth, db, requestId, input: await readInput(op, { url, params, body, contentType }), respond, respondCreate });

      const idempotencyKey = req.method === 'POST' ? parseIdempotencyKey(req) : null;
      const response = idempotencyKey
        ? await withIdempotency(
            db,
            auth.organizationId,
            idempotencyScope(auth, idempotencyKey),
            await requestHash(req.method, url.pathname, contentType, body),
            run,
          )
        : await run();

      response.headers.set('X-Request-Id', requestId);
      for (const [k, v] of Object.entries(headers)) response.headers.set(k, v);
      return response;
    } catch (err) {
      return errorResponse(err, requestId, headers);
    }
  }
}
