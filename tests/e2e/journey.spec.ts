import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible, shot, takeTest } from './helpers.ts';

test('landing → test → email → plan → card payment → report → PDF → retrieve by email', async ({ page }) => {
  await page.goto('/landing/relax/fb01-1?gclid=G123&email=leak@example.com');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Get to know the way you really work');
  await expect(page.locator('link[rel=icon]')).toHaveAttribute('href', '/themes/relax/favicon.svg');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('#cookie-notice')).toBeHidden();
  await shot(page, '01-landing');
  await page.getByTestId('start-test').click();
  await expect(page).toHaveURL(/\/answer\/question\/fb01-1$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('MBTI-config')!));
  expect(stored.v).toMatchObject({ code: 'fb01', examId: 1, theme: 'relax', query: { gclid: 'G123' } });
  expect(stored.v.query.email).toBeUndefined();
  expect(stored.exp - Date.now()).toBeGreaterThan(364 * 86_400_000);

  await takeTest(page, 'INTJ', { screenshots: true, reloadMidway: true });
  await expectAccessible(page);
  await shot(page, '05-complete');
  await page.getByTestId('get-report').click();

  await expect(page).toHaveURL(/\/answer\/email\/fb01-1$/);
  await page.getByTestId('email-continue').click();
  await expect(page.getByRole('alert')).toHaveText('Please input email address');
  await page.getByTestId('email-input').fill('ada@');
  await page.getByTestId('email-continue').click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address.');
  await page.getByTestId('email-input').fill('ada.lovelace@example.com');
  await expectAccessible(page);
  await shot(page, '06-email');
  await page.getByTestId('email-continue').click();

  await expect(page).toHaveURL(/\/paying\/scheme\/fb01-1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your INTJ report is ready to unlock');
  await expect(page.getByTestId('offer-timer')).toContainText(/1[45]:\d\d/);
  await expect(page.getByTestId('due-today')).toHaveText('$0.00');
  await expectAccessible(page);
  await shot(page, '07-plans');
  await page.getByTestId('plan-MONTH').click();
  await expect(page.getByTestId('due-today')).toHaveText('$49.99');
  await page.getByTestId('scheme-continue').click();

  await expect(page).toHaveURL(/\/paying\/payment\/fb01-1$/);
  await expect(page.getByTestId('delivery-email')).toHaveValue('ada.lovelace@example.com');
  await expect(page.getByTestId('total')).toHaveText('$49.99');
  await page.getByTestId('card-number').fill('4242424242424242');
  await page.getByTestId('card-expiry').fill('1239');
  await page.getByTestId('card-cvc').fill('123');
  await page.getByTestId('card-name').fill('Ada Lovelace');
  await expectAccessible(page);
  await shot(page, '08-payment');
  await page.getByTestId('pay-submit').click();

  await expect(page.getByTestId('payment-check')).toBeVisible();
  await shot(page, '09-check');
  await expect(page.getByTestId('payment-success')).toBeVisible();
  await expect(page.getByTestId('payment-success')).toContainText('ada.lovelace@example.com');
  await expect(page.getByTestId('payment-success')).toContainText(/opens automatically in \d seconds/);
  await shot(page, '10-success');
  await expect(page).toHaveURL(/\/report\/result\/fb01-1\?order=[a-z2-7]{26}$/, { timeout: 10_000 });
  const orderNumber = new URL(page.url()).searchParams.get('order')!;

  await expect(page.getByTestId('report-type')).toHaveText('INTJ');
  await expectAccessible(page);
  await shot(page, '11-report');
  await page.getByText('Personalize your report').click();
  await page.getByTestId('info-save').click();
  await expect(page.getByTestId('info-form').getByRole('alert').first()).toHaveText('Please input name');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Year of birth').fill('1990');
  await page.getByLabel('Female').check();
  await page.getByLabel('Country or region').selectOption('GB');
  await page.getByTestId('info-save').click();
  await expect(page.getByText('Prepared for Ada')).toBeVisible();
  for (const tab of ['Dimension analysis', 'Personal growth', 'Relationships', 'Career growth', 'Further reading', 'Result analysis', 'Additional tests', 'Advanced guide']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', /tab-/);
    expect((await page.getByRole('tabpanel').textContent())!.length).toBeGreaterThan(300);
  }
  await page.getByRole('tab', { name: 'Dimension analysis' }).click();
  await expect(page.getByTestId('dimension-table').locator('tbody tr')).toHaveCount(4);
  await expect(page.getByTestId('dimension-table')).toContainText('Introversion');
  await shot(page, '12-report-dimensions');

  const downloadPromise = page.waitForEvent('download');
  await page.getByTestId('download-pdf').click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`${orderNumber}.pdf`);
  const file = `test-results/${orderNumber}.pdf`;
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', [file, '-']).toString();
  expect(text).toContain('INTJ');
  expect(text).toContain('The Strategist');
  expect(text).toContain('Prepared for Ada');

  await page.goto('/report/retrieve/fb01-1');
  await page.getByTestId('retrieve-email').fill('nobody@example.com');
  await page.getByTestId('retrieve-submit').click();
  await expect(page.getByTestId('retrieve-outcome')).toHaveText('There are no retrievable reports in the current mailbox.');
  await page.getByTestId('retrieve-email').fill('ada.lovelace@example.com');
  await page.getByTestId('retrieve-submit').click();
  await expect(page.getByTestId('retrieve-outcome')).toContainText('Report sent successfully');
  await shot(page, '13-retrieve');

  await page.goto('/dev/mail');
  await page.getByRole('link', { name: 'Your TypeLab reports' }).first().click();
  await expect(page.getByTestId('mail-to')).toHaveText('ada.lovelace@example.com');
  await shot(page, '14-mail');
  await page.getByRole('link', { name: 'Read online' }).first().click();
  await expect(page.getByTestId('report-type')).toHaveText('INTJ');

  await page.goto('/dev/mail');
  await page.getByRole('link', { name: 'Your INTJ personality report is ready' }).click();
  const emailedPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const emailed = await emailedPromise;
  expect(emailed.suggestedFilename()).toBe(`${orderNumber}.pdf`);
});
