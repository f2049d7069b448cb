import { defaultHl, readyLocales, resolveHl } from '../../../i18n/locales.ts';

const prefixed = new RegExp(`^/(${readyLocales.filter((l) => l.hl !== defaultHl).map((l) => l.hl).join('|') || '$^'})(/.*|)$`);

/**
 * The language a page request wants: a path prefix (/ja/…) first, then `?hl=`, then the visitor's
 * saved choice (MBTI-locale cookie), else English. Returns the path without its prefix.
 */
export function pageLocale(path: string, hlQuery: string | undefined, cookie: string | undefined): { hl: string; rest: string } {
  const m = prefixed.exec(path);
  if (m) return { hl: m[1]!, rest: m[2] || '/' };
  if (hlQuery) return { hl: resolveHl(hlQuery), rest: path };
  const saved = cookie?.match(/(?:^|;\s*)MBTI-locale=([^;]+)/)?.[1];
  if (saved && readyLocales.some((l) => l.hl === saved)) return { hl: saved, rest: path };
  return { hl: defaultHl, rest: path };
}

export const pageFile = (hl: string, page: string) => (hl === defaultHl ? page : `${hl}/${page}`);
