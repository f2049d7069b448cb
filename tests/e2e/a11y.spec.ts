import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// Pages that need no order on the device; the journey pages with an order are checked in journey-locales.spec.ts.
const pages = ['/landing/relax/fb01-1', '/answer/question/fb01-1', '/report/retrieve/fb01-1', '/not-a-page'];

for (const path of pages) {
  test(`axe: no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
  });
}

const themes = ['relax', 'home', 'third', 'new', 'girl', 'types', 'free', 'founder', 'young'];
const journeyPages = ['/help/ax-1', '/support/ax-1', '/report/retrieve/ax-1', '/cancel/subscription/ax-1', '/paying/scheme/ax-1', '/'];

for (const theme of themes) {
  test(`axe: journey and help pages in the ${theme} theme`, async ({ page }) => {
    await page.goto(`/landing/${theme}/ax-1`);
    await page.evaluate(() => localStorage.setItem('MBTI-cookie-ok', '1'));
    for (const path of journeyPages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      if (path !== '/') await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
    }
  });
}
