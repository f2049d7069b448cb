import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { matchPageRoute } from '../../routes/route-table.ts';
import { exams } from '../db/schema.ts';
import type { AppEnv } from '../http/envelope.ts';
import { pageFile, pageLocale } from './page-locale.ts';

/**
 * Serves the pre-built site: assets as files, and every `/route/{code}-{examId}` as its one
 * pre-built HTML page. Nothing is rendered per request.
 */
export function servePages(app: Hono<AppEnv>, distDir: string) {
  const root = resolve(distDir);
  const html = new Map<string, string>();
  const page = (name: string) => {
    if (!html.has(name)) {
      const file = join(root, name === 'index' ? 'index.html' : name.endsWith('/index') ? `${name}.html` : `${name}/index.html`);
      html.set(name, existsSync(file) ? readFileSync(file, 'utf8') : '');
    }
    return html.get(name)!;
  };
  let examIds: Set<number> | null = null;

  app.use('/_astro/*', async (c, next) => {
    await next();
    c.header('cache-control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root: distDir, rewriteRequestPath: (p) => (p.includes('.') ? p : '/__not_a_file__') }));

  app.get('*', async (c) => {
    const { hl, rest } = pageLocale(c.req.path, c.req.query('hl'), c.req.header('cookie'));
    c.header('vary', 'Cookie');
    if (rest === '/' || rest === '') {
      const home = page(pageFile(hl, 'index'));
      if (home) return c.html(home);
    }
    const match = matchPageRoute(rest);
    if (match) {
      examIds ??= new Set((await c.var.deps.db.select({ id: exams.id }).from(exams)).map((e) => e.id));
      const body = examIds.has(match.examId) ? page(pageFile(hl, match.route.page)) : '';
      if (body) {
        if (match.route.noindex) c.header('x-robots-tag', 'noindex');
        c.header('cache-control', 'public, max-age=60');
        return c.html(body);
      }
    }
    const notFound = page(pageFile(hl, 'not-found'));
    return notFound ? c.html(notFound, 404) : c.text(`Page Not Found: ${c.req.path}`, 404);
  });
}
