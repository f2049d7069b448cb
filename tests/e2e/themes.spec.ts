import { existsSync, readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { themeRoutes } from '../../src/routes/route-table.ts';
import { expectAccessible, shot } from './helpers.ts';

const built = readdirSync('themes').filter((t) => existsSync(`themes/${t}/manifest.json`) && existsSync(`dist/landing/${t}/index.html`));

for (const theme of built) {
  test(`theme ${theme}: its own assets on the landing, and the journey keeps it from the first paint`, async ({ page }) => {
    const res = await page.goto(`${themeRoutes[theme]}/th_${theme}-1`);
    expect(res!.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.locator('link[rel=stylesheet][href^="/themes/"]')).toHaveAttribute('href', `/themes/${theme}/theme.css`);
    await expect(page.locator('link[rel=icon]')).toHaveAttribute('href', `/themes/${theme}/favicon.svg`);
    const logo = await page.locator('.logo').evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(logo).toContain(`/themes/${theme}/logo.svg`);
    const footerLogo = await page.locator('.logo-footer').evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(footerLogo).toContain(`/themes/${theme}/logo-footer.svg`);
    await page.getByRole('button', { name: 'OK' }).click();
    await expectAccessible(page);
    await shot(page, `theme-${theme}-desktop`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `theme-${theme}-phone`);

    // The next page reads the stored theme in <head> before anything paints.
    const themeAtFirstParse: string[] = [];
    page.on('domcontentloaded', async () => { themeAtFirstParse.push(await page.locator('html').getAttribute('data-theme') ?? ''); });
    await page.getByTestId('start-test').click();
    await expect(page).toHaveURL(new RegExp(`/answer/question/th_${theme}-1$`));
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.locator('link[rel=stylesheet][href^="/themes/"]')).toHaveAttribute('href', `/themes/${theme}/theme.css`);
    expect(themeAtFirstParse[0]).toBe(theme);
    await page.getByTestId('intro-start').click();
    await expectAccessible(page);
    await shot(page, `theme-${theme}-question`);
  });
}
