import { atom, computed } from 'nanostores';
import type { ThemeNameValue as ThemeName } from '../contract/theme-names.ts';
import { storedAtom } from '../client/stored.ts';

/** Config state (SPEC §3), persisted: where the visitor came from and how to style their journey. */
export type ConfigState = {
  theme: ThemeName;
  code: string;
  examId: number;
  localePath: string;
  countryCode: string;
  /** Tracking query keys kept across pages (hl, logid, fbclid, gclid, …). */
  query: Record<string, string>;
};

export const defaultConfig: ConfigState = { theme: 'relax', code: 'home', examId: 1, localePath: '', countryCode: 'US', query: {} };
export const $config = storedAtom<ConfigState>('config', defaultConfig);

/** `{code}-{examId}`, the suffix every journey route takes. */
export const $slug = computed($config, (c) => `${c.code}-${c.examId}`);
/** The page's language: every page is pre-built in one language and says which on <html data-hl>. */
export const $hl = atom<string>(typeof document === 'undefined' ? 'en' : (document.documentElement.dataset.hl ?? 'en'));

export function updateConfig(patch: Partial<ConfigState>) {
  const current = $config.get();
  $config.set({ ...current, ...patch, query: { ...current.query, ...patch.query } });
}
