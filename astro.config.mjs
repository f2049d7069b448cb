// @ts-check
import { cpSync, existsSync, readdirSync } from 'node:fs';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';

const site = process.env.PUBLIC_URL ?? 'http://127.0.0.1:4321';

/**
 * Copies each theme's static assets (logos, favicon, stylesheet) to /themes/<name>/ in the build.
 * @returns {import('astro').AstroIntegration}
 */
function themeAssets() {
  return {
    name: 'typelab-theme-assets',
    hooks: {
      'astro:build:done': ({ dir }) => {
        for (const theme of readdirSync('themes')) {
          const from = `themes/${theme}`;
          if (!existsSync(`${from}/manifest.json`)) continue;
          cpSync(from, new URL(`themes/${theme}/`, dir).pathname, { recursive: true, filter: (f) => !f.includes('/content') && !f.endsWith('.ts') });
        }
      },
    },
  };
}

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  integrations: [
    react(),
    sitemap({
      filter: (page) => !/\/(answer|paying|report\/result|cancel|not-found|helpDetail)/.test(page),
      // Pages are served at /route/{code}-{examId}: list the canonical home-1 address of each.
      serialize: (item) => {
        const url = new URL(item.url);
        if (!/^\/([a-z]{2}(-[A-Z]{2})?\/)?$/.test(url.pathname)) url.pathname = `${url.pathname.replace(/\/$/, '')}/home-1`;
        return { ...item, url: url.href };
      },
    }),
    themeAssets(),
  ],
  vite: { build: { assetsInlineLimit: 0 } },
});
