import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PackageStep, type SecondPhaseOrder } from '../../contract/packages.ts';
import type { AppDeps } from '../deps.ts';
import { extraPurchases, payments, subscriptions } from '../db/schema.ts';
import { ApiError, conflict, notFound } from '../http/api-error.ts';
import { findOrder } from './orders.ts';

const catalogue = z.array(PackageStep.omit({ skuId: true }).extend({ id: z.string() }))
  .parse(JSON.parse(readFileSync(fileURLToPath(new URL('../catalogue/packages.json', import.meta.url)), 'utf8')));

export function packageStep(examId: number, step: number): PackageStep {
  const found = examId === 1 ? catalogue.find((p) => p.step === step) : undefined;
  if (!found) throw notFound('Unknown package step');
  const { id, ...rest } = found;
  return { ...rest, skuId: id };
}

export async function secondPhaseOrder(deps: AppDeps, orderNumber: string): Promise<SecondPhaseOrder> {
  const order = await findOrder(deps.db, orderNumber);
  const [sub] = await deps.db.select().from(subscriptions).where(eq(subscriptions.orderId, order.id));
  const bought = await deps.db.select().from(extraPurchases).where(eq(extraPurchases.orderId, order.id)).orderBy(asc(extraPurchases.step));
  return { trialing: sub?.status === 'trialing', purchases: bought.map((b) => ({ step: b.step, skuId: b.skuId, amount: b.amount, viaOffer: b.viaOffer })) };
}

/**
 * Buys one package step for a paid order with the method that paid it. One purchase per order and step:
 * a retry returns the first purchase. Step 1 ends the free trial and starts the paid week now.
 */
export async function buyPackage(deps: AppDeps, input: { orderNumber: string; step: number; offer: boolean }) {
  return deps.db.transaction(async (tx) => {
    const order = await findOrder(tx, input.orderNumber, true);
    if (order.status !== 'paid') throw new ApiError(402, 'This order is not paid');
    const pkg = packageStep(order.examId, input.step);
    const [already] = await tx.select().from(extraPurchases).where(and(eq(extraPurchases.orderId, order.id), eq(extraPurchases.step, input.step)));
    if (already) return { step: already.step, skuId: already.skuId, amount: already.amount, viaOffer: already.viaOffer };
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.orderId, order.id)).for('update');
    if (pkg.kind === 'skip_trial' && sub?.status !== 'trialing') throw conflict('Your plan is already active');
    const [paid] = await tx.select().from(payments).where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded')));
    const provider = deps.providers[paid!.provider]!;
    const amount = input.offer ? pkg.offerAmount : pkg.amount;
    const charge = await provider.chargeSaved({ originalRef: paid!.providerRef, amount, currency: pkg.currency, idempotencyKey: `${order.orderNumber}-${input.step}` }, tx);
    if (charge.status !== 'succeeded') throw new ApiError(402, 'Payment Fail');
    await tx.insert(extraPurchases).values({
      orderId: order.id, step: input.step, skuId: pkg.skuId, amount, currency: pkg.currency, viaOffer: input.offer, provider: provider.name, providerRef: charge.providerRef,
    });
    if (pkg.kind === 'skip_trial' && sub) {
      const now = new Date();
      await tx.update(subscriptions).set({ status: 'active', trialEndsAt: now, currentPeriodEnd: new Date(now.getTime() + 7 * 86_400_000), updatedAt: now })
        .where(eq(subscriptions.id, sub.id));
    }
    return { step: input.step, skuId: pkg.skuId, amount, viaOffer: input.offer };
  });
}
