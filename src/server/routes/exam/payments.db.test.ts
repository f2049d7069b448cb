import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { checkStatus, monthly, payWithCard, submitTest, weekly } from '../../../../tests/setup/order-fixtures.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe(`payments (${process.env.TEST_DB})`, () => {
  it('pays with a test card, settles asynchronously, mails the report once', async () => {
    const { orderNumber } = await submitTest(t, 'ENTJ');
    expect((await t.call('GET', `/api/exam/order/mbti/${orderNumber}`)).status).toBe(402);
    const { created, confirm } = await payWithCard(t, orderNumber);
    expect(created.json.data).toMatchObject({ amount: 4999, currency: 'USD', action: { type: 'confirm_card', provider: 'test' } });
    expect(confirm!.json.data.status).toBe('processing');
    const first = await checkStatus(t, orderNumber);
    expect(first.json.data).toMatchObject({ status: 'paid', email: 'ada@example.com' });
    await checkStatus(t, orderNumber);
    const mails = (await t.db.query.emails.findMany()).filter((m) => m.html.includes(orderNumber));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your ENTJ personality report is ready');
    expect(mails[0]!.text).toContain(`/report/result/fb01-1?order=${orderNumber}`);
    const report = await t.call('GET', `/api/exam/order/mbti/${orderNumber}`);
    expect(report.json.data.result.typeCode).toBe('ENTJ');
    expect(report.json.data.content.title).toBe('The Director');
    const again = await t.call('POST', '/pay/pay/order/create', { orderNumber, skuId: monthly, payMethod: 'card', email: 'ada@example.com' });
    expect(again).toMatchObject({ status: 409, json: { msg: 'This order is already paid' } });
  });

  it('a repeated submission returns the same open payment; the database refuses a second one', async () => {
    const { orderNumber } = await submitTest(t);
    const body = { orderNumber, skuId: weekly, payMethod: 'card', email: 'b@example.com' };
    const [a, b] = await Promise.all([t.call('POST', '/pay/pay/order/create', body), t.call('POST', '/pay/pay/order/create', body)]);
    expect(a.json.data.paymentId).toBe(b.json.data.paymentId);
    expect(a.json.data.amount).toBe(0);
    const confirm = { clientSecret: a.json.data.action.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '01/40', cvc: '999', name: 'B' };
    await Promise.all([t.call('POST', '/pay/test-provider/confirm', confirm), t.call('POST', '/pay/test-provider/confirm', confirm)]);
    const switchPlan = await t.call('POST', '/pay/pay/order/create', { ...body, skuId: monthly });
    expect(switchPlan.status).toBe(409);
    await Promise.all([checkStatus(t, orderNumber), checkStatus(t, orderNumber)]);
    const order = (await t.db.query.orders.findMany()).find((o) => o.orderNumber === orderNumber)!;
    const pays = (await t.db.query.payments.findMany()).filter((p) => p.orderId === order.id);
    expect(pays.map((p) => p.status)).toEqual(['succeeded']);
    const subs = (await t.db.query.subscriptions.findMany()).filter((s) => s.orderId === order.id);
    expect(subs).toHaveLength(1);
    expect(subs[0]!.status).toBe('trialing');
  });

  it('a declined card fails the order, and a retry with a good card pays it', async () => {
    const { orderNumber } = await submitTest(t);
    await payWithCard(t, orderNumber, '4000000000000002');
    expect((await checkStatus(t, orderNumber)).json.data).toMatchObject({ status: 'failed', failureCode: 'decline' });
    await payWithCard(t, orderNumber, '4242424242424242', weekly);
    expect((await checkStatus(t, orderNumber)).json.data.status).toBe('paid');
  });

  it('validates card input with codes the page translates', async () => {
    const { orderNumber } = await submitTest(t);
    const created = await t.call('POST', '/pay/pay/order/create', { orderNumber, skuId: monthly, payMethod: 'card', email: 'c@example.com' });
    const secret = created.json.data.action.clientSecret;
    const confirm = (over: object) => t.call('POST', '/pay/test-provider/confirm', { clientSecret: secret, cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', name: 'C', ...over });
    expect((await confirm({ cardNumber: '4242424242424241' })).json.msg).toBe('card_number_invalid');
    expect((await confirm({ expiry: '01/20' })).json.msg).toBe('card_expiry_past');
    expect((await confirm({ cardNumber: '4111111111111111' })).json.msg).toBe('card_not_test_card');
    expect((await confirm({ cvc: '1' })).status).toBe(400);
    expect((await checkStatus(t, orderNumber)).json.data.status).toBe('paying');
  });

  it('PayPal: approval on the provider page, then back to the check page', async () => {
    const { orderNumber } = await submitTest(t);
    const created = await t.call('POST', '/pay/pay/order/create', { orderNumber, skuId: monthly, payMethod: 'paypal', email: 'p@example.com' });
    const url = (created.json.data.action.url as string).split('?')[0]!;
    expect(created.json.data.action.url).toMatch(/^\/pay\/test-provider\/paypal\/[^?]+\?hl=en$/);
    expect((await t.app.request(url)).status).toBe(200);
    const approve = await t.app.request(`${url}/approve`, { method: 'POST' });
    expect(approve.status).toBe(303);
    expect(approve.headers.get('location')).toBe(`/paying/check/fb01-1?order=${orderNumber}`);
    expect((await checkStatus(t, orderNumber)).json.data.status).toBe('paid');
  });

  it('PayPal: cancelling fails the order with reason canceled', async () => {
    const { orderNumber } = await submitTest(t);
    const created = await t.call('POST', '/pay/pay/order/create', { orderNumber, skuId: monthly, payMethod: 'paypal', email: 'p@example.com' });
    await t.app.request(`${created.json.data.action.url.split('?')[0]}/cancel`, { method: 'POST' });
    expect((await checkStatus(t, orderNumber)).json.data).toMatchObject({ status: 'failed', failureCode: 'canceled' });
  });
});
