import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { answersFor, checkStatus, monthly, payWithCard, submitTest } from '../../../../tests/setup/order-fixtures.ts';

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
