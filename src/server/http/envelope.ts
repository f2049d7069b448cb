import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import type { AppDeps } from '../deps.ts';

export type AppEnv = { Variables: { deps: AppDeps } };

export const ok = <T>(c: Context, data: T) => c.json({ result: 200 as const, data }, 200);
export const fail = (c: Context, status: ContentfulStatusCode, msg: string) => c.json({ result: status, msg }, status);

function describeIssues(issues: z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 5)
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
}

/** A router whose validation failures answer 400 with a readable message instead of zod's raw dump. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return fail(c, 400, describeIssues(result.error.issues));
    },
  });
}

/** Maps every thrown error to the envelope; only a genuine bug becomes a 500, and it is logged without request data. */
export function handleError(err: Error, c: Context) {
  if (err instanceof ApiError) return fail(c, err.status, err.message);
  if (err instanceof HTTPException) {
    const msg = err.status === 400 ? 'Malformed JSON in request body' : err.message || 'Request failed';
    return fail(c, err.status as ContentfulStatusCode, msg);
  }
  // The route pattern, never the concrete path: paths can carry order numbers.
  console.error(`[api] ${c.req.method} ${routePath(c)}: ${err.stack ?? err.message}`);
  return fail(c, 500, 'Something went wrong on our side. Please retry.');
}
