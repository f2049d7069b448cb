import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { boot } from './boot.ts';
import { readEnv } from './env.ts';

const env = readEnv();
const { deps, stop } = await boot(env);
const app = createApp(deps);
const server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT }, (info) => {
  console.log(`TypeLab on http://${info.address}:${info.port} (${env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${env.DATA_DIR}`}, ${env.SMTP_URL ? 'SMTP' : 'dev outbox at /dev/mail'})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void stop().finally(() => process.exit(0));
  });
}
