import { z } from 'zod';

/** Every setting the server reads, validated once at start-up. Secrets only ever come from here. */
const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65535).default(4321),
  /** Public base URL used in emailed links. */
  PUBLIC_URL: z.url().default('http://127.0.0.1:4321'),
  /** PostgreSQL connection string; without it the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Built site to serve. */
  DIST_DIR: z.string().default('./dist'),
  /** SMTP connection string (smtp://user:pass@host:587); without it mail goes to the dev outbox at /dev/mail. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('TypeLab <reports@typelab.app>'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Seconds the test-mode processor takes to settle a payment, like a real processor's async confirmation. */
  TEST_PROVIDER_SETTLE_MS: z.coerce.number().int().min(0).max(60_000).default(1500),
});
export type Env = z.infer<typeof Env>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = Env.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  return parsed.data;
}
