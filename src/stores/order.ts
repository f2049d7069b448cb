import { storedAtom } from '../client/stored.ts';

export type OrderState = {
  orderNumber: string | null;
  /** Sent with the answers so a retried submit returns the same order. */
  submitKey: string | null;
  /** The answers that submitKey was used for. */
  answersPrint: string | null;
  typeCode: string | null;
  email: string;
  skuId: string | null;
  skipTrial: boolean;
  payMethod: 'card' | 'paypal';
  /** When the reserved report offer on the plans page ends (ms since epoch). */
  offerEndsAt: number | null;
};

export const emptyOrder: OrderState = { orderNumber: null, submitKey: null, answersPrint: null, typeCode: null, email: '', skuId: null, skipTrial: false, payMethod: 'card', offerEndsAt: null };
export const $order = storedAtom<OrderState>('order', emptyOrder);

export function updateOrder(patch: Partial<OrderState>) {
  $order.set({ ...$order.get(), ...patch });
}
