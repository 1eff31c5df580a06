import { getDb } from '@/db/index';
import { answerStripeWebhook } from '@/lib/api/stripe-webhook-request';

export const runtime = 'nodejs';

/** Stripe's events (configure this URL and its signing secret as STRIPE_WEBHOOK_SECRET). */
export const POST = (req: Request) => answerStripeWebhook(getDb(), req);
