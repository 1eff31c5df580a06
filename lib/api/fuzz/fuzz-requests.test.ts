/**
 * Issue 8, fuzzing (part 1): methods, headers, query strings and path ids on every endpoint.
 * Invalid requests are invalid by construction and must get their exact 4xx with an
 * `{"error"}` body from the spec's table; valid ones (built separately) must succeed; nothing
 * may answer 5xx or hang. Bodies (JSON and multipart) are in fuzz-bodies.test.ts.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../../db/index';
import { waitFor } from '../../jobs/wait-for';
import { callRoute } from '../../testing/call-route';
import { fixtureForm } from '../../testing/cv-files';
import { useEmbeddedExecutor } from '../../testing/executor';
import { addKey, createTestTenant } from '../../testing/tenants';
import {
  arbitraryQuery,
  badApiKey,
  headerValue,
  hugeHeaderValue,
  invalidLimit,
  invalidStatus,
  nonUuid,
  notAPositiveInteger,
  unknownUuid,
} from './arbitraries';
import { dispatch, rawRequest, type FuzzResponse } from './dispatch';
import { ENDPOINTS, KEYED, LISTS, DETAILS, endpoint, type Endpoint } from './endpoints';
import { assertError } from './error-contract';
import { check, SEED, useUnlimitedRate } from './fuzz-setup';

useEmbeddedExecutor();
useUnlimitedRate();

let key = '';
let usageOnlyKey = '';
/** one real record per detail endpoint, and a signed download link */
const existing: Record<string, string> = {};
let downloadUrl = '';
let cases = 0;
const started = performance.now();

const send = (e: Endpoint, method: string, opts: { id?: string; query?: string; headers?: [string, string][]; body?: Uint8Array | string } = {}) =>
  dispatch(e.module, rawRequest(method, `${e.path(opts.id ?? '')}${opts.query ? `?${opts.query}` : ''}`, opts), e.byId ? { id: opts.id ?? '' } : {});

const withKey = (k: string | null, more: [string, string][] = []): [string, string][] => (k === null ? more : [['x-api-key', k], ...more]);

async function completed(table: 'analyses' | 'interview_preps' | 'skill_gaps' | 'generations', id: string) {
  const row = await waitFor(
    () => getDb().selectFrom(table).select('status').where('id', '=', id).executeTakeFirstOrThrow(),
    (r) => r.status !== 'processing',
    60_000,
  );
  expect(row.status).toBe('completed');
}

