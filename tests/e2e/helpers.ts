import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

const bank = JSON.parse(readFileSync('src/content/exams/mbti/bank.json', 'utf8')) as { items: { id: string; pole: string }[] };

/** The answer (1–7) a person of `type` would give each statement: agree with its own poles. */
export const answerFor = (type: string, id: string) => (type.includes(bank.items.find((i) => i.id === id)!.pole) ? 6 : 2);

export const shotDir = 'tests/artifacts';
export const shot = (page: Page, name: string) => page.screenshot({ path: `${shotDir}/${name}.png`, fullPage: true });

/** Answers every statement on the current question page and presses Next. */
export async function answerPage(page: Page, type: string) {
  const sets = page.getByTestId('statement');
  const count = await sets.count();
  for (let i = 0; i < count; i++) {
    const first = sets.nth(i).locator('input[type=radio]').first();
    const id = await first.getAttribute('name');
    await sets.nth(i).locator(`input[value="${answerFor(type, id!)}"]`).check();
  }
  await page.getByTestId('next').click();
}

/** Walks the whole question flow, reloading once in the middle to prove answers survive. */
export async function takeTest(page: Page, type: string, opts: { screenshots?: boolean; reloadMidway?: boolean; keepGoing?: string } = {}) {
  await page.getByTestId('intro-start').click();
  let pages = 0;
  for (;;) {
    if (await page.getByTestId('answers-complete').isVisible()) break;
    if (await page.getByTestId('part-tip').isVisible()) {
      if (opts.screenshots) await shot(page, `03-tip-${pages}`);
      await page.getByRole('button', { name: opts.keepGoing ?? 'Keep going' }).click();
      continue;
    }
    await expect(page.getByTestId('statement').first()).toBeVisible();
    if (opts.screenshots && pages === 0) await shot(page, '02-questions');
    if (await page.getByTestId('almost-done').isVisible() && opts.screenshots) await shot(page, '04-almost-done');
    if (opts.reloadMidway && pages === 3) {
      const before = await page.getByTestId('progress').textContent();
      await page.reload();
      await expect(page.getByTestId('progress')).toHaveText(before!);
    }
    const before = await page.getByTestId('statement').first().locator('input').first().getAttribute('name');
    await answerPage(page, type);
    pages++;
    // The next screen: another page of statements, a tip, or (after calculating) the complete screen.
    await page.waitForFunction((prev) => {
      if (document.querySelector('[data-testid=answers-complete],[data-testid=part-tip]')) return true;
      const name = document.querySelector('[data-testid=statement] input')?.getAttribute('name');
      return name != null && name !== prev;
    }, before, { timeout: 15_000 });
  }
}

/** axe over the current page: no serious or critical violation. */
export async function expectAccessible(page: Page) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
}
