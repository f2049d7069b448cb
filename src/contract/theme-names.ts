/** The nine landing themes (SPEC §1). Plain data so the zero-React landing script can use it without zod. */
export const themeNames = ['relax', 'home', 'third', 'new', 'girl', 'types', 'free', 'founder', 'young'] as const;
export type ThemeNameValue = (typeof themeNames)[number];
export const isThemeName = (v: unknown): v is ThemeNameValue => typeof v === 'string' && (themeNames as readonly string[]).includes(v);
