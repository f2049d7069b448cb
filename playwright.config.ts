import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './tests/e2e/browser.ts';

const port = Number(process.env.E2E_PORT ?? 4399);
export const e2eDataDir = './data/e2e';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: 'test-reports/playwright.json' }]],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunch,
    acceptDownloads: true,
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    // A fresh embedded database per run; the test processor settles after 800 ms like a real one would.
    command: `rm -rf ${e2eDataDir} && DATA_DIR=${e2eDataDir} PORT=${port} PUBLIC_URL=http://127.0.0.1:${port} TEST_PROVIDER_SETTLE_MS=800 NODE_ENV=test tsx src/server/index.ts`,
    url: `http://127.0.0.1:${port}/api/exam/info/1`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
