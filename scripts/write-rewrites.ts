// After `astro build`: writes the rewrite manifest so the same bundle can be served from a CDN with the API
// behind a proxy. dist/rewrites.json (generic) and dist/_redirects (Netlify / Cloudflare Pages syntax).
import { existsSync, writeFileSync } from 'node:fs';
import { defaultHl, readyLocales } from '../i18n/locales.ts';
import { pageRoutes } from '../src/routes/route-table.ts';

const dist = process.argv[2] ?? 'dist';
const rules: { source: string; destination: string }[] = [];
for (const locale of readyLocales) {
  const prefix = locale.hl === defaultHl ? '' : `/${locale.hl}`;
  for (const r of pageRoutes) {
    const file = `${prefix}/${r.page}/index.html`;
    if (!existsSync(`${dist}${file}`)) continue;
    rules.push({ source: `${prefix}${r.path}/:slug`, destination: file });
  }
}
writeFileSync(`${dist}/rewrites.json`, JSON.stringify({
  note: ':slug must match ^[A-Za-z0-9_]{1,64}-[0-9]{1,9}$; /api/* and /pay/* go to the API server; anything else is /not-found/index.html with status 404',
  rewrites: rules,
}, null, 2));
writeFileSync(`${dist}/_redirects`, [
  '/api/*  https://API_HOST/api/:splat  200',
  '/pay/*  https://API_HOST/pay/:splat  200',
  ...rules.map((r) => `${r.source.replace(':slug', '*')}  ${r.destination}  200`),
  '/*  /not-found/index.html  404',
].join('\n') + '\n');
console.log(`rewrites: ${rules.length} rules`);
