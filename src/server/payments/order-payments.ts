import { and, eq } from 'drizzle-orm';
import type { CreatePayment, PaymentCreated, PaymentAction } from '../../contract/pay.ts';
import type { AppDeps } from '../deps.ts';
import { orders, payments, skus, subscriptions } from '../db/schema.ts';
import { badRequest, conflict } from '../http/api-error.ts';
import { newId } from '../ids.ts';
import { reportReadyMail } from '../mail/report-mails.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { findOrder, orderResult, type OrderRow } from '../orders/orders.ts';

const day = 86_400_000;
const intervalDays: Record<string, number> = { DAY: 1, WEEK: 7, MONTH: 30, YEAR: 365 };

/**
 * Starts (or resumes) paying an order. Runs under a row lock on the order, so concurrent submits
 * are serialised; the same request again returns the open attempt instead of charging twice.
 */
export async function startPayment(deps: AppDeps, input: CreatePayment, origin: string): Promise<PaymentCreated> {
  return deps.db.transaction(async (tx) => {
    const order = await findOrder(tx, input.orderNumber, true);
    if (order.status === 'paid') throw conflict('This order is already paid');
    const [sku] = await tx.select().from(skus).where(eq(skus.id, input.skuId));
    if (!sku || sku.examId !== order.examId) throw badRequest('Unknown plan for this test');
    const useTrial = sku.trialDays > 0 && !input.skipTrial;
    const amount = useTrial ? sku.trialAmount : sku.amount;

    const [open] = await tx.select().from(payments).where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')));
    if (open) {
      const same = open.skuId === sku.id && open.method === input.payMethod && open.skipTrial === !useTrial && open.amount === amount;
      if (same) return { paymentId: open.id, amount: open.amount, currency: open.currency, action: open.action as PaymentAction };
      const provider = deps.providers[open.provider]!;
      if (!(await provider.cancel(open.providerRef, tx))) throw conflict('A payment for this order is already being processed');
      await tx.update(payments).set({ status: 'failed', failureCode: 'superseded', updatedAt: new Date() }).where(eq(payments.id, open.id));
    }

    const paymentId = newId('pay');
    const back = `${origin}/paying/check/${order.code}-${order.examId}?order=${order.orderNumber}`;
    const { providerRef, action } = await deps.provider.createIntent({
      paymentId, amount, currency: sku.currency, method: input.payMethod,
      description: `TypeLab ${sku.interval.toLowerCase()} plan`,
      returnUrl: back, hl: order.locale, cancelUrl: `${origin}/paying/failed/${order.code}-${order.examId}?order=${order.orderNumber}`,
    }, tx);
    await tx.insert(payments).values({
      id: paymentId, orderId: order.id, provider: deps.provider.name, providerRef, method: input.payMethod,
      skuId: sku.id, skipTrial: !useTrial, amount, currency: sku.currency, action,
    });
    await tx.update(orders).set({ status: 'paying', skuId: sku.id, email: input.email, updatedAt: new Date() }).where(eq(orders.id, order.id));
    return { paymentId, amount, currency: sku.currency, action };
  });
}

/**
 * Asks the provider where the order's open payment stands and applies the outcome once:
 * paid → subscription + report mail in the same transaction; failed → the order can be retried.
 */
export async function syncPayment(deps: AppDeps, orderNumber: string): Promise<OrderRow> {
  const order = await deps.db.transaction(async (tx) => {
    const locked = await findOrder(tx, orderNumber, true);
    const [open] = await tx.select().from(payments).where(and(eq(payments.orderId, locked.id), eq(payments.status, 'pending')));
    if (!open) return locked;
    const provider = deps.providers[open.provider];
    if (!provider) return locked;
    const outcome = await provider.retrieve(open.providerRef, tx);
    if (outcome.status === 'pending') return locked;
    const now = new Date();
    if (outcome.status === 'failed') {
      await tx.update(payments).set({ status: 'failed', failureCode: outcome.failureCode ?? 'declined', updatedAt: now }).where(eq(payments.id, open.id));
      const [row] = await tx.update(orders).set({ status: 'failed', updatedAt: now }).where(eq(orders.id, locked.id)).returning();
      return row!;
    }
    await tx.update(payments).set({ status: 'succeeded', updatedAt: now }).where(eq(payments.id, open.id));
    const [paid] = await tx.update(orders).set({ status: 'paid', paidAt: now, skuId: open.skuId, updatedAt: now }).where(eq(orders.id, locked.id)).returning();
    const [sku] = await tx.select().from(skus).where(eq(skus.id, open.skuId));
    const trialEndsAt = open.skipTrial || !sku!.trialDays ? null : new Date(now.getTime() + sku!.trialDays * day);
    await tx.insert(subscriptions).values({
      orderId: locked.id, email: paid!.email!, skuId: open.skuId,
      status: trialEndsAt ? 'trialing' : 'active', trialEndsAt,
      currentPeriodEnd: trialEndsAt ?? new Date(now.getTime() + intervalDays[sku!.interval]! * sku!.intervalCount * day),
    }).onConflictDoNothing({ target: subscriptions.orderId });
    await enqueueMail(tx, reportReadyMail(deps.env.PUBLIC_URL, paid!.email!, { ...paid!, typeCode: orderResult(paid!).typeCode }));
    return paid!;
  });
  if (order.status === 'paid') deps.kickMail();
  return order;
}

export async function lastFailureCode(deps: AppDeps, order: OrderRow): Promise<string | null> {
  if (order.status !== 'failed') return null;
  const rows = await deps.db.select({ code: payments.failureCode, at: payments.updatedAt }).from(payments).where(eq(payments.orderId, order.id));
  return rows.sort((a, b) => b.at.getTime() - a.at.getTime())[0]?.code ?? null;
}
