import { z } from 'zod';

/** A locale file: flat dotted keys → non-empty strings with `{placeholder}` interpolation. */
export const LocaleMessages = z.record(z.string().regex(/^[a-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)+$/), z.string().min(1));

export const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Values that may stay identical to English in any language: brands, codes, formats. */
export const sameAsEnglishAllowed = new Set(['brand.name', 'cookie.ok', 'payment.paypal', 'payment.expiry', 'testpay.title', 'errors.notFoundTitle']);
