import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { checkStatus, payWithCard, submitTest, weekly } from '../../../../tests/setup/order-fixtures.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe(`plans page data (${process.env.TEST_DB})`, () => {
  it('lists people of the order type and the latest results without anything personal', async () => {
    const { orderNumber } = await submitTest(t, 'INTP');
    const p = await t.call('GET', `/api/exam/order/presenter/list/${orderNumber}?hl=en`);
    expect(p.json.data).toMatchObject({ typeCode: 'INTP', title: 'The Theorist' });
    expect(p.json.data.people.length).toBeGreaterThan(2);
    const latest = await t.call('GET', '/api/exam/order/latest/list');
    expect(latest.json.data[0]).toEqual({ typeCode: 'INTP', minutesAgo: 0 });
    expect(Object.keys(latest.json.data[0])).toEqual(['typeCode', 'minutesAgo']);
  });
});

describe(`package steps (${process.env.TEST_DB})`, () => {
  it('charges each step once with the saved method; step 1 ends the trial; unpaid orders are refused', async () => {
    const pkg = await t.call('GET', '/api/secondPhase/sku/package/1/2/US');
    expect(pkg.json.data).toMatchObject({ step: 2, kind: 'add_packs', amount: 999, offerAmount: 499 });
    expect((await t.call('GET', '/api/secondPhase/sku/package/1/9/US')).status).toBe(400);
    const unpaid = await submitTest(t);
    expect((await t.call('POST', '/pay/secondPhase/pay/skuPackage', { orderNumber: unpaid.orderNumber, step: 2 })).status).toBe(402);

    const { orderNumber } = await submitTest(t);
    await payWithCard(t, orderNumber, undefined, weekly, 'upsell@example.com');
    await checkStatus(t, orderNumber);
    expect((await t.call('GET', `/api/secondPhase/order/${orderNumber}`)).json.data).toEqual({ trialing: true, purchases: [] });
    const [a, b] = await Promise.all([
      t.call('POST', '/pay/secondPhase/pay/skuPackage', { orderNumber, step: 2, offer: true }),
      t.call('POST', '/pay/secondPhase/pay/skuPackage', { orderNumber, step: 2 }),
    ]);
    expect(a.json.data).toEqual(b.json.data);
    const skip = await t.call('POST', '/pay/secondPhase/pay/skuPackage', { orderNumber, step: 1 });
    expect(skip.json.data).toMatchObject({ step: 1, amount: 1999 });
    const state = (await t.call('GET', `/api/secondPhase/order/${orderNumber}`)).json.data;
    expect(state.trialing).toBe(false);
    expect(state.purchases.map((p: { step: number }) => p.step)).toEqual([1, 2]);
    expect((await t.call('POST', '/pay/secondPhase/pay/skuPackage', { orderNumber, step: 1 })).json.data).toMatchObject({ step: 1 });
  });
});
