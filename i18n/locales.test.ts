import { describe, expect, it } from 'vitest';
import { resolveHl, locales } from './locales.ts';

describe('language to region (SPEC §9)', () => {
  it('lists the nine languages with their regions', () => {
    expect(locales.map((l) => l.region)).toEqual(['EN', 'CN', 'HK', 'FR', 'ES', 'JA', 'DE', 'PT', 'KR']);
  });

  it('maps tags to our languages only when that language is ready, else English', () => {
    const ready = new Set(locales.filter((l) => l.ready).map((l) => l.hl));
    const expectHl = (tag: string, hl: string) => expect(resolveHl(tag)).toBe(ready.has(hl as never) ? hl : 'en');
    expectHl('zh', 'zh-CN');
    expectHl('zh-Hans-CN', 'zh-CN');
    for (const tag of ['zh-Hant', 'zh-TW', 'zh-HK', 'zh_MO']) expectHl(tag, 'zh-HK');
    expectHl('fr-CA', 'fr');
    expectHl('de', 'de');
    expectHl('es-419', 'es');
    expectHl('pt-BR', 'pt');
    expectHl('ja', 'ja');
    expectHl('ko-KR', 'ko');
    expect(resolveHl('it')).toBe('en');
    expect(resolveHl(undefined)).toBe('en');
  });
});
