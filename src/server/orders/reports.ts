import { and, desc, eq } from 'drizzle-orm';
import type { Report } from '../../contract/report.ts';
import type { TypeCode } from '../../content/report-content.schema.ts';
import { typeReport } from '../catalogue/content.ts';
import type { AppDeps } from '../deps.ts';
import { orders } from '../db/schema.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { reportsRetrievedMail } from '../mail/report-mails.ts';
import { syncPayment } from '../payments/order-payments.ts';
import { orderResult } from './orders.ts';

/** The report of a paid order; anything else is refused without revealing more than the holder knows. */
export async function loadReport(deps: AppDeps, orderNumber: string, hl: string | undefined): Promise<Report> {
  // A report link may be opened before the check page saw the payment settle: settle it now.
  const order = await syncPayment(deps, orderNumber);
  if (order.status !== 'paid') throw new ApiError(402, 'This report is not available until payment is complete');
  const result = orderResult(order);
  return {
    orderNumber: order.orderNumber,
    examOrderNumber: order.examOrderNumber,
    email: order.email,
    firstName: order.profile?.firstName ?? null,
    paidAt: order.paidAt?.toISOString() ?? null,
    result,
    content: typeReport(result.typeCode as TypeCode, hl ?? order.locale),
  };
}

/** Mails links to every paid report of an address. At most one such mail per address per minute. */
export async function retrieveReports(deps: AppDeps, email: string, hl: string | undefined): Promise<number> {
  const paid = await deps.db.select().from(orders).where(and(eq(orders.email, email), eq(orders.status, 'paid'))).orderBy(desc(orders.paidAt)).limit(50);
  if (!paid.length) throw notFound('There are no retrievable reports in the current mailbox.');
  const minute = Math.floor(Date.now() / 60_000);
  await enqueueMail(deps.db, reportsRetrievedMail(deps.env.PUBLIC_URL, email, hl ?? paid[0]!.locale,
    paid.map((o) => ({ ...o, typeCode: orderResult(o).typeCode })), `${email}:${minute}`));
  deps.kickMail();
  return paid.length;
}
