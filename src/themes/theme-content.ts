import { LandingContent, ThemeManifest } from '../../themes/manifest.schema.ts';

// Build-time only: every theme's manifest and landing content, validated as they are read.
const manifests = import.meta.glob<{ default: unknown }>('../../themes/*/manifest.json', { eager: true });
const contents = import.meta.glob<{ default: unknown }>('../../themes/*/content/*.json', { eager: true });

export function themeManifest(theme: string): ThemeManifest {
  const found = manifests[`../../themes/${theme}/manifest.json`];
  if (!found) throw new Error(`Theme ${theme} has no manifest.json`);
  return ThemeManifest.parse(found.default);
}

export function landingContent(theme: string, hl: string): LandingContent {
  const found = contents[`../../themes/${theme}/content/${hl}.json`] ?? contents[`../../themes/${theme}/content/en.json`];
  if (!found) throw new Error(`Theme ${theme} has no landing content`);
  return LandingContent.parse(found.default);
}

/** Themes with a manifest and English landing content: each gets its landing pages built. */
export function themesBuilt(): string[] {
  return Object.keys(manifests).map((k) => k.split('/')[3]!).filter((t) => `../../themes/${t}/content/en.json` in contents).sort();
}
