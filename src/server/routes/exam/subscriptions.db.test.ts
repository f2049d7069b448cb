import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { checkStatus, payWithCard, submitTest, weekly } from '../../../../tests/setup/order-fixtures.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe(`unsubscribe (${process.env.TEST_DB})`, () => {
  it('finds running subscriptions, cancels them once, and says Email not found otherwise', async () => {
    const unknown = await t.call('POST', '/pay/unsubscribe/check/email', { email: 'ghost@example.com' });
    expect(unknown).toMatchObject({ status: 404, json: { msg: 'Email not found Please re-enter' } });
    expect((await t.call('POST', '/pay/unsubscribe/check/email', { email: 'nope' })).status).toBe(400);
    const { orderNumber } = await submitTest(t);
    await payWithCard(t, orderNumber, undefined, weekly, 'sub@example.com');
    await checkStatus(t, orderNumber);
    expect((await t.call('POST', '/pay/unsubscribe/check/email', { email: 'SUB@example.com' })).json.data).toEqual({ subscriptions: 1 });
    const [a, b] = await Promise.all([
      t.call('POST', '/pay/unsubscribe/cancel', { email: 'sub@example.com' }),
      t.call('POST', '/pay/unsubscribe/cancel', { email: 'sub@example.com' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 404]);
    const subs = (await t.db.query.subscriptions.findMany()).filter((s) => s.email === 'sub@example.com');
    expect(subs.map((s) => s.status)).toEqual(['canceled']);
    const mails = (await t.db.query.emails.findMany()).filter((m) => m.to === 'sub@example.com' && m.dedupeKey.startsWith('cancel:'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your TypeLab subscription is canceled');
  });
});

describe(`renewals (${process.env.TEST_DB})`, () => {
  it('charges an ended trial once, moves the period on, and never charges a canceled plan', async () => {
    const { renewDue } = await import('../../payments/renewals.ts');
    const { subscriptions, renewalCharges, orders } = await import('../../db/schema.ts');
    const { eq } = await import('drizzle-orm');
    const a = await submitTest(t);
    await payWithCard(t, a.orderNumber, undefined, weekly, 'renew@example.com');
    await checkStatus(t, a.orderNumber);
    const b = await submitTest(t);
    await payWithCard(t, b.orderNumber, undefined, weekly, 'renew-cancel@example.com');
    await checkStatus(t, b.orderNumber);
    await t.call('POST', '/pay/unsubscribe/cancel', { email: 'renew-cancel@example.com' });
    const past = new Date(Date.now() - 60_000);
    const [orderA] = await t.db.select().from(orders).where(eq(orders.orderNumber, a.orderNumber));
    const [orderB] = await t.db.select().from(orders).where(eq(orders.orderNumber, b.orderNumber));
    // Only these two plans have ended; every other subscription in this database is still in its period.
    await t.db.update(subscriptions).set({ currentPeriodEnd: new Date(Date.now() + 86_400_000) });
    for (const o of [orderA!, orderB!]) await t.db.update(subscriptions).set({ currentPeriodEnd: past }).where(eq(subscriptions.orderId, o.id));

    const [first, second] = await Promise.all([renewDue(t.deps), renewDue(t.deps)]);
    expect(first.charged + second.charged).toBe(1);
    const [subA] = await t.db.select().from(subscriptions).where(eq(subscriptions.orderId, orderA!.id));
    expect(subA!.status).toBe('active');
    expect(subA!.currentPeriodEnd.getTime() - past.getTime()).toBe(7 * 86_400_000);
    const charges = await t.db.select().from(renewalCharges).where(eq(renewalCharges.subscriptionId, subA!.id));
    expect(charges.map((c) => [c.amount, c.status])).toEqual([[1999, 'succeeded']]);
    expect((await renewDue(t.deps)).charged).toBe(0);
    const [subB] = await t.db.select().from(subscriptions).where(eq(subscriptions.orderId, orderB!.id));
    expect(subB!.status).toBe('canceled');
  });
});
