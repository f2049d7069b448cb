import { z } from 'zod';
import { and, asc, eq } from 'drizzle-orm';
import { Sku, SkuList } from '../../../contract/catalogue.ts';
import { Country, ExamId, Hl } from '../../../contract/common.ts';
import { CreateOrder, OrderInfo, OrderNumberParam, QuestionList, UpdateOrderEmail, UpdateOrderProfile } from '../../../contract/exam.ts';
import { questionBank, questionTexts } from '../../catalogue/content.ts';
import { skus } from '../../db/schema.ts';
import { notFound } from '../../http/api-error.ts';
import { createRoute } from '@hono/zod-openapi';
import { jsonBody, responses } from '../../http/define-call.ts';
import { createRouter, ok } from '../../http/envelope.ts';
import { createOrder, findOrder, requireExam, toOrderInfo, updateOrderEmail, updateOrderProfile } from '../../orders/orders.ts';

const tags = ['exam'];
const perDayDivisor: Record<string, number> = { DAY: 1, WEEK: 7, MONTH: 30, YEAR: 365 };
const toSku = (s: typeof skus.$inferSelect): Sku => ({
  skuId: s.id, examId: s.examId, step: s.step, currency: s.currency, interval: s.interval as Sku['interval'],
  intervalCount: s.intervalCount, amount: s.amount, trialDays: s.trialDays, trialAmount: s.trialAmount,
  perDayAmount: Math.round(s.amount / (perDayDivisor[s.interval]! * s.intervalCount) / (s.interval === 'WEEK' ? 4 : 1)),
  recommended: s.recommended,
});

async function skusFor(db: Parameters<typeof requireExam>[0], examId: number, country: string) {
  const rows = await db.select().from(skus).where(and(eq(skus.examId, examId), eq(skus.step, 0))).orderBy(asc(skus.sort));
  const local = rows.filter((r) => r.country === country);
  return local.length ? local : rows.filter((r) => r.country === 'US');
}

export const examRoutes = createRouter()
  .openapi(createRoute({ method: 'get', path: '/exam/question/list/{examId}/{hl}', summary: 'Statements of a test in a language (keys stay on the server)', tags, request: { params: z.object({ examId: ExamId, hl: Hl }) }, responses: responses(QuestionList) }),
    async (c) => {
      const { examId, hl } = c.req.valid('param');
      await requireExam(c.var.deps.db, examId);
      const bank = questionBank(examId);
      if (!bank) throw notFound(`Exam ${examId} has no questions yet`);
      const texts = questionTexts(examId, hl);
      const questions = bank.parts.flatMap((ids, p) => ids.map((id) => ({ id, part: p + 1, text: texts[id] ?? '' })));
      return ok(c, { examId, scalePoints: bank.scale.points, parts: bank.parts.length, questions });
    })
  .openapi(createRoute({ method: 'get', path: '/exam/sku/list/{examId}/{country}/{hl}', summary: 'Plans offered', tags, request: { params: z.object({ examId: ExamId, country: Country, hl: Hl }) }, responses: responses(SkuList) }),
    async (c) => {
      const { examId, country } = c.req.valid('param');
      await requireExam(c.var.deps.db, examId);
      return ok(c, (await skusFor(c.var.deps.db, examId, country)).map(toSku));
    })
  .openapi(createRoute({ method: 'get', path: '/exam/sku/info/{examId}/{skuId}/{country}/{hl}', summary: 'One plan', tags, request: { params: z.object({ examId: ExamId, skuId: z.string().max(64), country: Country, hl: Hl }) }, responses: responses(Sku) }),
    async (c) => {
      const { examId, skuId } = c.req.valid('param');
      await requireExam(c.var.deps.db, examId);
      const [row] = await c.var.deps.db.select().from(skus).where(and(eq(skus.id, skuId), eq(skus.examId, examId)));
      if (!row) throw notFound('Unknown plan');
      return ok(c, toSku(row));
    })
  .openapi(createRoute({ method: 'post', path: '/exam/order/info', summary: 'Submit answers: scores them and creates the order (idempotent by submitKey)', tags, request: { body: jsonBody(CreateOrder) }, responses: responses(OrderInfo) }),
    async (c) => ok(c, toOrderInfo(await createOrder(c.var.deps.db, c.req.valid('json')))))
  .openapi(createRoute({ method: 'get', path: '/exam/order/info/{orderNumber}', summary: 'Order status for its holder', tags, request: { params: OrderNumberParam }, responses: responses(OrderInfo) }),
    async (c) => ok(c, toOrderInfo(await findOrder(c.var.deps.db, c.req.valid('param').orderNumber))))
  .openapi(createRoute({ method: 'post', path: '/exam/order/update/email', summary: 'Set the delivery email', tags, request: { body: jsonBody(UpdateOrderEmail) }, responses: responses(OrderInfo) }),
    async (c) => {
      const { orderNumber, email } = c.req.valid('json');
      return ok(c, toOrderInfo(await updateOrderEmail(c.var.deps.db, orderNumber, email)));
    })
  .openapi(createRoute({ method: 'post', path: '/exam/order/update/profile', summary: 'Save the info form (names, year of birth, gender, country)', tags, request: { body: jsonBody(UpdateOrderProfile) }, responses: responses(OrderInfo) }),
    async (c) => {
      const { orderNumber, ...profile } = c.req.valid('json');
      return ok(c, toOrderInfo(await updateOrderProfile(c.var.deps.db, orderNumber, profile)));
    });
