#!/usr/bin/env bash
# npm test: the whole suite — unit, API against PGlite and PostgreSQL, then the browser journeys.
set -euo pipefail
cd "$(dirname "$0")/.."
export ASTRO_TELEMETRY_DISABLED=1
bash scripts/system-deps.sh --test
if command -v pg_isready >/dev/null 2>&1 && ! pg_isready -q -h 127.0.0.1 -p 5432; then
  echo "PostgreSQL is not answering on 127.0.0.1:5432; trying to start the local cluster" >&2
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start || true
fi
npx astro check
npm run build
mkdir -p test-reports
npx vitest run --reporter=default --reporter=json --outputFile.json=test-reports/vitest.json
npx playwright test
# One plain closing line for CI: both runners' totals.
node -e '
const v = require("./test-reports/vitest.json"), p = require("./test-reports/playwright.json");
const passed = v.numPassedTests + p.stats.expected, failed = v.numFailedTests + p.stats.unexpected;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);'
