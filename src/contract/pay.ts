import { z } from 'zod';
import { Email, OrderNumber } from './common.ts';
import { OrderStatus } from './exam.ts';

export const CreatePayment = z.object({
  orderNumber: OrderNumber,
  skuId: z.string().min(1).max(64),
  payMethod: z.enum(['card', 'paypal']),
  /** Weekly plan only: pay the first week now instead of starting the free trial. */
  skipTrial: z.boolean().default(false),
  email: Email,
});
export type CreatePayment = z.infer<typeof CreatePayment>;

/** What the page must do next to complete the payment with the provider that took it. */
export const PaymentAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('confirm_card'), provider: z.string(), clientSecret: z.string(), publishableKey: z.string().optional() }),
  z.object({ type: z.literal('redirect'), provider: z.string(), url: z.string() }),
]);
export type PaymentAction = z.infer<typeof PaymentAction>;
export const PaymentCreated = z.object({ paymentId: z.string(), amount: z.number().int(), currency: z.string(), action: PaymentAction });
export type PaymentCreated = z.infer<typeof PaymentCreated>;

export const CheckStatus = z.object({ orderNumber: OrderNumber });
export const PaymentStatus = z.object({
  status: OrderStatus,
  failureCode: z.string().nullable(),
  email: z.string().nullable(),
});
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/** The built-in test processor's card confirmation, standing in for a provider's own client SDK. */
export const TestCardConfirm = z.object({
  clientSecret: z.string().min(10).max(128),
  cardNumber: z.string().transform((s) => s.replace(/[\s-]/g, '')).pipe(z.string().regex(/^\d{12,19}$/, 'card_number_invalid')),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'card_expiry_invalid'),
  cvc: z.string().regex(/^\d{3,4}$/, 'card_cvc_invalid'),
  name: z.string().trim().min(1, 'card_name_required').max(120),
});
export type TestCardConfirm = z.infer<typeof TestCardConfirm>;
export const TestCardResult = z.object({ status: z.enum(['processing', 'succeeded', 'failed']) });
