import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { answersFor, checkStatus, monthly, payWithCard, submitTest, weekly } from '../../../../tests/setup/order-fixtures.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe(`orders (${process.env.TEST_DB})`, () => {
  it('scores answers on the server and returns an unguessable order number', async () => {
    const order = await submitTest(t, 'INFP');
    expect(order.typeCode).toBe('INFP');
    expect(order.orderNumber).toMatch(/^[a-z2-7]{26}$/);
    expect(order.status).toBe('created');
  });

  it('is idempotent by submitKey: a retried submit returns the same order', async () => {
    const key = randomUUID();
    const a = await submitTest(t, 'ISTJ', key);
    const b = await submitTest(t, 'ISTJ', key);
    expect(b.orderNumber).toBe(a.orderNumber);
    const reuse = await t.call('POST', '/api/exam/order/info', { appExamId: 1, submitKey: key, answers: answersFor('ENFP'), hl: 'en', code: 'x', theme: 'relax' });
    expect(reuse.status).toBe(409);
  });

  it('refuses incomplete, unknown and malformed submissions without writing anything', async () => {
    const before = (await t.db.query.orders.findMany()).length;
    const answers = answersFor('ENTJ');
    delete answers.q10;
    const incomplete = await t.call('POST', '/api/exam/order/info', { appExamId: 1, submitKey: randomUUID(), answers, hl: 'en', code: 'x', theme: 'relax' });
    expect(incomplete).toMatchObject({ status: 400, json: { result: 400, msg: 'Please answer every question (1 unanswered)' } });
    const outOfScale = await t.call('POST', '/api/exam/order/info', { appExamId: 1, submitKey: randomUUID(), answers: { ...answersFor('ENTJ'), q01: 9 }, hl: 'en', code: 'x', theme: 'relax' });
    expect(outOfScale.status).toBe(400);
    const unknownExam = await t.call('POST', '/api/exam/order/info', { appExamId: 77, submitKey: randomUUID(), answers: answersFor('ENTJ'), hl: 'en', code: 'x', theme: 'relax' });
    expect(unknownExam.status).toBe(404);
    const badCode = await t.call('POST', '/api/exam/order/info', { appExamId: 1, submitKey: randomUUID(), answers: answersFor('ENTJ'), hl: 'en', code: 'a-b', theme: 'relax' });
    expect(badCode.status).toBe(400);
    expect((await t.db.query.orders.findMany()).length).toBe(before);
  });

  it('validates the delivery email and unknown orders', async () => {
    const { orderNumber } = await submitTest(t);
    expect((await t.call('POST', '/api/exam/order/update/email', { orderNumber, email: 'not-an-email' })).json)
      .toEqual({ result: 400, msg: 'email: Please input correct email address' });
    const ok = await t.call('POST', '/api/exam/order/update/email', { orderNumber, email: '  Ada@Example.COM ' });
    expect(ok.json.data.email).toBe('ada@example.com');
    expect((await t.call('GET', `/api/exam/order/info/${'a'.repeat(26)}`)).status).toBe(404);
    expect((await t.call('GET', '/api/exam/order/info/guess')).status).toBe(400);
  });
});

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

describe(`reports (${process.env.TEST_DB})`, () => {
  it('renders the PDF of a paid report and refuses an unpaid one', async () => {
    const unpaid = await submitTest(t);
    expect((await t.call('POST', '/api/exam/order/file/down/info', { orderNumber: unpaid.orderNumber })).status).toBe(402);
    const { orderNumber } = await submitTest(t, 'ISFP');
    await payWithCard(t, orderNumber, undefined, monthly, 'pdf@example.com');
    await checkStatus(t, orderNumber);
    const pdf = await t.call('POST', '/pay/exam/order/file/down/info', { orderNumber, hl: 'en' });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="${orderNumber}.pdf"`);
    expect(new TextDecoder().decode(pdf.bytes!.slice(0, 5))).toBe('%PDF-');
  });

  it('retrieve by email: none found, then every paid report in one mail', async () => {
    const none = await t.call('POST', '/pay/exam/order/report/retrieve', { email: 'nobody@example.com' });
    expect(none).toMatchObject({ status: 404, json: { msg: 'There are no retrievable reports in the current mailbox.' } });
    expect((await t.call('POST', '/pay/exam/order/report/retrieve', { email: 'bad' })).status).toBe(400);
    const a = await submitTest(t, 'ESTP');
    const b = await submitTest(t, 'INFJ');
    for (const o of [a, b]) { await payWithCard(t, o.orderNumber, undefined, monthly, 'many@example.com'); await checkStatus(t, o.orderNumber); }
    const res = await t.call('POST', '/pay/exam/order/report/retrieve', { email: 'Many@example.com', hl: 'en' });
    expect(res.json.data.sent).toBe(2);
    const mail = (await t.db.query.emails.findMany()).find((m) => m.dedupeKey.startsWith('retrieve:many@example.com'))!;
    expect(mail.text).toContain(a.orderNumber);
    expect(mail.text).toContain(b.orderNumber);
  });
});

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

describe(`info form (${process.env.TEST_DB})`, () => {
  it('saves the profile and the report then addresses the buyer by first name', async () => {
    const { orderNumber } = await submitTest(t);
    const bad = await t.call('POST', '/api/exam/order/update/profile', { orderNumber, firstName: ' ', lastName: 'L', birthYear: 1850, gender: 'other', country: 'gb' });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toMatch(/name_required/);
    const ok = await t.call('POST', '/api/exam/order/update/profile', { orderNumber, firstName: 'Ada', lastName: 'Lovelace', birthYear: 1990, gender: 'female', country: 'GB' });
    expect(ok.status).toBe(200);
    await payWithCard(t, orderNumber, undefined, monthly, 'ada.profile@example.com');
    await checkStatus(t, orderNumber);
    expect((await t.call('GET', `/api/exam/order/mbti/${orderNumber}`)).json.data.firstName).toBe('Ada');
  });
});
