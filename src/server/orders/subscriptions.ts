import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../deps.ts';
import { subscriptions } from '../db/schema.ts';
import { notFound } from '../http/api-error.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { cancellationMail } from '../mail/subscription-mails.ts';

const live = ['trialing', 'active'] as const;
const emailNotFound = () => notFound('Email not found Please re-enter');

/** How many running subscriptions an address has; none is the SPEC §5 'Email not found' case. */
export async function liveSubscriptions(deps: AppDeps, email: string): Promise<number> {
  const rows = await deps.db.select({ id: subscriptions.id }).from(subscriptions)
    .where(and(eq(subscriptions.email, email), inArray(subscriptions.status, [...live])));
  if (!rows.length) throw emailNotFound();
  return rows.length;
}

/**
 * Cancels every running subscription of an address: the current period (or trial) still runs to its
 * end, the next one is never charged. A repeat finds nothing left to cancel and says so.
 */
export async function cancelSubscriptions(deps: AppDeps, email: string, hl: string): Promise<number> {
  const canceled = await deps.db.transaction(async (tx) => {
    const rows = await tx.update(subscriptions).set({ status: 'canceled', updatedAt: new Date() })
      .where(and(eq(subscriptions.email, email), inArray(subscriptions.status, [...live])))
      .returning({ id: subscriptions.id, currentPeriodEnd: subscriptions.currentPeriodEnd });
    if (!rows.length) throw emailNotFound();
    const until = rows.map((r) => r.currentPeriodEnd).sort((a, b) => b.getTime() - a.getTime())[0]!;
    await enqueueMail(tx, cancellationMail(email, hl, until, rows.map((r) => r.id).join('-')));
    return rows.length;
  });
  deps.kickMail();
  return canceled;
}
