import { z } from 'zod';
import { asc, eq } from 'drizzle-orm';
import { CategoryList, Exam, LanguageList, Logid, LogidRequest, PageViewQuery } from '../../../contract/app.ts';
import { PaymentMethodList } from '../../../contract/catalogue.ts';
import { Country, ExamId } from '../../../contract/common.ts';
import { readyLocales } from '../../../../i18n/locales.ts';
import { exams, pageViews, paymentMethods } from '../../db/schema.ts';
import { createRoute } from '@hono/zod-openapi';
import { jsonBody, responses } from '../../http/define-call.ts';
import { createRouter, ok } from '../../http/envelope.ts';
import { randomBase32 } from '../../ids.ts';
import { requireExam } from '../../orders/orders.ts';

const tags = ['app'];
const toExam = (e: typeof exams.$inferSelect): Exam => ({ id: e.id, slug: e.slug, category: e.category, questionCount: e.questionCount, minutes: e.minutes, secondPhase: e.secondPhase });

export const appRoutes = createRouter()
  .openapi(createRoute({ method: 'post', path: '/app/v2/generate/logid', summary: 'New anonymous visit id', tags, request: { body: jsonBody(LogidRequest) }, responses: responses(Logid) }),
    async (c) => {
      await requireExam(c.var.deps.db, c.req.valid('json').appExamId);
      return ok(c, { logid: randomBase32(10) });
    })
  .openapi(createRoute({ method: 'get', path: '/app/language/list/{examId}', summary: 'Languages offered', tags, request: { params: z.object({ examId: ExamId }) }, responses: responses(LanguageList) }),
    async (c) => {
      await requireExam(c.var.deps.db, c.req.valid('param').examId);
      return ok(c, readyLocales.map((l) => ({ hl: l.hl, region: l.region, name: l.name })));
    })
  .openapi(createRoute({ method: 'get', path: '/app/v2/view', summary: 'Page-view tracking (path only, nothing personal)', tags, request: { query: PageViewQuery }, responses: responses(z.object({})) }),
    async (c) => {
      const q = c.req.valid('query');
      let path = '/';
      try { path = new URL(q.dl, 'http://x').pathname.slice(0, 300); } catch { /* keep "/" */ }
      await c.var.deps.db.insert(pageViews).values({ logid: q.id ?? 'anonymous', path, appVersion: q.av, locale: q.hl, examId: q.aeid });
      return ok(c, {});
    })
  .openapi(createRoute({ method: 'get', path: '/exam/category/list', summary: 'Test categories', tags, responses: responses(CategoryList) }),
    async (c) => {
      const all = await c.var.deps.db.select().from(exams).where(eq(exams.active, true)).orderBy(asc(exams.id));
      const byCategory = new Map<string, Exam[]>();
      for (const e of all) byCategory.set(e.category, [...(byCategory.get(e.category) ?? []), toExam(e)]);
      return ok(c, [...byCategory].map(([id, list]) => ({ id, exams: list })));
    })
  .openapi(createRoute({ method: 'get', path: '/exam/info/{id}', summary: 'One test', tags, request: { params: z.object({ id: ExamId }) }, responses: responses(Exam) }),
    async (c) => ok(c, toExam(await requireExam(c.var.deps.db, c.req.valid('param').id))))
  .openapi(createRoute({ method: 'get', path: '/app/payment/list/{examId}/{country}', summary: 'Payment methods for a test and country', tags, request: { params: z.object({ examId: ExamId, country: Country }) }, responses: responses(PaymentMethodList) }),
    async (c) => {
      const { examId, country } = c.req.valid('param');
      await requireExam(c.var.deps.db, examId);
      const rows = await c.var.deps.db.select().from(paymentMethods).where(eq(paymentMethods.examId, examId)).orderBy(asc(paymentMethods.sort));
      const local = rows.filter((r) => r.country === country);
      // Countries without their own list get the US one, so no visitor is left without a way to pay.
      const list = local.length ? local : rows.filter((r) => r.country === 'US');
      return ok(c, list.map((r) => ({ id: r.id, kind: r.kind as 'card' | 'paypal' })));
    });