beforeAll(async () => {
  const t = await createTestTenant({ plan: 'business' });
  key = t.key;
  usageOnlyKey = (await addKey(t.organizationId, { scopes: ['usage:read'] })).key;
  const a = await callRoute(endpoint('/analyses').module.POST as never, '/api/v1/analyses', { key, form: fixtureForm('txt-electrician-us.txt', { target_role: 'Electrician' }) });
  expect(a.status).toBe(201);
  await completed('analyses', a.body.id);
  existing['/analyses/{id}'] = existing['/analyses/{id}/status'] = a.body.id;
  for (const [name, table] of [['/interview-preps', 'interview_preps'], ['/skill-gaps', 'skill_gaps']] as const) {
    const r = await callRoute(endpoint(name).module.POST as never, `/api/v1${name}`, { key, json: { analysis_id: a.body.id } });
    expect(r.status).toBeLessThan(300);
    await completed(table, r.body.id);
    existing[`${name}/{id}`] = r.body.id;
  }
  const g = await callRoute(endpoint('/generations').module.POST as never, '/api/v1/generations', { key, json: { analysisId: a.body.id, template: 'modern' } });
  expect(g.status).toBeLessThan(300);
  await completed('generations', g.body.id);
  existing['/generations/{id}'] = g.body.id;
  const detail = await callRoute(endpoint('/generations/{id}').module.GET as never, '/x', { key, params: { id: g.body.id } });
  downloadUrl = detail.body.pdf_url;
  expect(downloadUrl).toMatch(/\/api\/v1\/downloads\//);
}, 120_000);

afterAll(() => {
  console.log(`[fuzz] requests: ${cases} cases in ${Math.round((performance.now() - started) / 1000)} s (seed ${SEED})`);
});

/** A 2xx list body: items and a pagination meta that echoes the page asked for. */
function expectList(res: FuzzResponse, what: string) {
  if (res.status !== 200) throw new Error(`${what}: expected 200, got ${res.status} ${res.text.slice(0, 200)}`);
  const body = res.json as { items: unknown[]; meta: Record<string, unknown> };
  expect(Array.isArray(body.items), what).toBe(true);
  expect(Object.keys(body.meta).sort(), what).toEqual(['has_more', 'limit', 'page', 'total', 'total_pages']);
}

describe(`fuzzing methods, headers, queries and ids (seed ${SEED})`, () => {
  it('answers 404 {"error":"Resource not found"} to a method a route does not serve, whatever else is sent', async () => {
    const arb = fc
      .record({
        e: fc.constantFrom(...ENDPOINTS),
        method: fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE'),
        key: fc.option(fc.constant('valid'), { nil: null }),
        body: fc.option(fc.uint8Array({ maxLength: 64 }), { nil: undefined }),
        id: fc.oneof(unknownUuid, nonUuid),
      })
      .filter(({ e, method }) => !(e.methods as readonly string[]).includes(method));
    cases += await check('wrong method', arb, async ({ e, method, key: k, body, id }) => {
      const res = await send(e, method, { id, body, headers: withKey(k && key) });
      assertError(res, 404, `${method} ${e.name}`);
      expect(res.headers.get('allow')).not.toContain(method);
    }, 300);
    // OPTIONS lists exactly what is served
    for (const e of ENDPOINTS) {
      const res = await send(e, 'OPTIONS', { id: unknownUuidSample() });
      expect(res.status).toBe(204);
      expect(res.headers.get('allow')!.split(', ').sort()).toEqual([...e.methods, ...(e.methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].sort());
    }
  });

  it('answers 401 to a missing, malformed, mangled or huge x-api-key on every keyed endpoint', async () => {
    const arb = fc.record({
      e: fc.constantFrom(...KEYED),
      method: fc.constantFrom('GET', 'POST', 'HEAD', 'DELETE'),
      key: fc.option(badApiKey(key), { nil: null }),
      id: fc.oneof(unknownUuid, nonUuid),
      query: fc.option(arbitraryQuery, { nil: undefined }),
    }).filter(({ e, method }) => (method === 'HEAD' ? e.methods.includes('GET') : (e.methods as readonly string[]).includes(method)));
    cases += await check('bad key', arb, async ({ e, method, key: k, id, query }) => {
      const res = await send(e, method, { id, query, headers: withKey(k), body: method === 'POST' ? '{"analysis_id":"x"}' : undefined });
      assertError(res, 401, `${method} ${e.name} key=${JSON.stringify(k?.slice(0, 40))}`);
    }, 500);
  });

  it('is not moved by junk or huge headers on a valid request', async () => {
    const headerName = fc.constantFrom('content-type', 'accept', 'accept-encoding', 'idempotency-key', 'x-forwarded-for', 'cookie', 'authorization', 'x-request-id', 'if-none-match', 'x-custom');
    const arb = fc.record({
      e: fc.constantFrom(...KEYED.filter((e) => e.methods.includes('GET'))),
      headers: fc.array(fc.tuple(headerName, fc.oneof({ weight: 4, arbitrary: headerValue(200) }, { weight: 1, arbitrary: hugeHeaderValue })), { minLength: 1, maxLength: 4 }),
      id: unknownUuid,
    });
    cases += await check('junk headers', arb, async ({ e, headers, id }) => {
      const res = await send(e, 'GET', { id, headers: withKey(key, headers) });
      if (e.byId) assertError(res, 404, `GET ${e.name} with ${headers.map(([n]) => n)}`);
      else if (res.status !== 200) throw new Error(`GET ${e.name} with junk headers: ${res.status} ${res.text.slice(0, 200)}`);
    }, 150);
  });

  it('answers 400 to a list query whose page, limit or status is invalid, repeated or not', async () => {
    const arb = fc
      .record({
        e: fc.constantFrom(...LISTS),
        which: fc.constantFrom('page', 'limit', 'status'),
        page: notAPositiveInteger,
        limit: invalidLimit,
        status: invalidStatus,
        repeat: fc.integer({ min: 1, max: 3 }),
        others: fc.record({ page: fc.integer({ min: 1, max: 3 }), limit: fc.integer({ min: 1, max: 100 }) }),
      })
      // only /analyses filters by status
      .filter(({ e, which }) => which !== 'status' || e.name === '/analyses');
    cases += await check('invalid query', arb, async ({ e, which, repeat, others, ...bad }) => {
      const q = new URLSearchParams();
      for (const [k, v] of Object.entries(others)) if (k !== which) q.append(k, String(v));
      for (let i = 0; i < repeat; i++) q.append(which, bad[which as 'page' | 'limit' | 'status']);
      const res = await send(e, 'GET', { query: q.toString(), headers: withKey(key) });
      assertError(res, 400, `GET ${e.name}?${q}`);
    }, 600);
  });

  it('answers any query with a list or a 400, never anything else', async () => {
    const arb = fc.record({ e: fc.constantFrom(...LISTS, endpoint('/usage')), query: arbitraryQuery });
    cases += await check('arbitrary query', arb, async ({ e, query }) => {
      const res = await send(e, 'GET', { query, headers: withKey(key) });
      if (res.status === 200) {
        if (e.name !== '/usage') expectList(res, `GET ${e.name}?${query}`);
      } else assertError(res, 400, `GET ${e.name}?${query}`);
    }, 400);
  });

  it('answers a valid list query with 200 and the page asked for', async () => {
    const arb = fc.record({
      e: fc.constantFrom(...LISTS),
      page: fc.option(fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 2 ** 40 })), { nil: undefined }),
      limit: fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
      status: fc.option(fc.constantFrom('processing', 'completed', 'failed'), { nil: undefined }),
      extra: fc.option(fc.tuple(fc.constantFrom('sort', 'q', 'x'), fc.string()), { nil: undefined }),
    });
    cases += await check('valid query', arb, async ({ e, page, limit, status, extra }) => {
      const q = new URLSearchParams();
      if (page !== undefined) q.set('page', String(page));
      if (limit !== undefined) q.set('limit', String(limit));
      if (status !== undefined && e.name === '/analyses') q.set('status', status);
      if (extra) q.set(...extra);
      const res = await send(e, 'GET', { query: q.toString(), headers: withKey(key) });
      expectList(res, `GET ${e.name}?${q}`);
      const meta = (res.json as { meta: { page: number; limit: number } }).meta;
      expect(meta.page).toBe(page ?? 1);
      expect(meta.limit).toBe(limit ?? 20);
    }, 150);
  });

  it('answers 400 to a path id that is not a UUID (404 for downloads, which take no key)', async () => {
    const arb = fc.record({ e: fc.constantFrom(...DETAILS, endpoint('/downloads/{id}')), id: nonUuid });
    cases += await check('non-UUID id', arb, async ({ e, id }) => {
      const res = await send(e, 'GET', { id, headers: withKey(key) });
      assertError(res, e.keyed ? 400 : 404, `GET ${e.name} id=${JSON.stringify(id.slice(0, 60))}`);
    }, 450);
  });

  it('answers 404 to an unknown UUID (403 for an unsigned download link)', async () => {
    const arb = fc.record({ e: fc.constantFrom(...DETAILS, endpoint('/downloads/{id}')), id: unknownUuid, query: fc.option(arbitraryQuery, { nil: undefined }) });
    cases += await check('unknown id', arb, async ({ e, id, query }) => {
      const res = await send(e, 'GET', { id, query, headers: withKey(key) });
      assertError(res, e.keyed ? 404 : 403, `GET ${e.name}/${id}`);
    }, 400);
  });

  it('answers 200 for the real records, whatever the case of their id', async () => {
    const arb = fc.record({ e: fc.constantFrom(...DETAILS), upper: fc.boolean() });
    cases += await check('existing id', arb, async ({ e, upper }) => {
      const id = upper ? existing[e.name].toUpperCase() : existing[e.name];
      const res = await send(e, 'GET', { id, headers: withKey(key) });
      expect(res.status, `GET ${e.name}/${id}: ${res.text.slice(0, 200)}`).toBe(200);
      expect((res.json as { id: string }).id).toBe(existing[e.name]);
    }, 30);
  });

  it('answers 403 to a key without the operation’s scope, on every operation', async () => {
    const arb = fc
      .record({ e: fc.constantFrom(...KEYED.filter((e) => e.name !== '/usage')), method: fc.constantFrom('GET', 'POST', 'DELETE'), id: fc.oneof(unknownUuid, nonUuid) })
      .filter(({ e, method }) => (e.methods as readonly string[]).includes(method));
    cases += await check('missing scope', arb, async ({ e, method, id }) => {
      const res = await send(e, method, { id, headers: withKey(usageOnlyKey), body: method === 'POST' ? 'not even json' : undefined });
      assertError(res, 403, `${method} ${e.name} with a usage-only key`);
    }, 200);
  });

  it('serves a signed download link, and refuses it once any part is changed', async () => {
    const url = new URL(downloadUrl);
    const id = url.pathname.split('/').pop()!;
    const ok = await send(endpoint('/downloads/{id}'), 'GET', { id, query: url.searchParams.toString() });
    expect(ok.status).toBe(200);
    const arb = fc.record({
      part: fc.constantFrom('sig', 'expires', 'name', 'id', 'drop'),
      value: fc.oneof(headerValue(40), fc.integer().map(String), fc.constant('')),
      drop: fc.constantFrom('sig', 'expires', 'name'),
    });
    cases += await check('tampered download', arb, async ({ part, value, drop }) => {
      const q = new URLSearchParams(url.searchParams);
      let target = id;
      if (part === 'id') target = `${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}`;
      else if (part === 'drop') q.delete(drop);
      else if (q.get(part) !== value) q.set(part, value);
      else return;
      const res = await send(endpoint('/downloads/{id}'), 'GET', { id: target, query: q.toString() });
      assertError(res, [403, 404], `download with ${part} changed`);
    }, 100);
  });
});

function unknownUuidSample() {
  return fc.sample(unknownUuid, { numRuns: 1, seed: SEED })[0];
}
