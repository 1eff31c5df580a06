/** What a payment provider does for a billing request (provider.ts picks one). */
import type { PaymentProviderName } from '../../../db/types';

export interface CheckoutItem {
  requestId: string;
  organizationId: string;
  description: string;
  amountCents: number;
  currency: string;
  customerEmail: string;
}

export type CheckoutStart = { kind: 'redirect'; url: string; ref: string } | { kind: 'awaiting_approval' };

export interface PaymentProvider {
  name: PaymentProviderName;
  checkout(item: CheckoutItem, urls: { success: string; cancel: string }): Promise<CheckoutStart>;
}
