import i18next, { type TFunction } from 'i18next';
import en from '../../i18n/en.json';
import { defaultHl, resolveHl } from '../../i18n/locales.ts';

export type MessageKey = keyof typeof en;
/** Every message in every language is a flat dotted key with `{placeholder}` interpolation (SPEC §3). */
export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

const bundles: Record<string, Record<string, string>> = { en };
const instances = new Map<string, TFunction>();

/** Registers a locale's messages (islands load their own locale file on demand). */
export function addMessages(hl: string, messages: Record<string, string>) {
  bundles[hl] = messages;
  instances.clear();
}

export const hasMessages = (hl: string) => hl in bundles;

export function translator(hl: string | undefined): Translate {
  const lang = resolveHl(hl);
  let t = instances.get(lang);
  if (!t) {
    const inst = i18next.createInstance();
    inst.init({
      lng: lang,
      fallbackLng: defaultHl,
      resources: Object.fromEntries(Object.entries(bundles).map(([k, v]) => [k, { translation: v }])),
      keySeparator: false,
      nsSeparator: false,
      interpolation: { prefix: '{', suffix: '}', escapeValue: false },
      initAsync: false,
      showSupportNotice: false,
    } as Parameters<typeof inst.init>[0]);
    t = inst.t.bind(inst) as TFunction;
    instances.set(lang, t);
  }
  const fn = t;
  return (key, vars) => fn(key, vars ?? {}) as string;
}
