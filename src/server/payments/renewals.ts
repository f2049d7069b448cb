import { and, eq, inArray, lte } from 'drizzle-orm';
import type { AppDeps } from '../deps.ts';
import { payments, renewalCharges, skus, subscriptions } from '../db/schema.ts';

const day = 86_400_000;
const periodDays: Record<string, number> = { DAY: 1, WEEK: 7, MONTH: 30, YEAR: 365 };

/**
 * Charges every subscription whose trial or period has ended (SPEC §4: the trial auto-renews to the weekly plan;
 * a canceled plan is never charged again). Each period is charged at most once, whoever runs this and however
 * often: the subscription row is locked and `renewal_charges` has one row per (subscription, period start).
 */
export async function renewDue(deps: AppDeps, now = new Date()): Promise<{ charged: number; failed: number }> {
  const due = await deps.db.select({ id: subscriptions.id }).from(subscriptions)
    .where(and(inArray(subscriptions.status, ['trialing', 'active']), lte(subscriptions.currentPeriodEnd, now)));
  let charged = 0, failed = 0;
  for (const { id } of due) {
    const outcome = await deps.db.transaction(async (tx) => {
      const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
      if (!sub || !['trialing', 'active'].includes(sub.status) || sub.currentPeriodEnd > now) return null;
      const [already] = await tx.select().from(renewalCharges)
        .where(and(eq(renewalCharges.subscriptionId, id), eq(renewalCharges.periodStart, sub.currentPeriodEnd)));
      if (already) return null;
      const [sku] = await tx.select().from(skus).where(eq(skus.id, sub.skuId));
      const [paid] = await tx.select().from(payments).where(and(eq(payments.orderId, sub.orderId), eq(payments.status, 'succeeded')));
      const provider = paid ? deps.providers[paid.provider] : undefined;
      if (!sku || !paid || !provider) return null;
      const charge = await provider.chargeSaved({
        originalRef: paid.providerRef, amount: sku.amount, currency: sku.currency,
        idempotencyKey: `renew-${id}-${sub.currentPeriodEnd.getTime()}`,
      }, tx);
      await tx.insert(renewalCharges).values({
        subscriptionId: id, periodStart: sub.currentPeriodEnd, amount: sku.amount, currency: sku.currency, status: charge.status, providerRef: charge.providerRef,
      });
      const next = new Date(sub.currentPeriodEnd.getTime() + periodDays[sku.interval]! * sku.intervalCount * day);
      await tx.update(subscriptions).set(charge.status === 'succeeded'
        ? { status: 'active', currentPeriodEnd: next, updatedAt: now }
        : { status: 'past_due', updatedAt: now }).where(eq(subscriptions.id, id));
      return charge.status;
    });
    if (outcome === 'succeeded') charged++;
    if (outcome === 'failed') failed++;
  }
  return { charged, failed };
}
