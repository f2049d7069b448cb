import { existsSync } from 'node:fs';
import { Font } from '@react-pdf/renderer';
import { resolveHl } from '../../../i18n/locales.ts';

/** Noto Sans CJK (Debian's fonts-noto-cjk) covers Latin and all our CJK scripts in one family. */
const fontDir = process.env.PDF_FONT_DIR ?? '/usr/share/fonts/opentype/noto';
const regionSuffix: Record<string, string> = { 'zh-CN': 'sc', 'zh-HK': 'hk', ja: 'jp', ko: 'kr' };
const registered = new Set<string>();

const cjk = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/;

/**
 * Where a word may break. Latin words never hyphenate; CJK runs have no spaces, so every character is a
 * break point (the empty parts keep react-pdf from inserting hyphens there).
 */
export function breakPoints(word: string): string[] {
  return cjk.test(word) ? Array.from(word).flatMap((ch) => [ch, '']) : [word];
}

/** Registers (once) and returns the font family for a language; the CJK face differs by region. */
export function pdfFontFamily(hl: string): string {
  const suffix = regionSuffix[resolveHl(hl)] ?? 'sc';
  const family = `NotoSansCJK-${suffix}`;
  if (!registered.has(family)) {
    const regular = `${fontDir}/NotoSansCJK-Regular.ttc`;
    if (!existsSync(regular)) throw new Error(`PDF font not found at ${regular}: install fonts-noto-cjk or set PDF_FONT_DIR`);
    Font.register({
      family,
      fonts: [
        { src: regular, postscriptName: `NotoSansCJK${suffix}-Regular` } as never,
        { src: `${fontDir}/NotoSansCJK-Bold.ttc`, postscriptName: `NotoSansCJK${suffix}-Bold`, fontWeight: 700 } as never,
      ],
    });
    Font.registerHyphenationCallback(breakPoints);
    registered.add(family);
  }
  return family;
}
