import { openDatabase } from './db/client.ts';
import { seedCatalogue } from './catalogue/seed.ts';
import type { AppDeps } from './deps.ts';
import type { Env } from './env.ts';
import { deliverPending } from './mail/outbox.ts';
import { smtpTransport } from './mail/smtp-transport.ts';
import { createTestProvider } from './payments/test-provider.ts';
import { loadAllMessages } from './i18n-messages.ts';
import { renewDue } from './payments/renewals.ts';

/** Opens the database, seeds the catalogue and wires the providers: everything but the HTTP listener. */
export async function boot(env: Env) {
  loadAllMessages();
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await seedCatalogue(handle.db);
  const testProvider = createTestProvider({ settleMs: env.TEST_PROVIDER_SETTLE_MS, publicUrl: env.PUBLIC_URL });
  const transport = smtpTransport(env.SMTP_URL, env.MAIL_FROM);
  let running = Promise.resolve(0);
  const kickMail = () => { running = running.then(() => deliverPending(handle.db, transport)).catch(() => 0); };
  const deps: AppDeps = {
    env, db: handle.db, provider: testProvider, providers: { test: testProvider }, testProvider,
    mailTransport: transport, kickMail,
  };
  const timer = setInterval(kickMail, 5000);
  timer.unref();
  // Trials and periods that ended are charged once a minute; a run that overlaps another changes nothing.
  let renewing = Promise.resolve();
  const renewTimer = setInterval(() => { renewing = renewing.then(() => renewDue(deps)).then(() => {}, () => {}); }, 60_000);
  renewTimer.unref();
  return { deps, handle, stop: async () => { clearInterval(timer); clearInterval(renewTimer); await renewing; await running; await handle.close(); } };
}
