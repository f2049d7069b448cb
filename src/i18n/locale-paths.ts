import { defaultHl, readyLocales } from '../../i18n/locales.ts';

/** getStaticPaths for a page built once per language: English at the root, the others under /{hl}/. */
export function localeStaticPaths() {
  return readyLocales.map((l) => ({ params: { locale: l.hl === defaultHl ? undefined : l.hl }, props: { hl: l.hl } }));
}

/** The path prefix of a language ('' for English). */
export const localePrefix = (hl: string) => (hl === defaultHl ? '' : `/${hl}`);
