import type { PaymentAction } from '../../contract/pay.ts';
import type { Tx } from '../db/client.ts';

export type IntentInput = {
  /** Our payment id; providers use it as their idempotency key so a retried call never charges twice. */
  paymentId: string;
  /** Minor units. 0 = a trial start: the method is verified and saved, nothing is charged. */
  amount: number;
  currency: string;
  method: 'card' | 'paypal';
  description: string;
  /** Where the provider sends the buyer back after an off-site step (PayPal approval). */
  returnUrl: string;
  cancelUrl: string;
  /** The buyer's language, for any page the provider shows. */
  hl: string;
};

export type ProviderStatus = { status: 'pending' | 'succeeded' | 'failed'; failureCode?: string };

/**
 * What the order flow needs from a payment processor. Pages only see `PaymentAction`, so a new
 * provider (Stripe) plugs in here without touching them. See docs/decisions/004-payments.md.
 */
export interface PaymentProvider {
  readonly name: string;
  createIntent(input: IntentInput, tx: Tx): Promise<{ providerRef: string; action: PaymentAction }>;
  retrieve(providerRef: string, tx: Tx): Promise<ProviderStatus>;
  /** Abandon an intent that was never confirmed; returns false if it is already past that point. */
  cancel(providerRef: string, tx: Tx): Promise<boolean>;
  /**
   * Charge the method saved with an earlier successful payment, without the buyer present (upsells,
   * renewals). `idempotencyKey` makes a retried call return the first result.
   */
  chargeSaved(input: { originalRef: string; amount: number; currency: string; idempotencyKey: string }, tx: Tx): Promise<{ providerRef: string; status: 'succeeded' | 'failed' }>;
}
