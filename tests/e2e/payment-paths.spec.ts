import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { answerFor, shot } from './helpers.ts';
import { readFileSync } from 'node:fs';

const ids = Object.keys(JSON.parse(readFileSync('src/content/exams/mbti/questions.en.json', 'utf8')));

/** A finished test stored on this device, as the question flow leaves it, so these tests start at the plans page. */
async function withFinishedTest(page: Page, type: string) {
  const answers = Object.fromEntries(ids.map((id) => [id, answerFor(type, id)]));
  const res = await page.request.post('/api/exam/order/info', { data: { appExamId: 1, submitKey: randomUUID(), answers, hl: 'en', code: 'ad7', theme: 'relax' } });
  const { orderNumber, typeCode } = (await res.json()).data;
  await page.goto('/landing/relax/ad7-1');
  await page.evaluate(({ orderNumber, typeCode }) => {
    const exp = Date.now() + 365 * 86_400_000;
    localStorage.setItem('MBTI-order', JSON.stringify({ v: { orderNumber, typeCode, submitKey: null, answersPrint: null, email: 'grace@example.com', skuId: null, skipTrial: false, payMethod: 'card', offerEndsAt: null }, exp }));
    localStorage.setItem('MBTI-cookie-ok', '1');
  }, { orderNumber, typeCode });
  return orderNumber as string;
}

async function fillCard(page: Page, number: string) {
  await page.getByTestId('card-number').fill(number);
  await page.getByTestId('card-expiry').fill('0931');
  await page.getByTestId('card-cvc').fill('321');
  await page.getByTestId('card-name').fill('Grace Hopper');
}

test('a declined card shows Payment Fail, and trying again with a good card pays the trial', async ({ page }) => {
  await withFinishedTest(page, 'ESFP');
  await page.goto('/paying/scheme/ad7-1');
  await expect(page.getByTestId('due-today')).toHaveText('$0.00');
  await page.getByTestId('scheme-continue').click();
  await expect(page.getByTestId('pay-submit')).toHaveText('Start free trial');

  await page.getByTestId('pay-submit').click();
  await expect(page.getByText('That card number is not valid. Please check it.')).toBeVisible();
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByTestId('pay-submit').click();
  await expect(page.getByText('In test mode, please use one of the test cards shown above.')).toBeVisible();

  await fillCard(page, '4000 0000 0000 0002');
  await page.getByTestId('pay-submit').click();
  await expect(page.getByTestId('payment-failed')).toBeVisible();
  await expect(page.getByTestId('payment-failed')).toContainText('Payment Fail');
  await expect(page.getByTestId('payment-failed')).toContainText('Your bank declined the payment.');
  await shot(page, '20-failed');

  await page.getByTestId('try-again').click();
  await expect(page.getByTestId('method-card')).toHaveClass(/active/);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByTestId('pay-submit').click();
  await expect(page.getByTestId('payment-success')).toBeVisible();
  await page.getByTestId('open-report').click();
  await expect(page.getByTestId('report-type')).toHaveText('ESFP');
});

test('choose another method: PayPal approval on the provider page, then success', async ({ page }) => {
  const orderNumber = await withFinishedTest(page, 'ISTJ');
  await page.goto('/paying/scheme/ad7-1');
  await page.getByTestId('skip-trial').check();
  await expect(page.getByTestId('due-today')).toHaveText('$19.99');
  await page.getByTestId('scheme-continue').click();
  await fillCard(page, '4000 0000 0000 9995');
  await page.getByTestId('pay-submit').click();
  await expect(page.getByTestId('payment-failed')).toContainText('The card has insufficient funds.');
  await page.getByTestId('other-method').click();
  await expect(page.getByTestId('method-paypal')).toHaveClass(/active/);
  await page.getByTestId('pay-submit').click();
  await expect(page.getByText('Test mode: no real money moves')).toBeVisible();
  await expect(page.getByText('USD 19.99')).toBeVisible();
  await shot(page, '21-paypal');
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByTestId('payment-success')).toBeVisible();
  expect(page.url()).toContain(orderNumber);
});

test('a reload on the check page changes nothing, and a second payment attempt is refused', async ({ page }) => {
  const orderNumber = await withFinishedTest(page, 'ENFJ');
  await page.goto('/paying/scheme/ad7-1');
  await page.getByTestId('plan-MONTH').click();
  await page.getByTestId('scheme-continue').click();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByTestId('pay-submit').click();
  await expect(page.getByTestId('payment-check')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('payment-success')).toBeVisible();
  const again = await page.request.post('/pay/pay/order/create', { data: { orderNumber, skuId: 'mbti-monthly-us', payMethod: 'card', email: 'grace@example.com' } });
  expect(again.status()).toBe(409);
  await page.goto('/paying/payment/ad7-1');
  await expect(page.getByTestId('payment-success')).toBeVisible();
});

test('routes: unknown shapes and exams get the 404 page with a way home', async ({ page }) => {
  for (const path of ['/landing/relax/bad-code-1', '/answer/question/fb01-999', '/nope']) {
    const res = await page.goto(path);
    expect(res!.status()).toBe(404);
    await expect(page.getByTestId('not-found-title')).toHaveText(`Page Not Found: ${path}`);
  }
  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/\/landing\/relax\/[A-Za-z0-9_]+-1$/);
  const alias = await page.goto('/relaxPage/tw_5-1');
  expect(alias!.status()).toBe(200);
  await expect(page.getByTestId('start-test')).toHaveAttribute('href', '/answer/question/tw_5-1');
});

test('a report link without payment or with a guessed order number shows nothing', async ({ page }) => {
  const orderNumber = await withFinishedTest(page, 'INFP');
  await page.goto(`/report/result/ad7-1?order=${orderNumber}`);
  await expect(page.getByText('This report is not available until payment is complete.')).toBeVisible();
  await page.goto(`/report/result/ad7-1?order=${'b'.repeat(26)}`);
  await expect(page.getByText('We could not find this report.')).toBeVisible();
});

test('unsubscribe: an unknown email is refused, a subscriber cancels and lands on the success page', async ({ page }) => {
  const orderNumber = await withFinishedTest(page, 'ISFJ');
  await page.request.post('/pay/pay/order/create', { data: { orderNumber, skuId: 'mbti-weekly-trial-us', payMethod: 'paypal', email: 'leaver@example.com' } })
    .then(async (r) => page.request.post(`${(await r.json()).data.action.url.split('?')[0]}/approve`));
  await expect.poll(async () => (await (await page.request.post('/pay/pay/check/status', { data: { orderNumber } })).json()).data.status).toBe('paid');
  await page.goto('/cancel-subscription/ad7-1');
  await page.getByTestId('cancel-email').fill('someone-else@example.com');
  await page.getByTestId('cancel-submit').click();
  await expect(page.getByRole('alert')).toHaveText('Email not found Please re-enter');
  await page.getByTestId('cancel-email').fill('leaver@example.com');
  await page.getByTestId('cancel-submit').click();
  await expect(page).toHaveURL(/\/cancel\/success\/ad7-1$/);
  await expect(page.getByTestId('cancel-success')).toContainText('Cancellation successful');
});
