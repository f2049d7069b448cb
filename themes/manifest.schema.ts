import { z } from 'zod';
import { ThemeName } from '../src/contract/common.ts';

/** What every theme folder must provide; checked at build time and in the test suite. */
export const ThemeManifest = z.object({
  name: ThemeName,
  /** The legacy route name of the theme's landing (SPEC §2). */
  routeName: z.string().min(3),
  label: z.string().min(2),
  logo: z.string().regex(/\.svg$/),
  footerLogo: z.string().regex(/\.svg$/),
  favicon: z.string().regex(/\.svg$/),
  stylesheet: z.string().regex(/\.css$/),
  /** Hero illustration of the landing, drawn for this theme. */
  hero: z.string().regex(/\.svg$/),
  colorScheme: z.enum(['light', 'dark']),
  themeColor: z.string().regex(/^#[0-9a-f]{6}$/i),
});
export type ThemeManifest = z.infer<typeof ThemeManifest>;

export const LandingContent = z.object({
  meta: z.object({ title: z.string().min(10).max(70), description: z.string().min(50).max(170) }),
  hero: z.object({ eyebrow: z.string(), title: z.string(), lead: z.string(), cta: z.string(), note: z.string() }),
  counters: z.object({
    today: z.object({ label: z.string(), value: z.number() }),
    region: z.object({ label: z.string(), value: z.number() }),
    total: z.object({ label: z.string(), value: z.number() }),
    accuracy: z.object({ label: z.string(), value: z.string() }),
  }),
  sections: z.array(z.object({ title: z.string(), body: z.string(), points: z.array(z.string()).optional() })).min(2),
  steps: z.object({ title: z.string(), items: z.array(z.object({ title: z.string(), body: z.string() })).length(3) }),
  testimonials: z.object({ title: z.string(), items: z.array(z.object({ name: z.string(), type: z.string(), content: z.string(), time: z.string() })).min(3) }),
  faq: z.object({ title: z.string(), items: z.array(z.object({ q: z.string(), a: z.string() })).min(4) }),
  closing: z.object({ title: z.string(), body: z.string(), cta: z.string() }),
});
export type LandingContent = z.infer<typeof LandingContent>;
