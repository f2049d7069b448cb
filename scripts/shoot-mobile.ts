// Dev helper: phone-width screenshots of journey screens with a paid order seeded through the API.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumLaunch } from '../tests/e2e/browser.ts';
const base = process.argv[2] ?? 'http://127.0.0.1:4321';
const prefix = process.argv[3] ?? '';
const ids = Object.keys(JSON.parse(readFileSync('src/content/exams/mbti/questions.en.json', 'utf8')));
const answers = Object.fromEntries(ids.map((id, i) => [id, (i % 7) + 1]));
const post = async (path: string, body: unknown) => (await (await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()).data;
const hl = prefix.replace('/', '') || 'en';
const order = await post('/api/exam/order/info', { appExamId: 1, submitKey: randomUUID(), answers, hl, code: 'm1', theme: 'relax' });
const pay = await post('/pay/pay/order/create', { orderNumber: order.orderNumber, skuId: 'mbti-monthly-us', payMethod: 'card', email: 'mobile@example.com' });
await post('/pay/test-provider/confirm', { clientSecret: pay.action.clientSecret, cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', name: 'M' });
await new Promise((r) => setTimeout(r, 1700));
await post('/pay/pay/check/status', { orderNumber: order.orderNumber });
const browser = await chromium.launch(chromiumLaunch);
const width = Number(process.argv[4] ?? 390);
const page = await browser.newPage({ viewport: { width, height: 844 } });
await page.goto(`${base}${prefix}/landing/relax/m1-1`);
await page.evaluate((o) => {
  localStorage.setItem('MBTI-cookie-ok', '1');
  localStorage.setItem('MBTI-order', JSON.stringify({ v: { orderNumber: o.orderNumber, typeCode: o.typeCode, email: 'mobile@example.com', skuId: null, skipTrial: false, payMethod: 'card', offerEndsAt: null, submitKey: null, answersPrint: null }, exp: Date.now() + 1e10 }));
}, order);
const tag = `${hl}-${width}`;
for (const [name, path] of [['landing', '/landing/relax/m1-1'], ['question', '/answer/question/m1-1'], ['email', '/answer/email/m1-1'], ['scheme', '/paying/scheme/m1-1'], ['payment', '/paying/payment/m1-1'], ['report', `/report/result/m1-1?order=${order.orderNumber}`]]) {
  await page.goto(`${base}${prefix}${path}`, { waitUntil: 'networkidle' });
  if (name === 'question') await page.getByTestId('intro-start').click().catch(() => {});
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shots/${tag}-${name}.png`, fullPage: name !== 'report' && name !== 'landing' });
}
const pdf = await fetch(`${base}/pay/exam/order/file/down/info`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orderNumber: order.orderNumber, hl }) });
const { writeFileSync } = await import('node:fs');
writeFileSync(`/tmp/shots/${tag}.pdf`, Buffer.from(await pdf.arrayBuffer()));
await browser.close();
console.log('done', order.typeCode);
