import Stripe from 'stripe';
import type { CheckoutItem, PaymentProvider } from './types';

/**
 * A one-off Stripe Checkout payment for the request (a plan's month or a credit pack). The
 * session carries the request's id; the webhook (stripe-webhook.ts) settles the request once
 * Stripe reports it paid, never the redirect back, which anyone can open.
 */
export function stripeCheckout(secretKey: string, config: Stripe.StripeConfig = {}): PaymentProvider {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...config });
  return {
    name: 'stripe',
    async checkout(item: CheckoutItem, urls) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [{ quantity: 1, price_data: { currency: item.currency, unit_amount: item.amountCents, product_data: { name: `cvlens: ${item.description}` } } }],
          client_reference_id: item.requestId,
          customer_email: item.customerEmail,
          metadata: { billing_request_id: item.requestId, organization_id: item.organizationId },
          success_url: urls.success,
          cancel_url: urls.cancel,
        },
        // a retried click must not open a second session for one request
        { idempotencyKey: `cvlens-billing-${item.requestId}` },
      );
      if (!session.url) throw new Error(`Stripe returned Checkout session ${session.id} without a URL`);
      return { kind: 'redirect', url: session.url, ref: session.id };
    },
  };
}
