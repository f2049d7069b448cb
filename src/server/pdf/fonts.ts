import { existsSync } from 'node:fs';
import { Font } from '@react-pdf/renderer';
import { resolveHl } from '../../../i18n/locales.ts';

/** Noto Sans CJK (Debian's fonts-noto-cjk) covers Latin and all our CJK scripts in one family. */
const fontDir = process.env.PDF_FONT_DIR ?? '/usr/share/fonts/opentype/noto';
const regionSuffix: Record<string, string> = { 'zh-CN': 'sc', 'zh-HK': 'hk', ja: 'jp', ko: 'kr' };
const registered = new Set<string>();

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
    Font.registerHyphenationCallback((word) => [word]);
    registered.add(family);
  }
  return family;
}
