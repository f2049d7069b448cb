import { z } from 'zod';
import { OrderNumber } from './common.ts';

export const PackageKind = z.enum(['skip_trial', 'add_packs', 'depth_content', 'member_exclusive', 'access_product']);
export type PackageKind = z.infer<typeof PackageKind>;
export const PackageStep = z.object({
  step: z.number().int().min(1).max(5),
  skuId: z.string(),
  kind: PackageKind,
  amount: z.number().int(),
  /** The lower price offered once, when the buyer is about to skip. */
  offerAmount: z.number().int(),
  currency: z.string(),
});
export type PackageStep = z.infer<typeof PackageStep>;
export const StepParam = z.object({ examId: z.coerce.number().int().positive(), step: z.coerce.number().int().min(1).max(5), country: z.string().regex(/^[A-Za-z]{2}$/) });
export const BuyPackage = z.object({ orderNumber: OrderNumber, step: z.number().int().min(1).max(5), offer: z.boolean().default(false) });
export const SecondPhaseOrder = z.object({
  trialing: z.boolean(),
  purchases: z.array(z.object({ step: z.number().int(), skuId: z.string(), amount: z.number().int(), viaOffer: z.boolean() })),
});
export type SecondPhaseOrder = z.infer<typeof SecondPhaseOrder>;
