import { z } from 'zod';

export const Interval = z.enum(['DAY', 'WEEK', 'MONTH', 'YEAR']);
export const Sku = z.object({
  skuId: z.string(),
  examId: z.number().int(),
  step: z.number().int(),
  currency: z.string(),
  interval: Interval,
  intervalCount: z.number().int(),
  /** Minor units (cents). */
  amount: z.number().int(),
  trialDays: z.number().int(),
  trialAmount: z.number().int(),
  /** Minor units per day, for the "0.71 per day" wording. */
  perDayAmount: z.number().int(),
  recommended: z.boolean(),
});
export type Sku = z.infer<typeof Sku>;
export const SkuList = z.array(Sku);

export const PaymentMethod = z.object({ id: z.string(), kind: z.enum(['card', 'paypal']) });
export type PaymentMethod = z.infer<typeof PaymentMethod>;
export const PaymentMethodList = z.array(PaymentMethod);
