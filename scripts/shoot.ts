// Dev helper: npx tsx scripts/shoot.ts <url> <out.png> [width] — a screenshot to look at.
import { chromium } from 'playwright-core';
import { chromiumLaunch } from '../tests/e2e/browser.ts';
const [url, out, width = '1280'] = process.argv.slice(2);
const browser = await chromium.launch(chromiumLaunch);
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
await page.goto(url!, { waitUntil: 'networkidle' });
await page.waitForTimeout(500);
await page.screenshot({ path: out!, fullPage: true });
await browser.close();
