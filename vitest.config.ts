import { defineConfig } from 'vitest/config';

const dbTests = ['src/server/**/*.db.test.ts'];
const common = { setupFiles: ['tests/setup/fail-on-console-error.ts'] };

export default defineConfig({
  test: {
    projects: [
      // Checks on the built site; `npm test` builds first.
      { test: { ...common, name: 'build', include: ['tests/build/**/*.test.ts'] } },
      { test: { ...common, name: 'unit', include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'i18n/**/*.test.ts', 'themes/**/*.test.ts'], exclude: dbTests, environment: 'node' } },
      // The same API suite runs against both databases the product supports.
      { test: { ...common, name: 'api-pglite', include: dbTests, env: { TEST_DB: 'pglite' }, testTimeout: 30_000, hookTimeout: 60_000 } },
      { test: { ...common, name: 'api-postgres', include: dbTests, env: { TEST_DB: 'postgres' }, testTimeout: 30_000, hookTimeout: 60_000 } },
    ],
  },
});
