import { describe, expect, it } from 'vitest';
import { POST as createAnalysis } from '../../app/api/v1/analyses/route';
import { POST as createInterviewPrep } from '../../app/api/v1/interview-preps/route';
import { ledgerSum } from '../../db/queries/credit-ledger';
import { uuidv7 } from '../ids';
import { completedAnalysis } from '../testing/analyses';
import { callRoute } from '../testing/call-route';
import { fixtureBytes, fixtureForm } from '../testing/cv-files';
import { multipartBody, multipartType, type Part } from './fuzz/raw-multipart';
import { useEmbeddedExecutor } from '../testing/executor';
import { createTestTenant } from '../testing/tenants';

useEmbeddedExecutor();

describe('Idempotency-Key on POST', () => {
  it('makes one record and one charge for 50 concurrent retries, all answered alike', async () => {
    const t = await createTestTenant({ plan: 'starter' });
    const form = fixtureForm('txt-electrician-us.txt', { target_role: 'Electrician' });
    // one multipart body, sent 50 times: a client retrying the very same request
    const encoded = new Request('http://x', { method: 'POST', body: form });
    const contentType = encoded.headers.get('content-type')!;
    const body = new Uint8Array(await encoded.arrayBuffer());
    const send = () =>
      callRoute(createAnalysis, '/api/v1/analyses', {
        key: t.key,
        body,
        headers: { 'content-type': contentType, 'idempotency-key': 'order-42', 'content-length': String(body.byteLength) },
      });
    const results = await Promise.all(Array.from({ length: 50 }, send));
    expect(results.map((r) => `${r.status} ${JSON.stringify(r.body).slice(0, 120)}`).filter((s) => !s.startsWith("201"))).toEqual([]);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    const count = await t.db.selectFrom('analyses').select((eb) => eb.fn.countAll<number>().as('n')).where('organization_id', '=', t.organizationId).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    expect(await ledgerSum(t.db, t.organizationId)).toBe(249);
    expect(results.filter((r) => r.headers.get('idempotent-replayed') === 'true').length).toBe(49);

    const other = await callRoute(createAnalysis, '/api/v1/analyses', {
      key: t.key,
      form: fixtureForm('txt-electrician-us.txt', { target_role: 'Plumber' }),
      headers: { 'idempotency-key': 'order-42' },
    });
    expect(other.status).toBe(400);
    expect(other.body).toEqual({ error: 'Idempotency-Key was already used with a different request body' });
  });
});

/** What `curl -F file=@cv.txt -F target_role=…` sends: its own random boundary on every run. */
function curlUpload(parts: Part[]) {
  const boundary = `------------------------${uuidv7().replace(/-/g, '').slice(-16)}`;
  const body = new Uint8Array(multipartBody(parts, boundary));
  return { body, headers: { 'content-type': multipartType(boundary), 'content-length': String(body.byteLength) } };
}

describe('Idempotency-Key is keyed on what the request means', () => {
  const cv = fixtureBytes('txt-electrician-us.txt');
  const filePart: Part = { name: 'file', filename: 'cv.txt', contentType: 'text/plain', data: cv };
  const role: Part = { name: 'target_role', data: 'Electrician' };

  it("replays the README's curl upload retried with the same key (a new boundary each time), and charges once", async () => {
    const t = await createTestTenant({ plan: 'starter' });
    const key = `retry-${uuidv7()}`;
    const send = (parts: Part[]) => {
      const u = curlUpload(parts);
      return callRoute(createAnalysis, '/api/v1/analyses', { key: t.key, body: u.body, headers: { ...u.headers, 'idempotency-key': key } });
    };
    const first = await send([filePart, role]);
    expect(first.status).toBe(201);
    const retry = await send([filePart, role]);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    // the fields in another order mean the same
    const reordered = await send([role, filePart]);
    expect(reordered.headers.get('idempotent-replayed')).toBe('true');
    expect(reordered.body.id).toBe(first.body.id);
    expect(await ledgerSum(t.db, t.organizationId)).toBe(249);

    // another file, another file name or another field value is another request
    for (const parts of [
      [{ ...filePart, data: new TextEncoder().encode(`${new TextDecoder().decode(cv)}\nOne more line.`) }, role],
      [{ ...filePart, filename: 'other.txt' }, role],
      [filePart, { ...role, data: 'Plumber' }],
      [filePart],
    ]) {
      const r = await send(parts);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ error: 'Idempotency-Key was already used with a different request body' });
    }
  });

  it('replays a JSON body sent again with other whitespace and key order; another value is refused', async () => {
    const t = await createTestTenant({ plan: 'starter' });
    const analysisId = await completedAnalysis(t.key, 'txt-electrician-us.txt', 'Electrician');
    const key = `json-${uuidv7()}`;
    const send = (text: string) =>
      callRoute(createInterviewPrep, '/api/v1/interview-preps', {
        key: t.key,
        body: text,
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
      });
    const first = await send(JSON.stringify({ analysis_id: analysisId, target_role: 'Electrician' }));
    expect(first.status).toBe(201);
    const retry = await send(`{\n  "target_role" : "Electrician",\n  "analysis_id": "${analysisId}"\n}\n`);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    const other = await send(JSON.stringify({ analysis_id: analysisId, target_role: 'Site Manager' }));
    expect(other.status).toBe(400);
  });
});
