import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe(`help and legal (${process.env.TEST_DB})`, () => {
  it('lists the four help categories and serves an article', async () => {
    const list = await t.call('GET', '/api/app/help/list/1/en');
    expect(list.json.data.map((c: { id: string }) => c.id)).toEqual(['subscription', 'billing', 'legal', 'support']);
    const first = list.json.data[0].items[0].id;
    const item = await t.call('GET', `/api/app/help/info/${first}?hl=en`);
    expect(item.json.data).toMatchObject({ id: first, categoryId: 'subscription' });
    expect(item.json.data.body.length).toBeGreaterThan(0);
    expect((await t.call('GET', '/api/app/help/info/no-such-article')).status).toBe(404);
    expect((await t.call('GET', '/api/app/help/info/..%2Fetc')).status).toBe(400);
  });

  it('lists legal documents and serves each one', async () => {
    const list = await t.call('GET', '/api/app/protocol/list/1/en');
    expect(list.json.data.map((d: { id: string }) => d.id)).toEqual(['terms', 'privacy', 'subscription', 'refund', 'cookies']);
    const privacy = await t.call('GET', '/api/app/protocol/info/privacy');
    expect(privacy.json.data.title).toBe('Privacy Policy');
    expect(privacy.json.data.sections.length).toBeGreaterThan(4);
    expect((await t.call('GET', '/api/app/protocol/list/77/en')).status).toBe(404);
  });
});
