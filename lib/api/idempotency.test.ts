import { describe, expect, it } from 'vitest';
import { POST as createAnalysis } from '../../app/api/v1/analyses/route';
import { ledgerSum } from '../../db/queries/credit-ledger';
import { callRoute } from '../testing/call-route';
import { fixtureForm } from '../testing/cv-files';
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
