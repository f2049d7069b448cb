import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { emails } from '../db/schema.ts';
import type { AppEnv } from '../http/envelope.ts';

/** /dev/mail: the dev outbox, so a developer (or a test) can open the mail a user would get. Never in production. */
export const devOutboxRoutes = new Hono<AppEnv>()
  .get('/dev/mail', async (c) => {
    const rows = await c.var.deps.db.select({ id: emails.id, to: emails.to, subject: emails.subject, createdAt: emails.createdAt, status: emails.status })
      .from(emails).orderBy(desc(emails.id)).limit(200);
    return c.html(html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev outbox</title><meta name="robots" content="noindex">
<style>body{font-family:system-ui,sans-serif;margin:32px;color:#222}table{border-collapse:collapse;width:100%}td,th{padding:8px;border-bottom:1px solid #ddd;text-align:left}</style></head>
<body><h1>Dev outbox</h1><p>Mail is kept here because no SMTP_URL is set.</p>
<table><thead><tr><th>#</th><th>To</th><th>Subject</th><th>Status</th><th>Created</th></tr></thead><tbody>
${rows.map((r) => html`<tr><td>${r.id}</td><td>${r.to}</td><td><a href="/dev/mail/${r.id}">${r.subject}</a></td><td>${r.status}</td><td>${r.createdAt.toISOString()}</td></tr>`)}
</tbody></table></body></html>`);
  })
  .get('/dev/mail/:id{[0-9]+}', async (c) => {
    const [row] = await c.var.deps.db.select().from(emails).where(eq(emails.id, Number(c.req.param('id'))));
    if (!row) return c.text('Not found', 404);
    return c.html(html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${row.subject}</title></head><body style="margin:0">
<div style="font-family:system-ui;padding:12px 24px;background:#222;color:#eee"><a style="color:#9cf" href="/dev/mail">← outbox</a> · To: <span data-testid="mail-to">${row.to}</span> · Subject: <span data-testid="mail-subject">${row.subject}</span></div>
${raw(row.html)}</body></html>`);
  })
  .get('/dev/mail.json', async (c) => c.json(await c.var.deps.db.select().from(emails).orderBy(desc(emails.id)).limit(50)));
