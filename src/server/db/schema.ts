import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Catalogue, seeded from src/server/catalogue/*.json. */
export const exams = pgTable('exams', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  category: text('category').notNull(),
  questionCount: integer('question_count').notNull(),
  minutes: text('minutes').notNull(),
  active: boolean('active').notNull().default(true),
  /** SPEC §4 isOpenSecondPhase: after payment, offer the package steps before the report. */
  secondPhase: boolean('second_phase').notNull().default(false),
});

export const skus = pgTable('skus', {
  id: text('id').primaryKey(),
  examId: integer('exam_id').notNull().references(() => exams.id),
  step: integer('step').notNull().default(0),
  country: text('country').notNull(),
  currency: text('currency').notNull(),
  interval: text('interval').notNull(),
  intervalCount: integer('interval_count').notNull().default(1),
  amount: integer('amount').notNull(),
  trialDays: integer('trial_days').notNull().default(0),
  trialAmount: integer('trial_amount').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  recommended: boolean('recommended').notNull().default(false),
});

export const paymentMethods = pgTable('payment_methods', {
  id: text('id').primaryKey(),
  examId: integer('exam_id').notNull().references(() => exams.id),
  country: text('country').notNull(),
  kind: text('kind').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** One test taken and (maybe) bought. order_number is the secret that grants access to the report. */
export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  orderNumber: text('order_number').notNull().unique(),
  examOrderNumber: text('exam_order_number').notNull().unique(),
  submitKey: text('submit_key').notNull().unique(),
  examId: integer('exam_id').notNull().references(() => exams.id),
  locale: text('locale').notNull(),
  code: text('code').notNull(),
  theme: text('theme').notNull(),
  query: jsonb('query').$type<Record<string, string>>().notNull().default({}),
  answers: jsonb('answers').$type<Record<string, number>>().notNull(),
  result: jsonb('result').notNull(),
  email: text('email'),
  /** SPEC §2 info form, filled in by the buyer to personalize the report. */
  profile: jsonb('profile').$type<{ firstName: string; lastName: string; birthYear: number; gender: 'male' | 'female'; country: string }>(),
  skuId: text('sku_id').references(() => skus.id),
  status: text('status').$type<'created' | 'paying' | 'paid' | 'failed'>().notNull().default('created'),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  ...timestamps,
}, (t) => [index('orders_email_idx').on(t.email)]);

/** Our record of each attempt to pay an order, whatever the provider. */
export const payments = pgTable('payments', {
  id: text('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id),
  provider: text('provider').notNull(),
  providerRef: text('provider_ref').notNull(),
  method: text('method').notNull(),
  skuId: text('sku_id').notNull().references(() => skus.id),
  skipTrial: boolean('skip_trial').notNull().default(false),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
  /** What the page must do next; replayed as-is when the same payment is requested again. */
  action: jsonb('action').notNull(),
  failureCode: text('failure_code'),
  ...timestamps,
}, (t) => [
  uniqueIndex('payments_provider_ref_idx').on(t.provider, t.providerRef),
  // At most one open attempt per order: the database itself refuses a second concurrent charge.
  uniqueIndex('payments_one_pending_per_order_idx').on(t.orderId).where(sql`status = 'pending'`),
  uniqueIndex('payments_one_success_per_order_idx').on(t.orderId).where(sql`status = 'succeeded'`),
]);

export const subscriptions = pgTable('subscriptions', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().unique().references(() => orders.id),
  email: text('email').notNull(),
  skuId: text('sku_id').notNull().references(() => skus.id),
  status: text('status').$type<'trialing' | 'active' | 'canceled' | 'past_due'>().notNull(),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  ...timestamps,
}, (t) => [index('subscriptions_email_idx').on(t.email)]);

/** The built-in test-mode processor's own ledger: what a real processor would keep on its side. */
export const testProcessorIntents = pgTable('test_processor_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull().unique(),
  method: text('method').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<'requires_confirmation' | 'processing' | 'succeeded' | 'failed' | 'canceled'>().notNull(),
  outcome: text('outcome').$type<'succeed' | 'decline' | 'insufficient_funds' | 'expired_card'>(),
  cardLast4: text('card_last4'),
  settleAt: timestamp('settle_at', { withTimezone: true }),
  returnUrl: text('return_url').notNull(),
  ...timestamps,
});

/** Transactional outbox: a mail is written with the state change that causes it, then delivered. */
export const emails = pgTable('emails', {
  id: serial('id').primaryKey(),
  dedupeKey: text('dedupe_key').notNull().unique(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  status: text('status').$type<'pending' | 'sent' | 'failed' | 'outbox'>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  ...timestamps,
});

/** Anonymous page-view tracking: path only, no query string, no personal data. */
export const pageViews = pgTable('page_views', {
  id: serial('id').primaryKey(),
  logid: text('logid').notNull(),
  path: text('path').notNull(),
  appVersion: text('app_version'),
  locale: text('locale'),
  examId: integer('exam_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Second-phase purchases (SPEC §2 package steps): one per order and step, charged to the method that paid the order. */
export const extraPurchases = pgTable('extra_purchases', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id),
  step: integer('step').notNull(),
  skuId: text('sku_id').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  viaOffer: boolean('via_offer').notNull().default(false),
  provider: text('provider').notNull(),
  providerRef: text('provider_ref').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('extra_purchases_order_step_idx').on(t.orderId, t.step)]);

/** One row per subscription period charged: the unique key makes a renewal run at most once per period. */
export const renewalCharges = pgTable('renewal_charges', {
  id: serial('id').primaryKey(),
  subscriptionId: integer('subscription_id').notNull().references(() => subscriptions.id),
  periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<'succeeded' | 'failed'>().notNull(),
  providerRef: text('provider_ref').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('renewal_charges_period_idx').on(t.subscriptionId, t.periodStart)]);
