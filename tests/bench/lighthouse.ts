import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const flags = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

/** Lighthouse (mobile, the default form factor) on one URL: the four category scores, 0–100. */
export function lighthouseScores(url: string): Record<string, number> {
  const out = `/tmp/lighthouse-${process.pid}.json`;
  execFileSync('npx', ['lighthouse', url, '--quiet', `--chrome-flags=${flags}`, '--only-categories=performance,accessibility,best-practices,seo', '--output=json', `--output-path=${out}`],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, stdio: 'ignore', timeout: 120_000 });
  const report = JSON.parse(readFileSync(out, 'utf8')) as { categories: Record<string, { score: number }> };
  return Object.fromEntries(Object.entries(report.categories).map(([k, v]) => [k, Math.round(v.score * 100)]));
}
