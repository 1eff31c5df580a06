/**
 * The wrapper of every /api/v1 route (DESIGN §3): key → rate limit → scope → count the call →
 * body limit → idempotency → handler → headers, with every failure mapped by errorResponse.
 */
import { getDb, type Db } from '../../db/index';
import type { Plan } from '../../db/types';
import { invalidKey, missingScope, rateLimited } from '../errors';
import { uuidv7 } from '../ids';
import { findActiveKey } from '../keys/active-key-cache';
import { hashApiKey, looksLikeApiKey } from '../keys/api-key';
import type { Scope } from '../keys/scopes';
import { getRateLimiter, type LimitResult } from '../rate-limit';
import { recordApiCall } from '../usage/record-call';
import { errorResponse } from './error-response';
import { parseIdempotencyKey, withIdempotency } from './idempotency';
import { requestHash } from './request-meaning';
import { readBodyLimited } from './read-body';

export interface ApiAuth {
  apiKeyId: string;
  organizationId: string;
  /** null: an organisation key that sees every team's records */
  teamId: string | null;
  plan: Plan;
  scopes: string[];
}

export interface ApiContext<P> {
  req: Request;
  url: URL;
  auth: ApiAuth;
  params: P;
  db: Db;
  requestId: string;
  /** the request body (POST only), already read within the upload limit */
  body: Uint8Array;
}

type RouteContext<P> = { params: Promise<P> };

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

async function authenticate(db: Db, req: Request): Promise<ApiAuth> {
  const key = req.headers.get('x-api-key');
  if (!looksLikeApiKey(key)) throw invalidKey();
  const row = await findActiveKey(db, hashApiKey(key));
  if (!row) throw invalidKey();
  return { apiKeyId: row.id, organizationId: row.organization_id, teamId: row.team_id, plan: row.plan, scopes: row.scopes };
}

/** A team key's Idempotency-Keys are its team's own: a replay must not hand one team another team's record. */
const idempotencyScope = (auth: ApiAuth, key: string) => (auth.teamId ? `team:${auth.teamId}:${key}` : key);

export function withApiKey<P = Record<string, never>>(
  /** exactCount: the handler reads call counts, so this call is written before it runs (always for POST) */
  opts: { scope: Scope; exactCount?: boolean },
  handler: (ctx: ApiContext<P>) => Promise<Response>,
) {
  return async (req: Request, route?: RouteContext<P>): Promise<Response> => {
    const requestId = uuidv7();
    let headers: Record<string, string> = {};
    try {
      const db = getDb();
      const auth = await authenticate(db, req);
      // the limit comes before the scope check so that every answer to a known key, 403 included,
      // carries the rate-limit headers (only 401s lack them: no key, no budget to describe)
      const limit = await getRateLimiter().limit(auth.apiKeyId);
      headers = rateHeaders(limit);
      if (!limit.success) throw rateLimited();
      if (!auth.scopes.includes(opts.scope)) throw missingScope();

      const url = new URL(req.url);
      await recordApiCall({
        organizationId: auth.organizationId,
        apiKeyId: auth.apiKeyId,
        method: req.method,
        pathname: url.pathname,
        exact: req.method === 'POST' || opts.exactCount === true,
      });

      const params = (route ? await route.params : {}) as P;
      const body = req.method === 'POST' ? await readBodyLimited(req) : new Uint8Array();
      const ctx: ApiContext<P> = { req, url, auth, params, db, requestId, body };

      const idempotencyKey = req.method === 'POST' ? parseIdempotencyKey(req) : null;
      const response = idempotencyKey
        ? await withIdempotency(
            db,
            auth.organizationId,
            idempotencyScope(auth, idempotencyKey),
            await requestHash(req.method, url.pathname, req.headers.get('content-type'), body),
            () => handler(ctx),
          )
        : await handler(ctx);

      response.headers.set('X-Request-Id', requestId);
      for (const [k, v] of Object.entries(headers)) response.headers.set(k, v);
      return response;
    } catch (err) {
      return errorResponse(err, requestId, headers);
    }
  };
}
