import { OpenAPIHono } from '@hono/zod-openapi';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps } from './deps.ts';
import { createRouter, fail, handleError, type AppEnv } from './http/envelope.ts';
import { devOutboxRoutes } from './mail/dev-outbox.routes.ts';
import { servePages } from './pages/serve-pages.ts';
import { appRoutes } from './routes/app/app.routes.ts';
import { examRoutes } from './routes/exam/exam.routes.ts';
import { payRoutes } from './routes/pay/pay.routes.ts';
import { testProviderRoutes } from './routes/pay/test-provider.routes.ts';
import { reportRoutes } from './routes/report/report.routes.ts';
import { unsubscribeRoutes } from './routes/pay/unsubscribe.routes.ts';
import { secondPhaseRoutes } from './routes/pay/second-phase.routes.ts';
import { helpRoutes } from './routes/app/help.routes.ts';

/** The API under one prefix; the same router answers at /api and, for the (pay) calls, at /pay. */
function api(deps: AppDeps) {
  const r = createRouter().route('/', appRoutes).route('/', examRoutes).route('/', payRoutes).route('/', reportRoutes).route('/', unsubscribeRoutes).route('/', secondPhaseRoutes).route('/', helpRoutes);
  if (deps.provider.name === 'test') r.route('/', testProviderRoutes);
  return r;
}

export function createApp(deps: AppDeps, opts: { servePages?: boolean } = {}) {
  const app = new OpenAPIHono<AppEnv>();
  app.use('*', secureHeaders({ referrerPolicy: 'same-origin', crossOriginEmbedderPolicy: false, contentSecurityPolicy: undefined }));
  app.use('*', compress());
  app.use('*', async (c, next) => { c.set('deps', deps); await next(); });
  app.onError(handleError);

  const apiRouter = api(deps);
  app.route('/api', apiRouter);
  app.route('/pay', apiRouter);
  app.doc31('/api/openapi.json', { openapi: '3.1.0', info: { title: 'TypeLab API', version: '1.0.0' } });
  app.all('/api/*', (c) => fail(c, 404, `Unknown API call: ${c.req.method} ${c.req.path}`));
  app.all('/pay/*', (c) => fail(c, 404, `Unknown API call: ${c.req.method} ${c.req.path}`));
  if (deps.env.NODE_ENV !== 'production') app.route('/', devOutboxRoutes);
  if (opts.servePages !== false) servePages(app, deps.env.DIST_DIR);
  return app;
}
