import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as webhook } from '../../../app/api/billing/stripe-webhook/route';
import { getDb } from '../../../db/index';
import { listInvoices } from '../../../db/queries/billing';
import { findOrganization } from '../../../db/queries/organizations';
import { createTestAccount } from '../../testing/accounts';
import { resetEnvCache } from '../../env';
import { callRoute } from '../../testing/call-route';
import { startPurchase } from '../requests';
import { stripeCheckout } from './stripe-checkout';

const SECRET = 'whsec_test_cvlens_0123456789abcdef';
let server: Server;
let port = 0;
const received: { path: string; body: URLSearchParams; idempotencyKey: string | undefined; auth: string | undefined }[] = [];

// A server on loopback standing in for api.stripe.com: it records what the stripe package sends
// and answers as Stripe does for a created Checkout session.
beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = new URLSearchParams(raw);
      received.push({ path: req.url ?? '', body, idempotencyKey: req.headers['idempotency-key'] as string, auth: req.headers.authorization });
      const id = `cs_test_${received.length}`;
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${received.length}` });
      res.end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}`, amount_total: Number(body.get('line_items[0][price_data][unit_amount]')) }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
  process.env.STRIPE_WEBHOOK_SECRET = SECRET;
  resetEnvCache();
});
afterAll(async () => {
  delete process.env.STRIPE_WEBHOOK_SECRET;
  resetEnvCache();
  await new Promise((r) => server.close(r));
});

const provider = () => stripeCheckout('sk_test_cvlens', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
const urls = { successUrl: 'http://localhost:3000/billing?checkout=done', cancelUrl: 'http://localhost:3000/billing?checkout=cancelled' };

/** Stripe's scheme, written out: v1 = HMAC-SHA256("t.body") under the endpoint secret. */
const sign = (body: string, t = Math.floor(Date.now() / 1000), secret = SECRET) => `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;

const completed = (session: { id: string; requestId: string; amount: number; paid?: boolean }) =>
  JSON.stringify({
    id: `evt_${session.id}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: session.id, object: 'checkout.session', payment_status: session.paid === false ? 'unpaid' : 'paid', amount_total: session.amount, currency: 'usd', metadata: { billing_request_id: session.requestId } } },
  });

const post = (body: string, signature?: string) => callRoute(webhook, '/api/billing/stripe-webhook', { body, headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) } });

describe('Stripe: Checkout session and signed webhook', () => {
  it('opens a Checkout session for the request (price, currency, the request id, one idempotency key per request)', async () => {
    const db = getDb();
    const { owner, email } = await createTestAccount('stripe');
    const started = await startPurchase(db, owner, { kind: 'plan', plan: 'starter' }, { email, ...urls, provider: provider() });
    expect(started).toMatchObject({ kind: 'redirect', url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/) });
    const sent = received.at(-1)!;
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.auth).toBe('Bearer sk_test_cvlens');
    expect(sent.idempotencyKey).toBe(`cvlens-billing-${started.requestId}`);
    expect(Object.fromEntries(sent.body)).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '2900',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][product_data][name]': 'cvlens: the Starter plan, one month',
      'metadata[billing_request_id]': started.requestId,
      client_reference_id: started.requestId,
      customer_email: email,
      success_url: urls.successUrl,
    });
    const row = await db.selectFrom('billing_requests').select(['provider', 'provider_ref', 'status']).where('id', '=', started.requestId).executeTakeFirstOrThrow();
    expect(row).toEqual({ provider: 'stripe', provider_ref: expect.stringMatching(/^cs_test_/), status: 'pending' });
  });

  it('settles only a correctly signed, fresh, paid event, once; forged, stale, unpaid and mismatched ones change nothing', async () => {
    const db = getDb();
    const { owner, email, organizationId } = await createTestAccount('webhook');
    const started = await startPurchase(db, owner, { kind: 'credit_pack', pack: 'pack-100' }, { email, ...urls, provider: provider() });
    const { provider_ref: sessionId } = await db.selectFrom('billing_requests').select('provider_ref').where('id', '=', started.requestId).executeTakeFirstOrThrow();
    const body = completed({ id: sessionId!, requestId: started.requestId, amount: 15_00 });
    const balance = async () => (await findOrganization(db, organizationId))!.credit_balance;

    expect((await post(body)).status).toBe(400); // no signature
    // bounded before anything reads it, whatever the headers say
    expect(await post(`${body}${' '.repeat(1_100_000)}`, sign(body))).toMatchObject({ status: 413, body: { error: 'Event too large' } });
    expect(await post(body, sign(body, undefined, 'whsec_someone_else'))).toMatchObject({ status: 400, body: { error: expect.stringMatching(/^Invalid Stripe-Signature/) } });
    expect((await post(body.replace('"amount_total":1500', '"amount_total":1'), sign(body))).status).toBe(400); // body changed after signing
    expect((await post(body, sign(body, Math.floor(Date.now() / 1000) - 600))).status).toBe(400); // a replay ten minutes later
    const unpaid = completed({ id: sessionId!, requestId: started.requestId, amount: 15_00, paid: false });
    expect(await post(unpaid, sign(unpaid))).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
    const cheaper = completed({ id: sessionId!, requestId: started.requestId, amount: 1_00 });
    expect((await post(cheaper, sign(cheaper))).status).toBe(400);
    expect(await balance()).toBe(10);

    // the signature the stripe package makes for tests agrees with Stripe's scheme written out above
    const viaPackage = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET });
    expect(await post(body, viaPackage)).toMatchObject({ status: 200, body: { received: true, outcome: 'settled' } });
    expect(await balance()).toBe(110);
    // Stripe delivers again (it retries until it has a 2xx): nothing more happens
    expect(await post(body, sign(body))).toMatchObject({ status: 200, body: { outcome: 'already_settled' } });
    expect(await balance()).toBe(110);
    expect((await listInvoices(db, organizationId)).map((i) => [i.description, i.amount_cents, i.provider])).toEqual([['100 credits', 15_00, 'stripe']]);
    // an expired session cancels only a request still pending
    const expiredPaid = body.replace('checkout.session.completed', 'checkout.session.expired');
    expect(await post(expiredPaid, sign(expiredPaid))).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
  });

  it('an abandoned Checkout (session expired) cancels its request, which nothing settles after', async () => {
    const db = getDb();
    const { owner, email, organizationId } = await createTestAccount('abandon');
    const started = await startPurchase(db, owner, { kind: 'plan', plan: 'business' }, { email, ...urls, provider: provider() });
    const { provider_ref: sessionId } = await db.selectFrom('billing_requests').select('provider_ref').where('id', '=', started.requestId).executeTakeFirstOrThrow();
    const expired = completed({ id: sessionId!, requestId: started.requestId, amount: 399_00 }).replace('checkout.session.completed', 'checkout.session.expired');
    expect(await post(expired, sign(expired))).toMatchObject({ status: 200, body: { outcome: 'cancelled' } });
    const paid = completed({ id: sessionId!, requestId: started.requestId, amount: 399_00 });
    expect(await post(paid, sign(paid))).toMatchObject({ status: 200, body: { outcome: 'already_settled' } });
    expect((await findOrganization(db, organizationId))?.plan).toBe('free');
  });
});
