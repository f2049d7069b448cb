import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pageWeight } from '../bench/page-weight.ts';

// Runs on the built site (npm test builds first). Budgets of issue 3; the benchmark prints the figures.
const landings = readdirSync('dist/landing').filter((t) => existsSync(`dist/landing/${t}/index.html`));

describe.each(landings.map((t) => [t]))('landing %s', (theme) => {
  const w = pageWeight('dist', `landing/${theme}/index.html`);

  it('ships no React and at most 10 KB of gzipped JavaScript', () => {
    expect(w.react).toBe(false);
    expect(w.jsGzip).toBeLessThanOrEqual(10 * 1024);
  });

  it('keeps HTML plus critical CSS (inline styles and the theme stylesheet) within 14 KB gzipped', () => {
    const css = gzipSync(readFileSync(`dist/themes/${theme}/theme.css`), { level: 9 }).length;
    expect(w.htmlGzip + css).toBeLessThanOrEqual(14 * 1024);
  });
});

describe('search engines', () => {
  it('lists public pages in the sitemap and keeps order, report and payment pages out', () => {
    const sitemap = readFileSync('dist/sitemap-0.xml', 'utf8');
    expect(sitemap).toContain('/landing/relax/home-1');
    expect(sitemap).toContain('/ja/help/home-1');
    expect(sitemap).not.toMatch(/\/(paying|answer|report\/result)\//);
  });

  it('marks journey pages noindex and gives landings a canonical URL and hreflang alternates', () => {
    expect(readFileSync('dist/report/result/index.html', 'utf8')).toContain('name="robots" content="noindex, nofollow"');
    const landing = readFileSync('dist/landing/relax/index.html', 'utf8');
    expect(landing).toMatch(/<link rel="canonical" href="[^"]+\/landing\/relax\/home-1"/);
    expect(landing).toContain('hreflang="ja-JP"');
    expect(landing).toContain('property="og:title"');
  });
});
