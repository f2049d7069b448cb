// npm run bench — prints the figures issues ask for. Build first (npm run build) or pass --build.
import { execSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { typeReport } from '../../src/server/catalogue/content.ts';
import { renderReportPdf } from '../../src/server/pdf/render-report-pdf.tsx';
import { pageWeight } from './page-weight.ts';
import { typeRecovery } from './type-recovery.ts';
import { lighthouseScores } from './lighthouse.ts';
import { spawn } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';

const line = (label: string, value: unknown) => console.log(`${label.padEnd(44)} ${typeof value === 'object' ? JSON.stringify(value) : value}`);

if (process.argv.includes('--build')) {
  const t0 = performance.now();
  execSync('npx astro build', { stdio: 'ignore', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  line('build time (s)', ((performance.now() - t0) / 1000).toFixed(1));
}

console.log('\n# Type recovery (simulated respondents, loading 1.0, noise sd 1.5)');
const rec = typeRecovery({ respondents: 5000, loading: 1.0, noise: 1.5, seed: 42 });
line('per dimension (% correct)', rec.perDimension);
line('whole type (% correct)', rec.wholeType);
line('whole type, all four traits |θ|>0.5 (%)', rec.wholeTypeWhenAllClear);

console.log('\n# Page weight (gzip bytes)');
for (const page of [...readdirSync('dist/landing').map((t) => `landing/${t}/index.html`), 'answer/question/index.html', 'report/result/index.html']) {
  const w = pageWeight('dist', page);
  line(`${page} html`, w.htmlGzip);
  line(`${page} js (${w.jsFiles} files${w.react ? ', React' : ''})`, w.jsGzip);
}

console.log('\n# PDF render (ms, INTJ report, English)');
const report = {
  orderNumber: 'x'.repeat(26), examOrderNumber: 'TL-BENCH', email: 'bench@example.com', firstName: null, paidAt: new Date().toISOString(),
  result: { typeCode: 'INTJ', dimensions: (['EI', 'SN', 'TF', 'JP'] as const).map((dimension) => ({ dimension, pole: dimension[1]!, percent: 70, balance: -0.4, clarity: 'moderate' as const })) },
  content: typeReport('INTJ', 'en'),
};
const times: number[] = [];
let bytes = 0;
for (let i = 0; i < 5; i++) {
  const t0 = performance.now();
  bytes = (await renderReportPdf(report, 'en')).length;
  times.push(performance.now() - t0);
}
line('first render (cold, fonts loading)', Math.round(times[0]!));
line('median of next 4', Math.round(times.slice(1).sort((a, b) => a - b)[2]!));
line('PDF size (bytes)', bytes);

if (!process.argv.includes('--no-lighthouse')) {
  console.log('\n# Lighthouse, mobile (performance / accessibility / best practices / SEO)');
  const port = 4599;
  const server = spawn('npx', ['tsx', 'src/server/index.ts'], { env: { ...process.env, PORT: String(port), DATA_DIR: 'memory://' }, stdio: 'ignore' });
  for (let i = 0; i < 60; i++) {
    if (await fetch(`http://127.0.0.1:${port}/api/exam/info/1`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  try {
    const only = process.argv.find((a) => a.startsWith('--themes='))?.slice(9).split(',');
    for (const theme of readdirSync('dist/landing').filter((t) => existsSync(`dist/landing/${t}/index.html`) && (!only || only.includes(t)))) {
      // Chromium under load occasionally fails to start: one retry, then say so instead of stopping the run.
      let scores: Record<string, number> | string = 'lighthouse failed';
      for (let attempt = 0; attempt < 2 && typeof scores === 'string'; attempt++) {
        try { scores = lighthouseScores(`http://127.0.0.1:${port}/landing/${theme}/bench-1`); } catch { /* retried below */ }
      }
      line(`landing/${theme}`, scores);
    }
  } finally {
    server.kill();
  }
}
