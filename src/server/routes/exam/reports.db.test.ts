import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { checkStatus, monthly, payWithCard, submitTest } from '../../../../tests/setup/order-fixtures.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

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
