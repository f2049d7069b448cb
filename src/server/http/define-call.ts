import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { z } from 'zod';
import { ErrorEnvelope, okEnvelope } from '../../contract/envelope.ts';

type Request = NonNullable<RouteConfig['request']>;
type CallSpec<D extends z.ZodType> = {
  method: 'get' | 'post';
  path: string;
  summary: string;
  tags: string[];
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  data: D;
};

const error = (description: string) => ({ description, content: { 'application/json': { schema: ErrorEnvelope } } });

/** One API call described once: validation, the success envelope and OpenAPI all come from this. */
export function defineCall<D extends z.ZodType>(spec: CallSpec<D>) {
  const request: Request = {};
  if (spec.params) request.params = spec.params as Request['params'];
  if (spec.query) request.query = spec.query as Request['query'];
  if (spec.body) request.body = { required: true, content: { 'application/json': { schema: spec.body } } } as Request['body'];
  return createRoute({
    method: spec.method,
    path: spec.path,
    summary: spec.summary,
    tags: spec.tags,
    request,
    responses: {
      200: { description: 'Success', content: { 'application/json': { schema: okEnvelope(spec.data) } } },
      400: error('Invalid input'),
      404: error('Not found'),
      409: error('Conflict with the current state'),
    },
  });
}
