/**
 * Stripe's webhook: the only thing that settles a Stripe request. The signature (the
 * Stripe-Signature header: an HMAC-SHA256 of "timestamp.body" under the endpoint's secret, at
 * most five minutes old) is checked by the stripe package on the raw body before anything is
 * read from it. A paid Checkout session settles its request once (lib/billing/requests.ts); a
 * second delivery of the same event finds it settled and changes nothing.
 */
import Stripe from 'stripe';
import { z } from 'zod';
import type { Db } from '../../db/index';
import { AppError } from '../errors';
import { cancelStripeRequest, settleRequest } from './requests';

/** Stripe's default: a signed event older than this is refused (replays of a captured request). */
const TOLERANCE_SECONDS = 300;

const PaidSession = z.object({
  id: z.string().max(255),
  payment_status: z.string(),
  amount_total: z.number().int().nullable(),
  currency: z.string().max(10).nullable(),
  metadata: z.object({ billing_request_id: z.uuid() }).loose().nullable(),
});

export type WebhookOutcome = 'settled' | 'already_settled' | 'cancelled' | 'ignored';

export async function handleStripeWebhook(db: Db, rawBody: string, signature: string | null, secret: string, now = Date.now()): Promise<WebhookOutcome> {
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature ?? '', secret, TOLERANCE_SECONDS, undefined, now); // receivedAt in milliseconds
  } catch {
    throw new AppError('bad_webhook_signature', 'Invalid Stripe-Signature: the event was not signed with this endpoint’s secret, or is too old');
  }
  const session = PaidSession.safeParse(event.data.object);
  if (!event.type.startsWith('checkout.session.') || !session.success || !session.data.metadata) return 'ignored';
  // an abandoned Checkout: the owner's request stops waiting
  if (event.type === 'checkout.session.expired') {
    return (await cancelStripeRequest(db, session.data.metadata.billing_request_id, session.data.id)) ? 'cancelled' : 'ignored';
  }
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') return 'ignored';
  // a delayed payment method completes the session unpaid; its async_payment_succeeded event settles it
  if (session.data.payment_status !== 'paid') return 'ignored';
  const settled = await settleRequest(db, session.data.metadata.billing_request_id, {
    provider: 'stripe',
    ref: session.data.id,
    amountCents: session.data.amount_total ?? -1,
    currency: session.data.currency ?? '',
  });
  return settled.applied ? 'settled' : 'already_settled';
}
