import { eq } from 'drizzle-orm';
import type { CreateOrder, OrderInfo } from '../../contract/exam.ts';
import type { TestResult } from '../../contract/report.ts';
import { questionBank } from '../catalogue/content.ts';
import type { Db, Tx } from '../db/client.ts';
import { exams, orders } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/api-error.ts';
import { newExamOrderNumber, newOrderNumber } from '../ids.ts';
import { answerProblems, scoreAnswers } from '../scoring/score-answers.ts';

export type OrderRow = typeof orders.$inferSelect;

export async function requireExam(db: Db | Tx, examId: number) {
  const [exam] = await db.select().from(exams).where(eq(exams.id, examId));
  if (!exam || !exam.active) throw notFound(`Unknown exam ${examId}`);
  return exam;
}

/**
 * Scores a finished test and records it as an order. The client's submitKey makes this idempotent:
 * a retried or double-clicked submit returns the order the first one created.
 */
export async function createOrder(db: Db, input: CreateOrder): Promise<OrderRow> {
  await requireExam(db, input.appExamId);
  const bank = questionBank(input.appExamId);
  if (!bank) throw notFound(`Exam ${input.appExamId} has no questions yet`);
  const { missing, unknown } = answerProblems(bank.items, input.answers);
  if (unknown.length) throw badRequest(`Unknown question ids: ${unknown.slice(0, 5).join(', ')}`);
  if (missing.length) throw badRequest(`Please answer every question (${missing.length} unanswered)`);
  const result = scoreAnswers(bank.items, input.answers, bank.scale.points);
  const [created] = await db.insert(orders).values({
    orderNumber: newOrderNumber(),
    examOrderNumber: newExamOrderNumber(),
    submitKey: input.submitKey,
    examId: input.appExamId,
    locale: input.hl,
    code: input.code,
    theme: input.theme,
    query: input.query,
    answers: input.answers,
    result,
  }).onConflictDoNothing({ target: orders.submitKey }).returning();
  if (created) return created;
  const [existing] = await db.select().from(orders).where(eq(orders.submitKey, input.submitKey));
  if (!existing || JSON.stringify(existing.answers) !== JSON.stringify(input.answers)) throw conflict('This submission key was already used for other answers');
  return existing;
}

export async function findOrder(db: Db | Tx, orderNumber: string, lock = false): Promise<OrderRow> {
  const q = db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('Order not found');
  return row;
}

export async function updateOrderEmail(db: Db, orderNumber: string, email: string): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, orderNumber, true);
    if (order.status === 'paid' && order.email && order.email !== email) throw conflict('The delivery email of a paid order cannot be changed');
    const [row] = await tx.update(orders).set({ email, updatedAt: new Date() }).where(eq(orders.id, order.id)).returning();
    return row!;
  });
}

export const orderResult = (o: OrderRow) => o.result as TestResult;

export function toOrderInfo(o: OrderRow): OrderInfo {
  return {
    orderNumber: o.orderNumber,
    examOrderNumber: o.examOrderNumber,
    examId: o.examId,
    status: o.status,
    email: o.email,
    skuId: o.skuId,
    typeCode: orderResult(o).typeCode,
    code: o.code,
    theme: o.theme,
    createdAt: o.createdAt.toISOString(),
  };
}

/** Saves the info form on the order; the report and PDF then address the buyer by first name. */
export async function updateOrderProfile(db: Db, orderNumber: string, profile: NonNullable<OrderRow['profile']>): Promise<OrderRow> {
  const order = await findOrder(db, orderNumber);
  const [row] = await db.update(orders).set({ profile, updatedAt: new Date() }).where(eq(orders.id, order.id)).returning();
  return row!;
}
