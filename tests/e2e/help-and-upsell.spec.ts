import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { answerFor, expectAccessible, shot } from './helpers.ts';

test('help centre: four categories, an article, a policy, and the support page', async ({ page }) => {
  await page.goto('/help/hc1-1');
  for (const id of ['subscription', 'billing', 'legal', 'support']) await expect(page.getByTestId(`help-${id}`)).toBeVisible();
  await expectAccessible(page);
  await shot(page, '30-help');
  await page.getByTestId('help-subscription').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/helpDetail\/hc1-1\?id=/);
  await expect(page.getByTestId('help-detail').locator('p').nth(1)).toBeVisible();
  await page.goto('/help-detail/hc1-1?doc=privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await shot(page, '31-privacy');
  await page.goto('/helpDetail/hc1-1?id=nope');
  await expect(page.getByText('We could not find this article.')).toBeVisible();
  await page.goto('/support/hc1-1');
  await expect(page.getByTestId('support')).toContainText('support@typelab.app');
});

test('package steps: accept one, decline one into the are-you-sure offer, skip the rest, reach the report', async ({ page }) => {
  const ids = Object.keys(JSON.parse(readFileSync('src/content/exams/mbti/questions.en.json', 'utf8')));
  const answers = Object.fromEntries(ids.map((id) => [id, answerFor('ENTP', id)]));
  const order = (await (await page.request.post('/api/exam/order/info', { data: { appExamId: 1, submitKey: randomUUID(), answers, hl: 'en', code: 'up1', theme: 'relax' } })).json()).data;
  const pay = (await (await page.request.post('/pay/pay/order/create', { data: { orderNumber: order.orderNumber, skuId: 'mbti-weekly-trial-us', payMethod: 'card', email: 'up@example.com' } })).json()).data;
  await page.request.post('/pay/test-provider/confirm', { data: { clientSecret: pay.action.clientSecret, cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', name: 'U' } });
  await expect.poll(async () => (await (await page.request.post('/pay/pay/check/status', { data: { orderNumber: order.orderNumber } })).json()).data.status, { timeout: 10_000 }).toBe('paid');

  await page.goto(`/paying/package/up1-1?order=${order.orderNumber}`);
  await page.evaluate(() => localStorage.setItem('MBTI-cookie-ok', '1'));
  await expect(page.getByTestId('package-step')).toContainText('Step 1 of 5');
  await page.getByTestId('package-accept').click();
  await expect(page.getByTestId('package-step')).toContainText('Step 2 of 5');
  await page.getByTestId('package-decline').click();
  await expect(page.getByTestId('leave-offer')).toContainText('Are you sure?');
  await expect(page.getByTestId('leave-offer')).toContainText('$4.99 instead of $9.99');
  await shot(page, '32-leave-offer');
  await page.getByTestId('leave-accept').click();
  await expect(page.getByTestId('package-step')).toContainText('Step 3 of 5');
  for (const step of [3, 4, 5]) {
    await expect(page.getByTestId('package-step')).toContainText(`Step ${step} of 5`);
    await page.getByTestId('package-decline').click();
    await page.getByTestId('leave-skip').click();
  }
  await expect(page.getByTestId('report-type')).toHaveText('ENTP');
  const state = (await (await page.request.get(`/api/secondPhase/order/${order.orderNumber}`)).json()).data;
  expect(state).toEqual({ trialing: false, purchases: [
    { step: 1, skuId: 'pkg-skip-trial', amount: 1999, viaOffer: false },
    { step: 2, skuId: 'pkg-skill-packs', amount: 499, viaOffer: true },
  ] });
});
