/** POST /api/billing/stripe-webhook: Stripe's events, read within a bound and settled by lib/billing. */
import type { Db } from '../../db/index';
import { handleStripeWebhook } from '../billing/stripe-webhook';
import { env } from '../env';
import { AppError, isAppError } from '../errors';
import { uuidv7 } from '../ids';
import { errorResponse } from './error-response';
import { readBodyLimited } from './read-body';

const MAX_EVENT_BYTES = 1_000_000;
const eventTooLarge = () => new AppError('too_large', 'Event too large');

export async function answerStripeWebhook(db: Db, req: Request): Promise<Response> {
  try {
    const secret = env().STRIPE_WEBHOOK_SECRET;
    if (!secret) throw new AppError('payments_not_configured', 'Stripe is not configured on this server');
    // bounded whatever the headers claim: a Stripe event is a few kilobytes
    const body = new TextDecoder().decode(await readBodyLimited(req, MAX_EVENT_BYTES, eventTooLarge));
    const outcome = await handleStripeWebhook(db, body, req.headers.get('stripe-signature'), secret);
    return Response.json({ received: true, outcome });
  } catch (err) {
    if (isAppError(err)) return errorResponse(err, uuidv7());
    throw err;
  }
}
