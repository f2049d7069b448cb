import { z } from 'zod';
import { themeNames } from './theme-names.ts';

export const ExamId = z.coerce.number().int().positive().max(1_000_000);
/** Landing/campaign code from the path: letters, digits and underscore. */
export const LandingCode = z.string().regex(/^[A-Za-z0-9_]{1,64}$/, 'code may contain only letters, digits and _');
export const Hl = z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'hl must be a language tag such as en or zh-HK');
export const Country = z.string().regex(/^[A-Za-z]{2}$/, 'country must be a two-letter code').transform((s) => s.toUpperCase());
/** 128 random bits in base32: unguessable, and the only key to a report. */
export const OrderNumber = z.string().regex(/^[a-z2-7]{26}$/, 'unknown order number');
export const Email = z.string().trim().toLowerCase().max(254).pipe(z.email('Please input correct email address'));
export const ThemeName = z.enum(themeNames);
export type ThemeName = z.infer<typeof ThemeName>;
import { trackingKeys } from './tracking-keys.ts';
export { trackingKeys };
export const TrackingQuery = z.partialRecord(z.enum(trackingKeys), z.string().max(512));
