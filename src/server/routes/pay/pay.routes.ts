import { CheckStatus, CreatePayment, PaymentCreated, PaymentStatus } from '../../../contract/pay.ts';
import { UpdateOrderEmail, OrderInfo } from '../../../contract/exam.ts';
import { createRoute } from '@hono/zod-openapi';
import { jsonBody, responses } from '../../http/define-call.ts';
import { createRouter, ok } from '../../http/envelope.ts';
import { lastFailureCode, startPayment, syncPayment } from '../../payments/order-payments.ts';
import { toOrderInfo, updateOrderEmail } from '../../orders/orders.ts';

const tags = ['pay'];

/** The (pay) calls of SPEC §7; mounted under both /api and /pay. */
export const payRoutes = createRouter()
  .openapi(createRoute({ method: 'post', path: '/pay/order/create', summary: 'Start paying an order; repeated calls return the same open attempt', tags, request: { body: jsonBody(CreatePayment) }, responses: responses(PaymentCreated) }),
    async (c) => ok(c, await startPayment(c.var.deps, c.req.valid('json'), new URL(c.req.url).origin)))
  .openapi(createRoute({ method: 'post', path: '/pay/check/status', summary: 'Where the payment of an order stands (polled by the check page)', tags, request: { body: jsonBody(CheckStatus) }, responses: responses(PaymentStatus) }),
    async (c) => {
      const order = await syncPayment(c.var.deps, c.req.valid('json').orderNumber);
      return ok(c, { status: order.status, failureCode: await lastFailureCode(c.var.deps, order), email: order.email });
    })
  .openapi(createRoute({ method: 'post', path: '/pay/exam/order/update/email', summary: 'Set the delivery email (pay-server variant)', tags, request: { body: jsonBody(UpdateOrderEmail) }, responses: responses(OrderInfo) }),
    async (c) => {
      const { orderNumber, email } = c.req.valid('json');
      return ok(c, toOrderInfo(await updateOrderEmail(c.var.deps.db, orderNumber, email)));
    });
