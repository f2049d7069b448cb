import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { BuyPackage, PackageStep, SecondPhaseOrder, StepParam } from '../../../contract/packages.ts';
import { OrderNumberParam } from '../../../contract/exam.ts';
import { jsonBody, responses } from '../../http/define-call.ts';
import { createRouter, ok } from '../../http/envelope.ts';
import { buyPackage, packageStep, secondPhaseOrder } from '../../orders/packages.ts';

const tags = ['second-phase'];
const Purchase = z.object({ step: z.number().int(), skuId: z.string(), amount: z.number().int(), viaOffer: z.boolean() });

/** SPEC §2 package upsell steps (second phase). */
export const secondPhaseRoutes = createRouter()
  .openapi(createRoute({ method: 'get', path: '/secondPhase/sku/package/{examId}/{step}/{country}', summary: 'The package offered at one upsell step', tags, request: { params: StepParam }, responses: responses(PackageStep) }),
    async (c) => {
      const { examId, step } = c.req.valid('param');
      return ok(c, packageStep(examId, step));
    })
  .openapi(createRoute({ method: 'get', path: '/secondPhase/order/{orderNumber}', summary: 'Trial state and packages bought for an order', tags, request: { params: OrderNumberParam }, responses: responses(SecondPhaseOrder) }),
    async (c) => ok(c, await secondPhaseOrder(c.var.deps, c.req.valid('param').orderNumber)))
  .openapi(createRoute({ method: 'post', path: '/secondPhase/pay/skuPackage', summary: 'Buy one package step with the method that paid the order (once per step)', tags, request: { body: jsonBody(BuyPackage) }, responses: responses(Purchase) }),
    async (c) => ok(c, await buyPackage(c.var.deps, c.req.valid('json'))));
