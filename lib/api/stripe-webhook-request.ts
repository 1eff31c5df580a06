/** POST /api/billing/stripe-webhook: Stripe's events, read within a bound and settled by lib/billing. */
import type { Db } from '../../db/index';
import { handleStripeWebhook } from '../billing/stripe-webhook';
import { env } from '../env';
import { AppError, isAppError } from '../errors';
import { readBodyLimited } from './read-body';

const MAX_EVENT_BYTES = 1_000_000;
const eventTooLarge = () => new AppError('too_large', 'Event too large');

export async function answerStripeWebhook(db: Db, req: Request): Promise<Response> {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret) return Response.json({ error: 'Stripe is not configured on this server' }, { status: 503 });
  try {
    // bounded whatever the headers claim: a Stripe event is a few kilobytes
    const body = new TextDecoder().decode(await readBodyLimited(req, MAX_EVENT_BYTES, eventTooLarge));
    const outcome = await handleStripeWebhook(db, body, req.headers.get('stripe-signature'), secret);
    return Response.json({ received: true, outcome });
  } catch (err) {
    if (isAppError(err)) return Response.json({ error: err.message }, { status: err.status });
    throw err;
  }
}
