import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { HelpArticle, HelpInfoParams, HelpInfoQuery, HelpList, HelpListParams, Protocol, ProtocolList } from '../../../contract/help.ts';
import { helpContent, legalContent } from '../../catalogue/content.ts';
import { notFound } from '../../http/api-error.ts';
import { responses } from '../../http/define-call.ts';
import { createRouter, ok } from '../../http/envelope.ts';
import { requireExam } from '../../orders/orders.ts';

const tags = ['help'];
/** Info calls carry the language as ?hl= or, like every call of the site, in the hl header. */
const hlOf = (c: Context, query?: string) => query ?? c.req.header('hl') ?? 'en';

export const helpRoutes = createRouter()
  .openapi(createRoute({ method: 'get', path: '/app/help/list/{examId}/{hl}', summary: 'Help centre: categories and article titles', tags, request: { params: HelpListParams }, responses: responses(HelpList) }),
    async (c) => {
      const { examId, hl } = c.req.valid('param');
      await requireExam(c.var.deps.db, examId);
      return ok(c, helpContent(hl).categories.map((cat) => ({ id: cat.id, title: cat.title, intro: cat.intro, items: cat.items.map((i) => ({ id: i.id, title: i.title })) })));
    })
  .openapi(createRoute({ method: 'get', path: '/app/help/info/{id}', summary: 'One help article', tags, request: { params: HelpInfoParams, query: HelpInfoQuery }, responses: responses(HelpArticle) }),
    async (c) => {
      const { id } = c.req.valid('param');
      for (const cat of helpContent(hlOf(c, c.req.valid('query').hl)).categories) {
        const item = cat.items.find((i) => i.id === id);
        if (item) return ok(c, { id, categoryId: cat.id, title: item.title, body: item.body });
      }
      throw notFound('Article not found');
    })
  .openapi(createRoute({ method: 'get', path: '/app/protocol/list/{examId}/{hl}', summary: 'Legal documents', tags, request: { params: HelpListParams }, responses: responses(ProtocolList) }),
    async (c) => {
      const { examId, hl } = c.req.valid('param');
      await requireExam(c.var.deps.db, examId);
      return ok(c, legalContent(hl).documents.map((d) => ({ id: d.id, flag: d.flag, title: d.title, updated: d.updated })));
    })
  .openapi(createRoute({ method: 'get', path: '/app/protocol/info/{id}', summary: 'One legal document', tags, request: { params: HelpInfoParams, query: HelpInfoQuery }, responses: responses(Protocol) }),
    async (c) => {
      const doc = legalContent(hlOf(c, c.req.valid('query').hl)).documents.find((d) => d.id === c.req.valid('param').id);
      if (!doc) throw notFound('Document not found');
      return ok(c, doc);
    });
