import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { locales } from '../../i18n/locales.ts';
import { expectAccessible, shot, takeTest } from './helpers.ts';

const ready = (locales as readonly { hl: string; ready: boolean }[]).filter((l) => l.ready).map((l) => l.hl);

/** The journey in Japanese and German: every screen in that language, through to the PDF and the mail. */
for (const hl of ['ja', 'de'].filter((h) => ready.includes(h))) {
  const m = JSON.parse(readFileSync(`i18n/${hl}.json`, 'utf8')) as Record<string, string>;
  const t = (key: string, vars: Record<string, string | number> = {}) => m[key]!.replace(/\{(\w+)\}/g, (_, k) => String(vars[k]));

  test(`journey in ${hl}`, async ({ page }) => {
    await page.goto(`/${hl}/landing/relax/loc_${hl}-1`);
    await expect(page.locator('html')).toHaveAttribute('lang', /^(ja|de)/);
    await page.getByRole('button', { name: m['cookie.ok'] }).click();
    await page.getByTestId('start-test').click();
    await expect(page).toHaveURL(new RegExp(`/${hl}/answer/question/loc_${hl}-1$`));
    await expect(page.getByTestId('intro-start')).toHaveText(t('question.start'));
    await takeTest(page, 'ENFP', { keepGoing: t('question.keepGoing') });
    await page.getByTestId('get-report').click();
    await expect(page).toHaveURL(new RegExp(`/${hl}/answer/email/`));
    await page.getByTestId('email-continue').click();
    await expect(page.getByRole('alert')).toHaveText(t('email.required'));
    await page.getByTestId('email-input').fill(`${hl}@example.com`);
    await page.getByTestId('email-continue').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('scheme.title', { mbticode: 'ENFP' }));
    await shot(page, `${hl}-plans`);
    await page.getByTestId('scheme-continue').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('payment.title'));
    await page.getByTestId('card-number').fill('4242424242424242');
    await page.getByTestId('card-expiry').fill('1239');
    await page.getByTestId('card-cvc').fill('123');
    await page.getByTestId('card-name').fill('Test');
    await page.getByTestId('pay-submit').click();
    await expect(page.getByTestId('payment-success')).toContainText(t('success.title'));
    await page.getByTestId('open-report').click();
    await expect(page).toHaveURL(new RegExp(`/${hl}/report/result/`));
    await expect(page.getByRole('tab', { name: t('report.tab.dimensions') })).toBeVisible();
    const title = JSON.parse(readFileSync(`src/content/reports/${hl}/ENFP.json`, 'utf8')).title as string;
    await expect(page.locator('.report-title')).toHaveText(title);
    await expectAccessible(page);
    await shot(page, `${hl}-report`);

    const orderNumber = new URL(page.url()).searchParams.get('order')!;
    const downloading = page.waitForEvent('download');
    await page.getByTestId('download-pdf').click();
    const file = `test-results/${hl}-${orderNumber}.pdf`;
    await (await downloading).saveAs(file);
    const text = execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, '');
    expect(text).toContain(title.replace(/\s+/g, ''));
    expect(text).toContain(t('report.tab.career').replace(/\s+/g, ''));

    await page.goto('/dev/mail');
    await page.getByRole('link', { name: t('email.ready.subject', { mbticode: 'ENFP' }) }).first().click();
    const link = await page.getByRole('link', { name: t('email.viewReport') }).getAttribute('href');
    expect(link).toContain(`/${hl}/report/result/`);
  });
}
