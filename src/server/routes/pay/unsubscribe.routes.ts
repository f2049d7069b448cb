import { createRoute } from '@hono/zod-openapi';
import { UnsubscribeCheck, UnsubscribeRequest, UnsubscribeResult } from '../../../contract/unsubscribe.ts';
import { jsonBody, responses } from '../../http/define-call.ts';
import { createRouter, ok } from '../../http/envelope.ts';
import { cancelSubscriptions, liveSubscriptions } from '../../orders/subscriptions.ts';

const tags = ['unsubscribe'];

export const unsubscribeRoutes = createRouter()
  .openapi(createRoute({ method: 'post', path: '/unsubscribe/check/email', summary: 'Does this address have a running subscription?', tags, request: { body: jsonBody(UnsubscribeRequest) }, responses: responses(UnsubscribeCheck) }),
    async (c) => ok(c, { subscriptions: await liveSubscriptions(c.var.deps, c.req.valid('json').email) }))
  .openapi(createRoute({ method: 'post', path: '/unsubscribe/cancel', summary: 'Cancel every running subscription of an address (no further charges)', tags, request: { body: jsonBody(UnsubscribeRequest) }, responses: responses(UnsubscribeResult) }),
    async (c) => {
      const { email, hl } = c.req.valid('json');
      return ok(c, { canceled: await cancelSubscriptions(c.var.deps, email, hl ?? 'en') });
    });
