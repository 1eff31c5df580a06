/**
 * Where an owner pays for a plan or a credit pack. Stripe Checkout when STRIPE_SECRET_KEY is set;
 * otherwise the embedded test mode, in which no money moves and a staff member approves the
 * request on the staff pages. Either way the request is settled by lib/billing/requests.ts.
 */
import { env } from '../../env';
import { stripeCheckout } from './stripe-checkout';
import type { PaymentProvider } from './types';

export type { CheckoutItem, CheckoutStart, PaymentProvider } from './types';

const testMode: PaymentProvider = {
  name: 'test',
  checkout: async () => ({ kind: 'awaiting_approval' }),
};

export function paymentProvider(): PaymentProvider {
  const key = env().STRIPE_SECRET_KEY;
  return key ? stripeCheckout(key) : testMode;
}
