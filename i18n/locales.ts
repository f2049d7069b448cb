/**
 * The one registry of languages. Adding a language = one entry here + its files (see i18n/README.md).
 * `hl` is the value used in URLs, the `hl` query/header and content file names.
 */
export const locales = [
  { hl: 'en', region: 'EN', htmlLang: 'en-US', name: 'English', ready: true },
  { hl: 'zh-CN', region: 'CN', htmlLang: 'zh-CN', name: '简体中文', ready: true },
  { hl: 'zh-HK', region: 'HK', htmlLang: 'zh-HK', name: '繁體中文（香港）', ready: true },
  { hl: 'fr', region: 'FR', htmlLang: 'fr-FR', name: 'Français', ready: true },
  { hl: 'es', region: 'ES', htmlLang: 'es-ES', name: 'Español', ready: true },
  { hl: 'ja', region: 'JA', htmlLang: 'ja-JP', name: '日本語', ready: true },
  { hl: 'de', region: 'DE', htmlLang: 'de-DE', name: 'Deutsch', ready: true },
  { hl: 'pt', region: 'PT', htmlLang: 'pt-PT', name: 'Português', ready: true },
  { hl: 'ko', region: 'KR', htmlLang: 'ko-KR', name: '한국어', ready: true },
] as const;

export type Locale = (typeof locales)[number];
export type Hl = Locale['hl'];
export const defaultHl: Hl = 'en';
export const readyLocales = locales.filter((l) => l.ready);

/** Maps any language tag (browser, hl query) to one of ours, per SPEC §9; unknown → English. */
export function resolveHl(tag: string | null | undefined): Hl {
  if (!tag) return defaultHl;
  const t = tag.toLowerCase();
  const [lang, ...rest] = t.split(/[-_]/);
  const direct: Record<string, Hl> = { fr: 'fr', de: 'de', es: 'es', pt: 'pt', ja: 'ja', ko: 'ko', en: 'en' };
  const hl = lang === 'zh' ? (rest.some((p) => ['hant', 'tw', 'hk', 'mo'].includes(p)) ? 'zh-HK' : 'zh-CN') : (direct[lang!] ?? defaultHl);
  return locales.find((l) => l.hl === hl)?.ready ? hl : defaultHl;
}
