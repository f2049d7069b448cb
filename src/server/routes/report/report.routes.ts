import { z } from 'zod';
import { OrderNumberParam } from '../../../contract/exam.ts';
import { LatestResults, PdfRequest, Presenters, Report, ReportQuery, RetrieveRequest, RetrieveResult } from '../../../contract/report.ts';
import { latestResults, presentersFor } from '../../orders/presenters.ts';
import { createRoute } from '@hono/zod-openapi';
import { jsonBody, responses } from '../../http/define-call.ts';
import { createRouter, ok } from '../../http/envelope.ts';
import { loadReport, retrieveReports } from '../../orders/reports.ts';
import { renderReportPdf } from '../../pdf/render-report-pdf.tsx';

const tags = ['report'];

export const reportRoutes = createRouter()
  .openapi(createRoute({ method: 'get', path: '/exam/order/presenter/list/{orderNumber}', summary: 'Well-known people associated with the type of an order', tags, request: { params: OrderNumberParam, query: ReportQuery }, responses: responses(Presenters) }),
    async (c) => ok(c, await presentersFor(c.var.deps, c.req.valid('param').orderNumber, c.req.valid('query').hl)))
  .openapi(createRoute({ method: 'get', path: '/exam/order/latest/list', summary: 'The latest results, anonymous (type and age only)', tags, responses: responses(LatestResults) }),
    async (c) => ok(c, await latestResults(c.var.deps)))
  .openapi(createRoute({ method: 'get', path: '/exam/order/mbti/{orderNumber}', summary: 'The report of a paid order', tags, request: { params: OrderNumberParam, query: ReportQuery }, responses: responses(Report) }),
    async (c) => ok(c, await loadReport(c.var.deps, c.req.valid('param').orderNumber, c.req.valid('query').hl)))
  .openapi(createRoute({ method: 'post', path: '/exam/order/report/retrieve', summary: 'Email links to every paid report of an address', tags, request: { body: jsonBody(RetrieveRequest) }, responses: responses(RetrieveResult) }),
    async (c) => {
      const { email, hl } = c.req.valid('json');
      return ok(c, { sent: await retrieveReports(c.var.deps, email, hl) });
    })
  .openapi(createRoute({ method: 'post', path: '/exam/order/file/down/info', summary: 'The report as a PDF file (application/pdf on success)', tags, request: { body: jsonBody(PdfRequest) }, responses: responses(z.object({})) }),
    async (c) => {
      const { orderNumber, hl } = c.req.valid('json');
      const report = await loadReport(c.var.deps, orderNumber, hl);
      const pdf = await renderReportPdf(report, hl);
      return c.body(new Uint8Array(pdf), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${orderNumber}.pdf"`,
        'cache-control': 'private, no-store',
      }) as never;
    });
