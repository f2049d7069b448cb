import { openDatabase, type DbHandle } from '../../src/server/db/client.ts';
import { seedCatalogue } from '../../src/server/catalogue/seed.ts';
import { createApp } from '../../src/server/app.ts';
import { readEnv } from '../../src/server/env.ts';
import type { AppDeps } from '../../src/server/deps.ts';
import { deliverPending } from '../../src/server/mail/outbox.ts';
import { createTestProvider } from '../../src/server/payments/test-provider.ts';
import { loadAllMessages } from '../../src/server/i18n-messages.ts';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A fresh database for this worker: in-memory PGlite, or its own PostgreSQL database. */
async function freshDatabase(): Promise<DbHandle> {
  if (process.env.TEST_DB !== 'postgres') return openDatabase({ dataDir: 'memory://' });
  const { default: pg } = await import('pg');
  const name = `typelab_test_${process.env.VITEST_POOL_ID ?? '0'}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), dataDir: '' });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

export async function createTestApp() {
  loadAllMessages();
  const handle = await freshDatabase();
  await seedCatalogue(handle.db);
  const env = readEnv({ NODE_ENV: 'test', TEST_PROVIDER_SETTLE_MS: '0', PUBLIC_URL: 'http://127.0.0.1:4321' } as NodeJS.ProcessEnv);
  const testProvider = createTestProvider({ settleMs: 0, publicUrl: env.PUBLIC_URL });
  const deps: AppDeps = {
    env, db: handle.db, provider: testProvider, providers: { test: testProvider }, testProvider,
    mailTransport: null, kickMail: () => {},
  };
  const app = createApp(deps, { servePages: false });
  const call = async (method: string, path: string, body?: unknown, raw?: string) => {
    const res = await app.request(path, {
      method,
      headers: body !== undefined || raw !== undefined ? { 'content-type': 'application/json' } : {},
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const type = res.headers.get('content-type') ?? '';
    return { status: res.status, headers: res.headers, json: type.includes('json') ? await res.json() : null, bytes: type.includes('pdf') ? new Uint8Array(await res.arrayBuffer()) : null };
  };
  return { app, deps, db: handle.db, kind: handle.kind, call, deliver: () => deliverPending(handle.db, null), close: handle.close };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
