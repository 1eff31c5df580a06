import { getDb } from '@/db/index';
import { handleStripeWebhook } from '@/lib/billing/stripe-webhook';
import { env } from '@/lib/env';
import { AppError, isAppError } from '@/lib/errors';
import { readBodyLimited } from '@/lib/api/read-body';

const MAX_EVENT_BYTES = 1_000_000;
const eventTooLarge = () => new AppError('too_large', 'Event too large');

export const runtime = 'nodejs';

/** Stripe's events (configure this URL and its signing secret as STRIPE_WEBHOOK_SECRET). */
export async function POST(req: Request) {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret) return Response.json({ error: 'Stripe is not configured on this server' }, { status: 503 });
  try {
    // bounded whatever the headers claim: a Stripe event is a few kilobytes
    const body = new TextDecoder().decode(await readBodyLimited(req, MAX_EVENT_BYTES, eventTooLarge));
    const outcome = await handleStripeWebhook(getDb(), body, req.headers.get('stripe-signature'), secret);
    return Response.json({ received: true, outcome });
  } catch (err) {
    if (isAppError(err)) return Response.json({ error: err.message }, { status: err.status });
    throw err;
  }
}
