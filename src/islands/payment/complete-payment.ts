import { api } from '../../client/api.ts';
import type { PaymentAction } from '../../contract/pay.ts';
import type { CardInput } from './card-input.ts';

export type Completion = { ok: true; redirect?: string } | { ok: false; code: string };

/**
 * Finishes a payment with whichever provider took it. Pages only know this function; each provider's
 * client step (the test processor's confirm, Stripe.js, a PayPal redirect) lives here.
 */
export async function completePayment(action: PaymentAction, card: CardInput | null): Promise<Completion> {
  if (action.type === 'redirect') return { ok: true, redirect: action.url };
  if (action.provider === 'test') {
    const res = await api.confirmTestCard({ clientSecret: action.clientSecret, cardNumber: card!.number, expiry: card!.expiry, cvc: card!.cvc, name: card!.name });
    if (res.ok) return { ok: true };
    return { ok: false, code: res.kind === 'status' && res.msg ? res.msg : 'generic' };
  }
  return { ok: false, code: 'generic' };
}
