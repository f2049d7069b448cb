import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LandingContent, ThemeManifest } from './manifest.schema.ts';

const themes = readdirSync('themes').filter((d) => existsSync(`themes/${d}/manifest.json`));

describe.each(themes.map((t) => [t]))('theme %s', (theme) => {
  const manifest = ThemeManifest.parse(JSON.parse(readFileSync(`themes/${theme}/manifest.json`, 'utf8')));

  it('names itself and has its own logo, footer logo, favicon, stylesheet and hero art', () => {
    expect(manifest.name).toBe(theme);
    for (const file of [manifest.logo, manifest.footerLogo, manifest.favicon, manifest.stylesheet, manifest.hero]) {
      expect(existsSync(`themes/${theme}/${file}`)).toBe(true);
    }
    const css = readFileSync(`themes/${theme}/${manifest.stylesheet}`, 'utf8');
    expect(css).toContain(`[data-theme='${theme}']`);
    expect(css).toContain(`/themes/${theme}/${manifest.logo}`);
    for (const other of themes.filter((o) => o !== theme)) {
      expect(readFileSync(`themes/${theme}/${manifest.logo}`, 'utf8')).not.toBe(readFileSync(`themes/${other}/logo.svg`, 'utf8'));
    }
  });

  it('has valid English landing content', () => {
    LandingContent.parse(JSON.parse(readFileSync(`themes/${theme}/content/en.json`, 'utf8')));
  });
});
