import { and, eq, lte, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { testProcessorIntents } from '../db/schema.ts';
import { newId, randomBase32 } from '../ids.ts';
import type { PaymentProvider, ProviderStatus } from './provider.ts';

type Intent = typeof testProcessorIntents.$inferSelect;
type Outcome = NonNullable<Intent['outcome']>;

/**
 * The built-in test-mode processor: offline, deterministic by card number, asynchronous like a real
 * one. Confirmed intents settle `settleMs` later; settlement happens lazily on read, so a restart in
 * between loses nothing.
 */
export function createTestProvider(opts: { settleMs: number; publicUrl: string }): PaymentProvider & {
  confirm(tx: Tx, clientSecret: string, outcome: Outcome, cardLast4: string | null): Promise<Intent | null>;
  findBySecret(tx: Tx, clientSecret: string): Promise<Intent | null>;
  approvePaypal(tx: Tx, clientSecret: string): Promise<Intent | null>;
  cancelBySecret(tx: Tx, clientSecret: string): Promise<Intent | null>;
} {
  const settleAt = () => new Date(Date.now() + opts.settleMs);

  async function settleDue(tx: Tx, id: string) {
    await tx.update(testProcessorIntents)
      .set({
        status: sql`case when ${testProcessorIntents.outcome} = 'succeed' then 'succeeded' else 'failed' end`,
        updatedAt: new Date(),
      })
      .where(and(eq(testProcessorIntents.id, id), eq(testProcessorIntents.status, 'processing'), lte(testProcessorIntents.settleAt, new Date())));
  }

  /** Moves an intent from requires_confirmation to processing exactly once; a repeat returns it unchanged. */
  async function startProcessing(tx: Tx, clientSecret: string, outcome: Outcome, cardLast4: string | null) {
    await tx.update(testProcessorIntents)
      .set({ status: 'processing', outcome, cardLast4, settleAt: settleAt(), updatedAt: new Date() })
      .where(and(eq(testProcessorIntents.clientSecret, clientSecret), eq(testProcessorIntents.status, 'requires_confirmation')));
    const [row] = await tx.select().from(testProcessorIntents).where(eq(testProcessorIntents.clientSecret, clientSecret));
    return row ?? null;
  }

  return {
    name: 'test',
    async createIntent(input, tx) {
      const id = newId('ti');
      const clientSecret = `${id}_secret_${randomBase32(16)}`;
      await tx.insert(testProcessorIntents).values({
        id, clientSecret, method: input.method, amount: input.amount, currency: input.currency,
        status: 'requires_confirmation', returnUrl: input.returnUrl,
      });
      const action = input.method === 'paypal'
        ? { type: 'redirect' as const, provider: 'test', url: `/pay/test-provider/paypal/${encodeURIComponent(clientSecret)}?hl=${encodeURIComponent(input.hl)}` }
        : { type: 'confirm_card' as const, provider: 'test', clientSecret };
      return { providerRef: id, action };
    },
    async retrieve(providerRef, tx): Promise<ProviderStatus> {
      await settleDue(tx, providerRef);
      const [row] = await tx.select().from(testProcessorIntents).where(eq(testProcessorIntents.id, providerRef));
      if (!row) return { status: 'failed', failureCode: 'processing_error' };
      if (row.status === 'succeeded') return { status: 'succeeded' };
      if (row.status === 'failed') return { status: 'failed', failureCode: row.outcome === 'succeed' ? 'processing_error' : row.outcome! };
      if (row.status === 'canceled') return { status: 'failed', failureCode: 'canceled' };
      return { status: 'pending' };
    },
    async cancel(providerRef, tx) {
      const rows = await tx.update(testProcessorIntents).set({ status: 'canceled', updatedAt: new Date() })
        .where(and(eq(testProcessorIntents.id, providerRef), eq(testProcessorIntents.status, 'requires_confirmation')))
        .returning({ id: testProcessorIntents.id });
      return rows.length > 0;
    },
    async chargeSaved(input, tx) {
      const id = `ti_off_${input.idempotencyKey.replace(/[^a-z0-9]/gi, '_')}`;
      const [existing] = await tx.select().from(testProcessorIntents).where(eq(testProcessorIntents.id, id));
      if (existing) return { providerRef: id, status: existing.status === 'succeeded' ? 'succeeded' : 'failed' };
      const [original] = await tx.select().from(testProcessorIntents).where(eq(testProcessorIntents.id, input.originalRef));
      // A method that paid once can be charged again; anything else is declined, as a processor would.
      const ok = original?.status === 'succeeded';
      await tx.insert(testProcessorIntents).values({
        id, clientSecret: `${id}_secret_${randomBase32(16)}`, method: original?.method ?? 'card', amount: input.amount, currency: input.currency,
        status: ok ? 'succeeded' : 'failed', outcome: ok ? 'succeed' : 'decline', cardLast4: original?.cardLast4 ?? null, returnUrl: original?.returnUrl ?? '',
      });
      return { providerRef: id, status: ok ? 'succeeded' : 'failed' };
    },
    confirm: startProcessing,
    async findBySecret(tx, clientSecret) {
      const [row] = await tx.select().from(testProcessorIntents).where(eq(testProcessorIntents.clientSecret, clientSecret));
      return row ?? null;
    },
    approvePaypal: (tx, clientSecret) => startProcessing(tx, clientSecret, 'succeed', null),
    async cancelBySecret(tx, clientSecret) {
      await tx.update(testProcessorIntents).set({ status: 'canceled', updatedAt: new Date() })
        .where(and(eq(testProcessorIntents.clientSecret, clientSecret), eq(testProcessorIntents.status, 'requires_confirmation')));
      const [row] = await tx.select().from(testProcessorIntents).where(eq(testProcessorIntents.clientSecret, clientSecret));
      return row ?? null;
    },
  };
}
export type TestProvider = ReturnType<typeof createTestProvider>;
