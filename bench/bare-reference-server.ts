/**
 * The floor for `GET /api/v1/analyses/:id`: bare `node:http` + `pg`, no framework. It does the
 * same essential work as the real route (hash the `x-api-key`, look the key up as an active key
 * with its organisation, check the scope, select the tenant's analysis row, shape it with the
 * same presenter) and skips what the product adds on top (rate limit, usage counting,
 * request ids, zod response validation, Next.js routing). Run against the same database as
 * the app under test, in the same benchmark run.
 *
 *   DATABASE_URL=postgres://… PORT=4000 npx tsx bench/bare-reference-server.ts
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { analysisDetail } from '../lib/analyses/present-analysis';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ROUTE = /^\/api\/v1\/analyses\/([^/?]+)$/;

// the same pool size as the app's (db/index.ts)
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
pool.on('error', () => undefined);
// the same type parsing as the app (db/index.ts): numeric and bigint as numbers, dates as text
pg.types.setTypeParser(1700, (v) => Number(v));
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1082, (v) => v);

const KEY_SQL = `select k.id, k.organization_id, k.team_id, k.scopes
  from api_keys k join organizations o on o.id = k.organization_id
  where k.key_hash = $1 and k.revoked_at is null and (k.expires_at is null or k.expires_at > now())`;

function send(res: http.ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
  const pathname = (req.url ?? '/').split('?')[0];
  if (pathname === '/health') return send(res, 200, { ok: true });
  const m = req.method === 'GET' ? ROUTE.exec(pathname) : null;
  if (!m) return send(res, 404, { error: 'Resource not found' });
  const key = req.headers['x-api-key'];
  if (typeof key !== 'string' || !/^cvl_[0-9A-Za-z]{20,80}$/.test(key)) return send(res, 401, { error: 'Invalid or expired API key' });
  const found = await pool.query(KEY_SQL, [createHash('sha256').update(key).digest('hex')]);
  const k = found.rows[0];
  if (!k) return send(res, 401, { error: 'Invalid or expired API key' });
  if (!k.scopes.includes('analyses:read')) return send(res, 403, { error: 'API key does not have required scope' });
  if (!UUID.test(m[1])) return send(res, 400, { error: 'Invalid request parameters' });
  const params = [m[1], k.organization_id];
  let sql = 'select * from analyses where id = $1 and organization_id = $2';
  if (k.team_id) {
    sql += ' and team_id = $3';
    params.push(k.team_id);
  }
  const row = (await pool.query(sql, params)).rows[0];
  if (!row) return send(res, 404, { error: 'Resource not found' });
  send(res, 200, analysisDetail(row));
}

const server = http.createServer((req, res) => {
  handle(req, res).catch((err) => {
    if (!stopping) console.error('[bare]', err);
    if (!res.headersSent) send(res, 500, { error: 'Internal server error' });
  });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT ?? 4000), '127.0.0.1');

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.close();
  server.closeAllConnections();
  void pool.end().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
