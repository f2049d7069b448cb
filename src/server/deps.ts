import type { Db } from './db/client.ts';
import type { Env } from './env.ts';
import type { Transport } from './mail/outbox.ts';
import type { PaymentProvider } from './payments/provider.ts';
import type { TestProvider } from './payments/test-provider.ts';

/** Everything a handler may touch, built once in index.ts (or per test worker). */
export type AppDeps = {
  env: Env;
  db: Db;
  /** Provider used for new payments. */
  provider: PaymentProvider;
  /** Every provider by name, so payments started under one still settle after a configuration change. */
  providers: Record<string, PaymentProvider>;
  testProvider: TestProvider;
  mailTransport: Transport;
  /** Asks the mail worker to deliver now rather than on its next tick. */
  kickMail: () => void;
};
