import { desc } from 'drizzle-orm';
import type { LatestResults, Presenters } from '../../contract/report.ts';
import type { TypeCode } from '../../content/report-content.schema.ts';
import { typeReport } from '../catalogue/content.ts';
import type { AppDeps } from '../deps.ts';
import { orders } from '../db/schema.ts';
import { findOrder, orderResult } from './orders.ts';

/** The plans page's "people who share your type": public content, shown to the holder of the order. */
export async function presentersFor(deps: AppDeps, orderNumber: string, hl: string | undefined): Promise<Presenters> {
  const order = await findOrder(deps.db, orderNumber);
  const code = orderResult(order).typeCode as TypeCode;
  const content = typeReport(code, hl ?? order.locale);
  return { typeCode: code, title: content.title, tagline: content.tagline, description: content.description, people: content.famousPeople.slice(0, 4) };
}

/** Real recent results for social proof: only the type and the age in minutes, never who or where. */
export async function latestResults(deps: AppDeps): Promise<LatestResults> {
  const rows = await deps.db.select({ result: orders.result, createdAt: orders.createdAt }).from(orders).orderBy(desc(orders.id)).limit(6);
  const now = Date.now();
  return rows.map((r) => ({ typeCode: (r.result as { typeCode: string }).typeCode, minutesAgo: Math.max(0, Math.floor((now - r.createdAt.getTime()) / 60_000)) }));
}
