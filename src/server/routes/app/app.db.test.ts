import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe(`app calls (${process.env.TEST_DB})`, () => {
  it('issues a logid for a known exam and refuses an unknown one', async () => {
    const ok = await t.call('POST', '/api/app/v2/generate/logid', { appExamId: 1 });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ result: 200, data: { logid: expect.stringMatching(/^[a-z2-7]{16}$/) } });
    const unknown = await t.call('POST', '/api/app/v2/generate/logid', { appExamId: 999 });
    expect(unknown).toMatchObject({ status: 404, json: { result: 404, msg: 'Unknown exam 999' } });
  });

  it('answers malformed JSON, wrong types and missing fields with 400 and a message', async () => {
    const malformed = await t.call('POST', '/api/app/v2/generate/logid', undefined, '{"appExamId":');
    expect(malformed).toMatchObject({ status: 400, json: { result: 400, msg: 'Malformed JSON in request body' } });
    const wrongType = await t.call('POST', '/api/app/v2/generate/logid', { appExamId: 'one' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.msg).toMatch(/appExamId/);
    const missing = await t.call('POST', '/api/app/v2/generate/logid', {});
    expect(missing.status).toBe(400);
  });

  it('lists languages, categories, exam info and payment methods', async () => {
    const langs = await t.call('GET', '/api/app/language/list/1');
    expect(langs.json.data).toContainEqual({ hl: 'en', region: 'EN', name: 'English' });
    const cats = await t.call('GET', '/api/exam/category/list');
    expect(cats.json.data.find((c: { id: string }) => c.id === 'personality').exams[0]).toMatchObject({ id: 1, slug: 'mbti' });
    expect((await t.call('GET', '/api/exam/info/1')).json.data).toMatchObject({ id: 1, questionCount: 64, secondPhase: false });
    expect((await t.call('GET', '/api/exam/info/0')).status).toBe(400);
    const methods = await t.call('GET', '/api/app/payment/list/1/fr');
    expect(methods.json.data.map((m: { kind: string }) => m.kind)).toEqual(['card', 'paypal']);
  });

  it('records page views by path only', async () => {
    const res = await t.call('GET', '/api/app/v2/view?dl=' + encodeURIComponent('http://x/landing/relax/fb01-1?email=a@b.c') + '&hl=en&id=abc&aeid=1');
    expect(res.status).toBe(200);
    const rows = await t.db.query.pageViews.findMany();
    expect(rows.at(-1)).toMatchObject({ path: '/landing/relax/fb01-1', logid: 'abc' });
  });

  it('serves questions without their scoring keys, and plans per §9', async () => {
    const q = await t.call('GET', '/api/exam/question/list/1/en');
    expect(q.json.data.questions).toHaveLength(64);
    expect(Object.keys(q.json.data.questions[0]).sort()).toEqual(['id', 'part', 'text']);
    const skus = (await t.call('GET', '/api/exam/sku/list/1/US/en')).json.data;
    expect(skus).toEqual([
      expect.objectContaining({ interval: 'WEEK', amount: 1999, trialDays: 3, trialAmount: 0, perDayAmount: 71, currency: 'USD' }),
      expect.objectContaining({ interval: 'MONTH', amount: 4999, trialDays: 0 }),
    ]);
    expect((await t.call('GET', '/api/exam/sku/info/1/nope/US/en')).status).toBe(404);
  });

  it('publishes an OpenAPI document generated from the schemas', async () => {
    const doc = (await t.call('GET', '/api/openapi.json')).json;
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/exam/order/info', '/pay/pay/order/create', '/api/exam/order/report/retrieve']));
    expect((await t.call('GET', '/api/nope')).json).toMatchObject({ result: 404 });
  });
});
